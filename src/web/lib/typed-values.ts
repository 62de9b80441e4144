/**
 * What a visitor typed into a prerendered form before the app took the page over. Hydration keeps
 * the very elements, but react-hook-form writes each field's default into its element as it
 * registers it, so a fast typist's e-mail or a ticked box would silently go: kept here before
 * hydrating, and given back once the app owns the page, through the events the form listens to.
 */
export interface TypedValue {
  name: string;
  /** A text field's value, or the value of the radio button that was chosen. */
  value: string;
  /** Set for checkboxes and radio buttons. */
  checked?: boolean;
}

const FIELDS = "input[name], textarea[name], select[name]";

export function readTypedValues(root: ParentNode): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const field of root.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >(FIELDS)) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === "checkbox" || field.type === "radio")
    ) {
      if (field.checked !== field.defaultChecked)
        typed.push({ name: field.name, value: field.value, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].find((option) => option.selected);
      if (chosen && !chosen.defaultSelected) typed.push({ name: field.name, value: field.value });
    } else if (field.value !== field.defaultValue) {
      typed.push({ name: field.name, value: field.value });
    }
  }
  return typed;
}

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function typedValueOf(field: TypedField): TypedValue {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return { name: field.name, value: field.value, checked: field.checked };
  return { name: field.name, value: field.value };
}

/** Each checkbox and radio button is its own entry; a text field or a select is its name's. */
function keyOf({ name, value, checked }: TypedValue): string {
  return checked === undefined ? name : `${name}\u0000${value}`;
}

/**
 * What was typed before now, and then everything typed until the returned function is called.
 * The app takes a prerendered page over in slices (a transition), and a box ticked or a field
 * typed in between reaches no React listener yet, while the form's registration then writes its
 * default over it: a journey's ticked terms box was lost that way and left "Create account"
 * disabled. Listening until the app owns the page closes that window.
 */
export function watchTypedValues(root: HTMLElement): () => TypedValue[] {
  const typed = new Map<string, TypedValue>();
  for (const value of readTypedValues(root)) typed.set(keyOf(value), value);
  const record = (event: Event) => {
    const field = event.target;
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ) ||
      !field.name
    )
      return;
    const value = typedValueOf(field);
    // Last typed, last given back: choosing another radio button must win over the first choice.
    typed.delete(keyOf(value));
    typed.set(keyOf(value), value);
  };
  root.addEventListener("input", record, true);
  root.addEventListener("change", record, true);
  return () => {
    root.removeEventListener("input", record, true);
    root.removeEventListener("change", record, true);
    return [...typed.values()];
  };
}

/** Sets a value as the browser does when someone types, so React's onChange (and the form) sees it. */
function typeInto(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
): void {
  // Through the prototype's setter: React watches the element's own one and would skip the event.
  Reflect.set(Object.getPrototypeOf(field) as object, "value", value, field);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

export function restoreTypedValues(root: ParentNode, typed: readonly TypedValue[]): void {
  for (const { name, value, checked } of typed) {
    const selector = `[name="${CSS.escape(name)}"]`;
    if (checked !== undefined) {
      const box = [...root.querySelectorAll<HTMLInputElement>(selector)].find(
        (field) => field.value === value,
      );
      // A click is what a checkbox's onChange listens to; it also runs the form's own rules.
      if (box && box.checked !== checked) box.click();
      continue;
    }
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      selector,
    );
    if (field && field.value !== value) typeInto(field, value);
  }
}
