import { useState } from "react";
import { STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from "../../../domain/tickets";
import { useSetTicketStatus } from "./api";

/** Sets any status directly (support.respond); the server stamps resolved_at / closed_at. */
export function StatusSelect({
  id,
  ticketNumber,
  status,
}: {
  id: string;
  ticketNumber: string;
  status: TicketStatus;
}) {
  const setStatus = useSetTicketStatus();
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <label className="sr-only" htmlFor={`status-${id}`}>
        Status of {ticketNumber}
      </label>
      <select
        id={`status-${id}`}
        value={setStatus.isPending && setStatus.variables ? setStatus.variables.status : status}
        disabled={setStatus.isPending}
        onChange={(e) => {
          setError(null);
          setStatus.mutate(
            { id, status: e.target.value as TicketStatus },
            { onError: (err) => setError(err.message) },
          );
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {TICKET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
