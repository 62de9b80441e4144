import { useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { browserTimeZone } from "../../lib/time-zone";
import type { AuditFilters } from "./get-audit";

/** Actor (part of a name or e-mail), action and a date range in the viewer's time zone; applied together with the button. */
export function AuditFilterForm({
  value,
  actions,
  errors = {},
  onApply,
}: {
  value: AuditFilters;
  actions: string[];
  /** The server's message per filter it refused (a date range ending before it starts), shown under that filter. */
  errors?: Record<string, string>;
  onApply: (next: AuditFilters) => void;
}) {
  const actionId = useId();
  const zoneHint = `Days in ${browserTimeZone()}`;
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim(), page: 1 });
  };
  const clear = () => {
    const empty = { actor: "", action: "", from: "", to: "", page: 1 };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-start"
    >
      <TextField
        label="Actor name or e-mail"
        type="search"
        value={draft.actor}
        onChange={set("actor")}
        error={errors.actor}
      />
      <div>
        <label htmlFor={actionId} className="mb-1 block text-sm font-medium text-slate-800">
          Action
        </label>
        <select
          id={actionId}
          value={draft.action}
          onChange={set("action")}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="From"
        type="date"
        value={draft.from}
        onChange={set("from")}
        hint={zoneHint}
        error={errors.from}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        onChange={set("to")}
        hint={zoneHint}
        error={errors.to}
      />
      {/* Level with the inputs, below the labels: the hints and errors under the dates grow downwards. */}
      <div className="flex gap-2 lg:mt-6">
        <Button type="submit">Apply</Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
