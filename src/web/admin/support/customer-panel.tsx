import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AccountCustomerContext } from "../../../contract/ticket-context";
import { customerEmailLine, customerLabel } from "../../../domain/customer-label";
import { CHAT_STATUS_LABELS } from "../../../domain/chat";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { Spinner } from "../../components/ui/spinner";
import { STATUS_NAMES } from "../../plan/plan-words";
import { formatDate, formatDateTime, StatusBadge } from "../../support/ticket-badges";
import { usePermissions } from "../staff-context";
import { useTicketCustomer } from "./customer-context-api";

const ACCOUNT_STATUS_NAMES: Record<AccountCustomerContext["accountStatus"], string> = {
  active: "Active",
  inactive: "Inactive",
  suspended: "Suspended",
};
const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/**
 * The customer behind the ticket, beside the thread (below it on a narrow screen): their account, the
 * plan in force, their other tickets and live chats. A link to User Management only with users.view,
 * to a chat in the console only with chat.view; without, the chat is listed by date and status.
 */
export function CustomerPanel({ ticketId }: { ticketId: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useTicketCustomer(ticketId);
  return (
    <section
      aria-labelledby="customer-panel-heading"
      className="flex flex-col gap-4 self-start rounded-xl border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="customer-panel-heading" className="text-base font-semibold text-slate-900">
        About the customer
      </h2>
      {isPending ? (
        <Spinner label="Loading customer..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("customer", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : data.kind === "deleted" ? (
        <p className="text-slate-800">{customerLabel(null)}</p>
      ) : data.kind === "visitor" ? (
        <div>
          <p className="break-all font-medium text-slate-900">{customerLabel(data)}</p>
          <EmailLine customer={data} />
          <p className="mt-2 text-slate-700">
            Visitor without an account: only the contact they left is known.
          </p>
        </div>
      ) : (
        <AccountFacts customer={data} />
      )}
    </section>
  );
}

function AccountFacts({ customer }: { customer: AccountCustomerContext }) {
  const { can } = usePermissions();
  return (
    <>
      <div>
        {can("users.view") ? (
          <Link
            to={`/admin/users?search=${encodeURIComponent(customer.email)}`}
            className={linkClass}
          >
            {customerLabel(customer)}
            <span className="sr-only"> in User Management</span>
          </Link>
        ) : (
          <p className="break-all font-medium text-slate-900">{customerLabel(customer)}</p>
        )}
        <EmailLine customer={customer} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <Fact term="Account">{ACCOUNT_STATUS_NAMES[customer.accountStatus]}</Fact>
        <Fact term="Member since">{formatDate(customer.memberSince)}</Fact>
        <Fact term="Time zone">{customer.timeZone}</Fact>
        <Fact term="Plan">{customer.plan ? <PlanText plan={customer.plan} /> : "No plan"}</Fact>
      </dl>
      <RelatedList
        title="Other tickets"
        shown={customer.otherTickets.length}
        total={customer.otherTicketCount}
        empty="No other tickets"
      >
        {customer.otherTickets.map((t) => (
          <li key={t.id} className="flex flex-col gap-1">
            <Link to={`/admin/support/${t.id}`} className={linkClass}>
              <span className="font-mono">{t.ticketNumber}</span> {t.subject}
            </Link>
            <span className="flex items-center gap-2 text-xs text-slate-600">
              <StatusBadge status={t.status} /> {formatDate(t.createdAt)}
            </span>
          </li>
        ))}
      </RelatedList>
      <RelatedList
        title="Live chats"
        shown={customer.chats.length}
        total={customer.chatCount}
        empty="No live chats"
      >
        {customer.chats.map((c) => {
          const text = `${formatDateTime(c.startedAt)} · ${CHAT_STATUS_LABELS[c.status]}${c.departmentName ? ` · ${c.departmentName}` : ""}`;
          return (
            <li key={c.id}>
              {can("chat.view") ? (
                <Link to={`/admin/live-chat?session=${c.id}`} className={linkClass}>
                  Chat of {text}
                </Link>
              ) : (
                <span className="text-slate-800">Chat of {text}</span>
              )}
            </li>
          );
        })}
      </RelatedList>
    </>
  );
}

function EmailLine({ customer }: { customer: { name: string; email: string } }) {
  const email = customerEmailLine(customer);
  return email ? <p className="break-all text-slate-600">{email}</p> : null;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

/** "Pro · Active · renews 3 Jul 2026", or a lapsed plan said in words (the Free plan's limits apply then). */
function PlanText({ plan }: { plan: NonNullable<AccountCustomerContext["plan"]> }) {
  const until = plan.expiresAt ? formatDate(plan.expiresAt) : null;
  if (!plan.inForce)
    return (
      <>
        {plan.name} · {STATUS_NAMES[plan.status]} · lapsed{until ? ` ${until}` : ""} (Free limits
        apply)
      </>
    );
  return (
    <>
      {plan.name} · {STATUS_NAMES[plan.status]}
      {until ? ` · renews ${until}` : ""}
    </>
  );
}

function RelatedList({
  title,
  shown,
  total,
  empty,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title} ({total})
      </h3>
      {total === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
      {total > shown ? (
        <p className="mt-1 text-xs text-slate-600">
          The {shown} most recent of {total}.
        </p>
      ) : null}
    </div>
  );
}
