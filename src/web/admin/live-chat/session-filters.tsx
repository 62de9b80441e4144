import { CHAT_STATUSES, CHAT_STATUS_LABELS } from "../../../domain/chat";
import type { ChatAgent } from "../../../contract/chat";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { useChatDepartments, type SessionFilters } from "./api";

/** The session table's filters: status, department, agent and a date range of the start. */
export function SessionFiltersBar({
  filters,
  agents,
  onChange,
}: {
  filters: SessionFilters;
  agents: readonly ChatAgent[];
  onChange: (next: Partial<SessionFilters>) => void;
}) {
  const departments = useChatDepartments();
  return (
    <div className="mb-3 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value, page: 1 })}
        options={[
          { value: "", label: "All statuses" },
          ...CHAT_STATUSES.map((s) => ({ value: s, label: CHAT_STATUS_LABELS[s] })),
        ]}
      />
      <SelectField
        label="Department"
        value={filters.departmentId}
        onChange={(e) => onChange({ departmentId: e.target.value, page: 1 })}
        options={[
          { value: "", label: "All departments" },
          ...(departments.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name })),
        ]}
      />
      <SelectField
        label="Agent"
        value={filters.agentId}
        onChange={(e) => onChange({ agentId: e.target.value, page: 1 })}
        options={[
          { value: "", label: "All agents" },
          ...agents.map((a) => ({ value: a.id, label: a.name })),
        ]}
      />
      <TextField
        label="Started from"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ from: e.target.value, page: 1 })}
      />
      <TextField
        label="Started to"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ to: e.target.value, page: 1 })}
      />
    </div>
  );
}
