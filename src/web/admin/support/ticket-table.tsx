import { Eye } from "lucide-react";
import { Link } from "react-router";
import type { TicketSummary } from "../../../contract/tickets";
import { customerEmailLine, customerLabel } from "../../../domain/customer-label";
import {
  DepartmentBadge,
  formatDate,
  PriorityBadge,
  PrioritySupportBadge,
  StatusBadge,
} from "../../support/ticket-badges";
import { usePermissions } from "../staff-context";
import { TruncatedText } from "../truncated-text";
import { CurrentSlaBadge } from "./sla-badge";
import { StatusSelect } from "./status-select";
import { TagChips } from "./tag-chips";

/**
 * The queue's table with the spec's columns; scrolls sideways on narrow screens, never at 1280 px: the
 * subject (2 lines), the customer and the department are cut at a width (TruncatedText: whole on hover
 * and while the row has focus), and View sits above the status dropdown. A customer with priority
 * support is marked under the ticket's priority, the SLA time left under its status. The scroller is `relative` so that the screen-reader-only
 * labels (absolutely placed) are clipped with the rows instead of widening the page on a phone.
 */
export function TicketTable({ tickets }: { tickets: TicketSummary[] }) {
  const { can } = usePermissions();
  const canRespond = can("support.respond");
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Support tickets</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {[
              "Ticket",
              "Subject",
              "Customer",
              "Department",
              "Priority",
              "Status",
              "Created",
              "Actions",
            ].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-2 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tickets.map((t) => (
            <tr key={t.id} className="group/row">
              <td className="whitespace-nowrap px-2 py-3 font-mono text-slate-900">
                {t.ticketNumber}
              </td>
              <td className="px-2 py-3 font-medium text-slate-900">
                <TruncatedText text={t.subject} lines={2} className="min-w-28 max-w-56" />
                <TagChips tags={t.tags} />
              </td>
              <td className="px-2 py-3">
                <CustomerCell customer={t.customer} />
              </td>
              <td className="px-2 py-3">
                <DepartmentBadge department={t.department} className="max-w-28" />
              </td>
              <td className="px-2 py-3">
                <div className="flex flex-col items-start gap-1">
                  <PriorityBadge priority={t.priority} />
                  {t.prioritySupport ? <PrioritySupportBadge /> : null}
                </div>
              </td>
              <td className="px-2 py-3">
                <div className="flex flex-col items-start gap-1">
                  <StatusBadge status={t.status} />
                  <CurrentSlaBadge sla={t.sla} />
                </div>
              </td>
              <td className="whitespace-nowrap px-2 py-3 text-slate-700">
                {formatDate(t.createdAt)}
              </td>
              <td className="px-2 py-3">
                <div className="flex flex-col items-start gap-1">
                  <Link
                    to={`/admin/support/${t.id}`}
                    className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <Eye aria-hidden className="size-4" /> View
                    <span className="sr-only"> {t.ticketNumber}</span>
                  </Link>
                  {canRespond ? (
                    <StatusSelect id={t.id} ticketNumber={t.ticketNumber} status={t.status} />
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomerCell({ customer }: { customer: TicketSummary["customer"] }) {
  const email = customerEmailLine(customer);
  return (
    <>
      <TruncatedText text={customerLabel(customer)} className="max-w-36 text-slate-900" />
      {email ? <TruncatedText text={email} className="max-w-36 text-xs text-slate-600" /> : null}
    </>
  );
}
