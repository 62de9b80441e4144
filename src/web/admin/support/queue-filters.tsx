import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { MY_DEPARTMENTS, MY_DEPARTMENTS_LABEL } from "../../../domain/ticket-queue";
import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from "../../../domain/tickets";
import { Checkbox } from "../../components/ui/checkbox";
import { SelectField } from "../../components/ui/select-field";
import { useQueueDepartments, type QueueFilters } from "./api";
import { TagFilter } from "./tag-filter";

const SEARCH_DELAY_MS = 300;

/**
 * Status, priority and department filters (one department, or "My departments" for an agent assigned
 * to some), a tag, "SLA breached only", and a search over number, subject, customer name and e-mail. The search box follows ?q=
 * when the address changes (back, forward, a link).
 */
export function QueueFiltersBar({
  filters,
  hasMyDepartments,
  onChange,
}: {
  filters: QueueFilters;
  hasMyDepartments: boolean;
  onChange: (next: Partial<QueueFilters>) => void;
}) {
  const departments = useQueueDepartments();
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // The address changed under the box: show its search, unless it is just what was typed, trimmed.
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (filters.q !== text.trim()) setText(filters.q);
  }
  // Typing waits for a short pause before asking the server, so each key is not a request.
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  return (
    <div className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor="ticket-search" className="mb-1 block text-sm font-medium text-slate-800">
          Search tickets
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="ticket-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Number, subject, customer"
            className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
      </div>
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value, page: 1 })}
        options={[
          { value: "", label: "All statuses" },
          ...TICKET_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
        ]}
      />
      <SelectField
        label="Priority"
        value={filters.priority}
        onChange={(e) => onChange({ priority: e.target.value, page: 1 })}
        options={[
          { value: "", label: "All priorities" },
          ...TICKET_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
        ]}
      />
      <SelectField
        label="Department"
        value={filters.departmentId}
        onChange={(e) => onChange({ departmentId: e.target.value, page: 1 })}
        options={[
          { value: "", label: "All departments" },
          // Kept while chosen, so a remembered scope still reads after the agent left their last department.
          ...(hasMyDepartments || filters.departmentId === MY_DEPARTMENTS
            ? [{ value: MY_DEPARTMENTS, label: MY_DEPARTMENTS_LABEL }]
            : []),
          ...(departments.data?.departments ?? []).map((d) => ({
            value: d.id,
            label: d.isActive ? d.name : `${d.name} (inactive)`,
          })),
        ]}
      />
      <TagFilter value={filters.tag} onChange={(tag) => onChange({ tag, page: 1 })} />
      <Checkbox
        className="sm:col-span-2 lg:col-span-4"
        label="SLA breached only"
        checked={filters.slaBreached === "true"}
        onChange={(e) => onChange({ slaBreached: e.target.checked ? "true" : "", page: 1 })}
      />
    </div>
  );
}
