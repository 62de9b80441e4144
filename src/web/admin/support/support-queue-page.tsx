import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { StatCards } from "../../components/ui/stat-cards";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { PermissionGuard } from "../permission-guard";
import { RealtimeNotice } from "../../components/realtime-notice";
import { Alert } from "../../components/ui/alert";
import { QueueView } from "../../../contract/tickets";
import { useLiveQueue, useTicketQueue } from "./api";
import { CreateTicketForm } from "./create-ticket-form";
import { QueueFiltersBar } from "./queue-filters";
import { QueueViewTabs } from "./queue-views";
import { TicketTable } from "./ticket-table";
import { useQueueFilters } from "./use-queue-filters";

/**
 * Support Queue (admin spec, section 2); the filters live in the address, so a link (the bell) can set
 * them, and the agent's own choices are remembered on the server (useQueueFilters).
 */
export function SupportQueuePage() {
  const { filters, isRestoring, change, update, myDepartments, saveError } = useQueueFilters();
  const [isCreating, setIsCreating] = useState(false);
  const { data, isPending, isError, error, isPlaceholderData, refetch, isFetching } =
    useTicketQueue(filters, !isRestoring);
  useLiveQueue();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the last (an old link, tickets closed meanwhile) goes to the last page, in place.
  const isPastLastPage = data !== undefined && !isPlaceholderData && filters.page > pages;
  useEffect(() => {
    if (isPastLastPage) update({ page: pages }, { replace: true });
  }, [isPastLastPage, pages, update]);

  return (
    <div>
      <PageHeader
        title="Support Queue"
        description="Tickets from members, newest first"
        actions={
          <PermissionGuard permission="support.respond">
            <Button onClick={() => setIsCreating(true)} disabled={isCreating}>
              <Plus aria-hidden className="size-4" /> Create Ticket
            </Button>
          </PermissionGuard>
        }
      />
      <RealtimeNotice />
      {isCreating ? <CreateTicketForm onCancel={() => setIsCreating(false)} /> : null}
      {data ? (
        <StatCards
          cards={[
            ["Open", data.stats.open],
            ["In Progress", data.stats.inProgress],
            ["Resolved Today", data.stats.resolvedToday],
            ["Total", data.stats.total],
          ]}
        />
      ) : null}
      <QueueFiltersBar
        filters={filters}
        hasMyDepartments={myDepartments.length > 0}
        onChange={change}
      />
      {saveError ? (
        <Alert tone="warning">
          Your queue filters could not be remembered: {saveError.message}
        </Alert>
      ) : null}
      <QueueViewTabs
        view={QueueView.catch("all").parse(filters.view || "all")}
        counts={data?.viewCounts}
        onChange={(view) => change({ view: view === "all" ? "" : view, page: 1 })}
      >
        {isPending || isPastLastPage ? (
          <Spinner label="Loading tickets..." />
        ) : isError ? (
          <LoadError
            message={loadErrorText("tickets", error)}
            onRetry={refetch}
            isRetrying={isFetching}
          />
        ) : data.tickets.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No tickets found
          </p>
        ) : (
          <>
            <TicketTable tickets={data.tickets} />
            <nav
              aria-label="Ticket pages"
              className="mt-4 flex items-center justify-between gap-2 text-sm text-slate-700"
            >
              <span>
                Page {filters.page} of {pages} · {data.total}{" "}
                {data.total === 1 ? "ticket" : "tickets"}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={filters.page <= 1}
                  onClick={() => update({ page: filters.page - 1 })}
                >
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  disabled={filters.page >= pages}
                  onClick={() => update({ page: filters.page + 1 })}
                >
                  Next
                </Button>
              </div>
            </nav>
          </>
        )}
      </QueueViewTabs>
    </div>
  );
}
