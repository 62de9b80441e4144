import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ChatVisitorContext } from "../../../contract/chat";
import { usePermissions } from "../staff-context";
import { formatDate } from "../../lib/format";

/**
 * Who the agent is talking to. Open tickets link to the Support Queue searched by the visitor's
 * e-mail (its search covers the customer's name and e-mail), for staff who may see the queue.
 */
export function VisitorContext({ visitor }: { visitor: ChatVisitorContext }) {
  const canSeeQueue = usePermissions().can("support.view");
  return (
    <aside
      aria-label="Visitor"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3 text-sm"
    >
      <h3 className="font-semibold text-slate-900">Visitor</h3>
      <dl className="flex flex-col gap-2">
        <Fact label="Name">
          <span className="block truncate" title={visitor.name}>
            {visitor.name}
          </span>
        </Fact>
        <Fact label="E-mail">
          {visitor.email ? (
            <span className="block [overflow-wrap:anywhere]">{visitor.email}</span>
          ) : (
            "Not given"
          )}
        </Fact>
        <Fact label="Account">{visitor.signedIn ? "Signed in" : "Signed out visitor"}</Fact>
        {visitor.signedIn ? (
          <>
            <Fact label="Plan">{visitor.planName ?? "No plan"}</Fact>
            <Fact label="Member since">
              {visitor.memberSince ? formatDate(visitor.memberSince, "medium") : "Unknown"}
            </Fact>
          </>
        ) : null}
        <Fact label="Open tickets">
          {visitor.openTicketCount > 0 && visitor.email && canSeeQueue ? (
            <Link
              to={`/admin/support?q=${encodeURIComponent(visitor.email)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {visitor.openTicketCount} open
              <span className="sr-only"> tickets of {visitor.name}</span>
            </Link>
          ) : (
            visitor.openTicketCount
          )}
        </Fact>
        <Fact label="Previous chats">{visitor.previousChatCount}</Fact>
      </dl>
    </aside>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}
