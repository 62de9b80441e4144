import { Eye } from "lucide-react";
import { Link } from "react-router";
import { DELETED_CUSTOMER_NAME, type TicketSummary } from "../../../contract/tickets";
import { DepartmentBadge, formatDate, PriorityBadge, PrioritySupportBadge, StatusBadge } from "../../support/ticket-badges";
import { usePermissions } from "../staff-context";
import { StatusSelect } from "./status-select";

/**
 * The queue's table with the spec's columns; scrolls sideways on narrow screens. A customer with
 * priority support is marked under the ticket's priority.
 */
export function TicketTable({ tickets }: { tickets: TicketSummary[] }) {
  const { can } = usePermissions();
  const canRespond = can("support.respond");
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Support tickets</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {["Ticket", "Subject", "Customer", "Department", "Priority", "Status", "Created", "Actions"].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tickets.map((t) => (
            <tr key={t.id}>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-slate-900">{t.ticketNumber}</td>
              <td className="max-w-64 px-4 py-3 font-medium text-slate-900">{t.subject}</td>
              <td className="px-4 py-3">
                <span className="block text-slate-900">{t.customer?.name ?? DELETED_CUSTOMER_NAME}</span>
                {t.customer ? <span className="block text-xs text-slate-600">{t.customer.email}</span> : null}
              </td>
              <td className="px-4 py-3"><DepartmentBadge department={t.department} /></td>
              <td className="px-4 py-3">
                <div className="flex flex-col items-start gap-1">
                  <PriorityBadge priority={t.priority} />
                  {t.prioritySupport ? <PrioritySupportBadge /> : null}
                </div>
              </td>
              <td className="px-4 py-3"><StatusBadge status={t.status} /></td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(t.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex items-center gap-2">
                  <Link to={`/admin/support/${t.id}`} className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50">
                    <Eye aria-hidden className="size-4" /> View<span className="sr-only"> {t.ticketNumber}</span>
                  </Link>
                  {canRespond ? <StatusSelect id={t.id} ticketNumber={t.ticketNumber} status={t.status} /> : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
