import { useEffect } from "react";
import type { ChatAgent } from "../../../contract/chat";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useChatSessions, type SessionFilters } from "./api";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { SessionFiltersBar } from "./session-filters";
import { SessionTable } from "./session-table";

/** Every session, filtered and paged, below the console. */
export function SessionsSection({
  filters,
  agents,
  selectedId,
  now,
  onChange,
  onSelect,
}: {
  filters: SessionFilters;
  agents: readonly ChatAgent[];
  selectedId: string | null;
  now: Date;
  onChange: (next: Partial<SessionFilters>, options?: { replace?: boolean }) => void;
  onSelect: (id: string) => void;
}) {
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } =
    useChatSessions(filters);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the last (an old link, sessions filtered away meanwhile) goes to the last page, in place.
  const isPastLastPage = data !== undefined && !isPlaceholderData && filters.page > pages;
  useEffect(() => {
    if (isPastLastPage) onChange({ page: pages }, { replace: true });
  }, [isPastLastPage, pages, onChange]);

  return (
    <section aria-labelledby="sessions-heading" className="mt-8">
      <h2 id="sessions-heading" className="mb-2 text-lg font-semibold text-slate-900">
        All sessions
      </h2>
      <SessionFiltersBar filters={filters} agents={agents} onChange={onChange} />
      {isPending || isPastLastPage ? (
        <Spinner label="Loading chat sessions..." />
      ) : isError ? (
        <LoadError
          message={loadErrorText("chat sessions", error)}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      ) : data.sessions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No chat sessions found
        </p>
      ) : (
        <>
          <SessionTable
            sessions={data.sessions}
            selectedId={selectedId}
            now={now}
            onSelect={onSelect}
          />
          <nav
            aria-label="Session pages"
            className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700"
          >
            <span>
              Page {filters.page} of {pages} · {data.total}{" "}
              {data.total === 1 ? "session" : "sessions"}
            </span>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                disabled={filters.page <= 1}
                onClick={() => onChange({ page: filters.page - 1 })}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                disabled={filters.page >= pages}
                onClick={() => onChange({ page: filters.page + 1 })}
              >
                Next
              </Button>
            </div>
          </nav>
        </>
      )}
    </section>
  );
}
