import type { KeyboardEvent, RefObject } from "react";
import type { FoodSearchItem } from "../../contract/foods";
import { kcalText } from "./format";

/** What a result costs: the suggested amount's energy ("2 large · 143 kcal"), else per 100 g or serving. */
export function resultAmount(item: FoodSearchItem): string {
  if (item.suggested) return `${item.suggested.label} · ${kcalText(item.suggested.energyKcal)}`;
  return `${kcalText(item.energyKcal)} / ${item.basis}`;
}

const STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * The results as buttons (Tab reaches them, Enter or a click chooses one); the arrow keys move
 * between them, and up from the first goes back to the search box (`onLeaveTop`). With `markFirst`,
 * the first result shows that Enter takes it while the search box (in a `group/search`) has focus.
 */
export function FoodSearchResults({
  items,
  listRef,
  markFirst,
  onChoose,
  onPreview,
  onLeaveTop,
}: {
  items: FoodSearchItem[];
  listRef: RefObject<HTMLUListElement | null>;
  markFirst: boolean;
  onChoose: (item: FoodSearchItem) => void;
  /** A result was focused or pointed at: it may be chosen next. */
  onPreview?: (item: FoodSearchItem) => void;
  onLeaveTop: () => void;
}) {
  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-result]") ?? []),
    ];
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    const next = step(at, buttons.length - 1);
    if (next < 0) onLeaveTop();
    else buttons[next]?.focus();
  };
  return (
    <ul
      ref={listRef}
      aria-label="Search results"
      onKeyDown={move}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.id}`}>
          <button
            type="button"
            data-result
            className={`flex w-full items-start justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50 focus:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-300 ${
              markFirst && index === 0 ? "group-has-[input:focus]/search:bg-brand-50" : ""
            }`}
            onClick={() => onChoose(item)}
            onFocus={() => onPreview?.(item)}
            onPointerEnter={() => onPreview?.(item)}
          >
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{item.name}</span>
              <span className="block text-xs text-slate-600">{item.group}</span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1 text-right text-sm text-slate-700">
              <span>{resultAmount(item)}</span>
              {markFirst && index === 0 ? (
                // The search box's description says the same in words; this is the sighted cue.
                <kbd
                  aria-hidden
                  className="hidden rounded border border-slate-300 bg-white px-1.5 font-sans text-xs text-slate-700 group-has-[input:focus]/search:inline-block"
                >
                  Enter ↵
                </kbd>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
