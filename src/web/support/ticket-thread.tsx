import type { TicketDetail } from "../../contract/tickets";
import { customerLabel } from "../../domain/customer-label";
import { formatDateTime } from "./ticket-badges";

/**
 * The ticket's description and its messages, oldest first. The description is signed by the staff
 * member who opened the ticket for the customer, when one did, as their replies are. Internal notes
 * (only ever sent to staff) are marked so they cannot be mistaken for a reply the customer sees.
 */
export function TicketThread({
  ticket,
  viewer,
}: {
  ticket: Pick<TicketDetail, "customer" | "createdAt" | "description" | "openedBy" | "messages">;
  viewer: "customer" | "staff";
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversation">
      <li
        className={`rounded-xl border p-4 ${ticket.openedBy ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white"}`}
      >
        <MessageHead
          author={
            ticket.openedBy
              ? `${ticket.openedBy.authorName} · Support team`
              : `${customerLabel(ticket.customer)}${viewer === "customer" ? " (you)" : ""}`
          }
          at={ticket.createdAt}
        />
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{ticket.description}</p>
      </li>
      {ticket.messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-xl border p-4 ${m.isInternal ? "border-amber-300 bg-amber-50" : m.fromStaff ? "border-brand-200 bg-brand-50 sm:ml-8" : "border-slate-200 bg-white sm:mr-8"}`}
        >
          <MessageHead
            author={
              m.fromStaff
                ? `${m.authorName} · Support team`
                : `${m.authorName}${viewer === "customer" ? " (you)" : ""}`
            }
            at={m.createdAt}
            tag={m.isInternal ? "Internal note" : undefined}
          />
          <p className="mt-2 whitespace-pre-wrap text-slate-800">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

function MessageHead({
  author,
  at,
  tag,
}: {
  author: string;
  at: string;
  tag?: string | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-semibold text-slate-900">{author}</span>
      {tag ? (
        <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
          {tag}
        </span>
      ) : null}
      <time dateTime={at} className="text-slate-600">
        {formatDateTime(at)}
      </time>
    </div>
  );
}
