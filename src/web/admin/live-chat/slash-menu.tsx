import type { SavedReply } from "../../../contract/chat";

/**
 * The saved replies matching a slash command, as a listbox the reply box drives with
 * aria-activedescendant (focus stays in the text, as in a combobox). A click picks too; the mouse
 * press is kept from taking focus away from the text.
 */
export function SlashMenu({
  id,
  matches,
  activeIndex,
  optionId,
  isLoading,
  isError,
  onPick,
}: {
  id: string;
  matches: readonly SavedReply[];
  activeIndex: number;
  optionId: (index: number) => string;
  isLoading: boolean;
  isError: boolean;
  onPick: (index: number) => void;
}) {
  const note = isLoading
    ? "Loading saved replies..."
    : isError
      ? "Saved replies could not be loaded."
      : matches.length === 0
        ? "No saved replies match."
        : null;
  return (
    <div className="absolute inset-x-0 bottom-full z-20 mb-1 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
      {matches.length > 0 ? (
        <ul id={id} role="listbox" aria-label="Saved replies">
          {matches.map((reply, index) => (
            <li
              key={reply.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(index)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? "bg-brand-50" : "hover:bg-slate-50"}`}
            >
              <span className="block font-mono font-semibold text-slate-900">
                /{reply.shortcut}
              </span>
              <span className="block truncate text-slate-700" title={reply.body}>
                {reply.body}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {note ? (
        <p role="status" className="px-3 py-2 text-sm text-slate-600">
          {note}
        </p>
      ) : null}
    </div>
  );
}
