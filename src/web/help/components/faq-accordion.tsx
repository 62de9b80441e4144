import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { FaqEntry } from "../../../contract/help";

/** One answer open at a time; pressing the open question closes it (spec, Help Center). */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {entries.map((entry) => {
        const isOpen = entry.id === openId;
        const buttonId = `${baseId}-q-${entry.id}`;
        const panelId = `${baseId}-a-${entry.id}`;
        return (
          <li key={entry.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : entry.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-5"
              >
                <span>{entry.question}</span>
                <ChevronDown
                  aria-hidden
                  className={`size-5 shrink-0 text-slate-500 transition-transform ${isOpen ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-4 pb-4 text-slate-700 sm:px-5"
            >
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
                {entry.category}
              </p>
              <p>{entry.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
