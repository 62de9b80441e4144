import { useRef, type KeyboardEvent, type ReactNode } from "react";
import type { QueueViewCounts } from "../../../contract/tickets";
import { QUEUE_VIEW_LABELS, QUEUE_VIEWS, type QueueView } from "../../../domain/ticket-queue";

export const QUEUE_PANEL_ID = "queue-view-panel";
const tabId = (view: QueueView) => `queue-view-${view}`;

/** Arrow keys move along the tabs (wrapping), Home and End jump to the ends: the tab pattern of the ARIA practices. */
function nextView(current: QueueView, key: string): QueueView | null {
  const index = QUEUE_VIEWS.indexOf(current);
  const last = QUEUE_VIEWS.length - 1;
  const to = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[key];
  return to === undefined ? null : (QUEUE_VIEWS[to] ?? null);
}

/**
 * The queue's views (All, My tickets, Unassigned) as tabs over the ticket list, each with how many
 * tickets it holds under the other filters. The chosen tab is marked by weight and an underline as
 * well as colour.
 */
export function QueueViewTabs({
  view,
  counts,
  onChange,
  children,
}: {
  view: QueueView;
  counts: QueueViewCounts | undefined;
  onChange: (view: QueueView) => void;
  children: ReactNode;
}) {
  const tabs = useRef<Partial<Record<QueueView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextView(view, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label="Queue views"
        className="mb-3 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {QUEUE_VIEWS.map((v) => {
          const isSelected = v === view;
          return (
            <button
              key={v}
              ref={(el) => {
                tabs.current[v] = el;
              }}
              type="button"
              role="tab"
              id={tabId(v)}
              aria-selected={isSelected}
              aria-controls={QUEUE_PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(v)}
              onKeyDown={onKeyDown}
              className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm ${
                isSelected
                  ? "border-brand-700 font-semibold text-brand-800"
                  : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
              }`}
            >
              {/* The name is the words shown ("My tickets 3"), so speech input can say what it sees.
                  The space keeps label and count apart when the name is read from the content. */}
              {QUEUE_VIEW_LABELS[v]}
              {counts ? (
                <>
                  {" "}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                    {counts[v]}
                  </span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={QUEUE_PANEL_ID} aria-labelledby={tabId(view)}>
        {children}
      </div>
    </>
  );
}
