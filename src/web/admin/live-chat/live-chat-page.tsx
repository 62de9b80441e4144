import { useRef } from "react";
import { useUrlFilters } from "../../lib/url-filters";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { RealtimeNotice } from "../../components/realtime-notice";
import { useChatInbox, useChatOverview, type SessionFilters } from "./api";
import { AvailabilityPanel } from "./availability-panel";
import { ConversationPane } from "./conversation-pane";
import { useLiveChatQueue } from "./live";
import { LoadError, loadErrorText } from "../../components/ui/load-error";
import { SessionList } from "./session-list";
import { SessionsSection } from "./sessions-section";
import { ChatStatsCards } from "./stats-cards";
import { useNow } from "./use-now";

/**
 * /admin/live-chat (admin spec, 'Live Chat admin'): stats, availability, the open sessions beside the
 * conversation, and every session in a filtered table below. The open chat and the table's filters
 * live in the address, so a reload or a link keeps them.
 */
export function LiveChatPage() {
  const { params, update } = useUrlFilters<SessionFilters & { session?: string }>();
  const now = useNow();
  const overview = useChatOverview();
  const inbox = useChatInbox();
  useLiveChatQueue();
  const pane = useRef<HTMLDivElement>(null);
  const selectedId = params.get("session");
  const filters: SessionFilters = {
    status: params.get("status") ?? "",
    departmentId: params.get("departmentId") ?? "",
    agentId: params.get("agentId") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const select = (id: string, { reveal }: { reveal: boolean }) => {
    update({ session: id });
    // From the table below, bring the conversation into view and put the keyboard there.
    if (reveal) requestAnimationFrame(() => pane.current?.focus());
  };

  return (
    <div>
      <PageHeader
        title="Live Chat"
        description="Answer visitors as they write, and keep the queue moving."
      />
      <RealtimeNotice />
      {overview.isError ? (
        <LoadError
          message={loadErrorText("chat sessions", overview.error)}
          onRetry={overview.refetch}
          isRetrying={overview.isFetching}
        />
      ) : overview.data ? (
        <>
          <ChatStatsCards stats={overview.data.stats} />
          <AvailabilityPanel overview={overview.data} />
        </>
      ) : (
        <Spinner label="Loading chat sessions..." />
      )}
      <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <section aria-labelledby="inbox-heading" className="min-w-0">
          <h2 id="inbox-heading" className="mb-2 text-lg font-semibold text-slate-900">
            Open sessions
          </h2>
          {inbox.isPending ? (
            <Spinner label="Loading chat sessions..." />
          ) : inbox.isError ? (
            <LoadError
              message={loadErrorText("chat sessions", inbox.error)}
              onRetry={inbox.refetch}
              isRetrying={inbox.isFetching}
            />
          ) : (
            <SessionList
              sessions={inbox.data.sessions}
              myDepartmentIds={inbox.data.myDepartmentIds}
              selectedId={selectedId}
              now={now}
              onSelect={(id) => select(id, { reveal: false })}
            />
          )}
        </section>
        <div ref={pane} tabIndex={-1} className="min-w-0 scroll-mt-20 focus:outline-none">
          <ConversationPane sessionId={selectedId} overview={overview.data} now={now} />
        </div>
      </div>
      <SessionsSection
        filters={filters}
        agents={overview.data?.agents ?? []}
        selectedId={selectedId}
        now={now}
        onChange={update}
        onSelect={(id) => select(id, { reveal: true })}
      />
    </div>
  );
}
