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
