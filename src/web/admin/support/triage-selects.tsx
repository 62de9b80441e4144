import { useState } from "react";
import type { TicketDetail } from "../../../contract/tickets";
import { PRIORITY_LABELS, TICKET_PRIORITIES, type TicketPriority } from "../../../domain/tickets";
import { SelectField } from "../../components/ui/select-field";
import { useQueueDepartments } from "./api";
import { useSetTicketDepartment, useSetTicketPriority } from "./triage-api";

/** The error under a select: what the server said, announced as it appears. */
function WriteError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-1 text-xs text-red-700">
      {message}
    </p>
  ) : null;
}

/** Staff set the priority, urgent included (support.respond); the customer only ever states an impact. */
export function PrioritySelect({ ticket }: { ticket: TicketDetail }) {
  const setPriority = useSetTicketPriority();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <SelectField
        label="Priority"
        className="[&>label]:sr-only"
        value={
          setPriority.isPending && setPriority.variables
            ? setPriority.variables.priority
            : ticket.priority
        }
        disabled={setPriority.isPending}
        options={TICKET_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
        onChange={(e) => {
          setError(null);
          setPriority.mutate(
            { id: ticket.id, priority: e.target.value as TicketPriority },
            { onError: (err) => setError(err.message) },
          );
        }}
      />
      <WriteError message={error} />
    </>
  );
}

/**
 * Moves the ticket to an active department or to none. A department made inactive since stays shown
 * as the ticket's (the server keeps it), but is not offered to others.
 */
export function DepartmentSelect({ ticket }: { ticket: TicketDetail }) {
  const departments = useQueueDepartments();
  const setDepartment = useSetTicketDepartment();
  const [error, setError] = useState<string | null>(null);
  const all = departments.data?.departments ?? [];
  const current = ticket.department;
  const choices = all
    .filter((d) => d.isActive || d.id === current?.id)
    .map((d) => ({ value: d.id, label: d.isActive ? d.name : `${d.name} (inactive)` }));
  // Until the list has loaded, the current department is still shown rather than "None".
  const kept =
    current && !all.some((d) => d.id === current.id)
      ? [{ value: current.id, label: current.name }]
      : [];
  const pending =
    setDepartment.isPending && setDepartment.variables
      ? setDepartment.variables.departmentId
      : undefined;
  return (
    <>
      <SelectField
        label="Department"
        className="[&>label]:sr-only"
        value={(pending === undefined ? current?.id : pending) ?? ""}
        disabled={setDepartment.isPending || departments.isPending}
        options={[{ value: "", label: "None" }, ...kept, ...choices]}
        onChange={(e) => {
          setError(null);
          setDepartment.mutate(
            { id: ticket.id, departmentId: e.target.value || null },
            { onError: (err) => setError(err.message) },
          );
        }}
      />
      <WriteError message={error} />
    </>
  );
}
