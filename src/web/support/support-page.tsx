import { Plus } from "lucide-react";
import { Link } from "react-router";
import { LoadError, loadErrorText } from "../components/ui/load-error";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { useMyTickets } from "./api/tickets";
import { formatDate, StatusBadge } from "./ticket-badges";

/** /app/support: the user's own tickets, newest first, with their status. */
export function SupportPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useMyTickets();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Support"
        description="Your messages to our support team and their answers."
        actions={
          <Link to="/app/support/new" className={buttonClass("primary")}>
            <Plus aria-hidden className="size-4" /> Send us a message
          </Link>
        }
      />
      {isPending ? (
        <Spinner label="Loading your tickets..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("tickets", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : data.tickets.length === 0 ? (
        <Card className="text-center text-slate-600">
          You have not written to us yet. Questions are welcome: use Send us a message.
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.tickets.map((t) => (
            <li key={t.id}>
              <Link
                to={`/app/support/${t.id}`}
                className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{t.subject}</span>
                  <StatusBadge status={t.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {t.ticketNumber} · {t.category} · opened {formatDate(t.createdAt)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
