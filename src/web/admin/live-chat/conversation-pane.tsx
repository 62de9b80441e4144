import type { AgentChatDetail, ChatOverview } from "../../../contract/chat";
import { chatAge, chatDurationMinutes, isOpenChat } from "../../../domain/chat";
import { Spinner } from "../../components/ui/spinner";
import { LoadError } from "../../components/ui/load-error";
import { isApiError } from "../../lib/api-client";
import { usePermissions, useStaff } from "../staff-context";
import { useChatSession } from "./api";
import { PrioritySupportBadge } from "../../support/ticket-badges";
import { ChatActions } from "./chat-actions";
import { ChatStatusBadge, Truncated } from "./chat-badges";
import { Composer } from "./composer";
import { useLiveChatSession } from "./live";
import { MessageList } from "./message-list";
import { replyBlocker } from "./reply-blocker";
import { VisitorContext } from "./visitor-context";

const frame = "flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4";

/** The open conversation, or the spec's 'No chat selected'. */
export function ConversationPane({
  sessionId,
  overview,
  now,
}: {
  sessionId: string | null;
  overview: ChatOverview | undefined;
  now: Date;
}) {
  const { data: chat, isPending, isError, error, refetch, isFetching } = useChatSession(sessionId);
  const { isVisitorTyping } = useLiveChatSession(chat);
  if (sessionId === null) {
    return (
      <section
        aria-label="Conversation"
        className={`${frame} items-center justify-center py-16 text-center`}
      >
        <p className="font-semibold text-slate-900">No chat selected</p>
        <p className="text-sm text-slate-600">Pick a session from the list or the table.</p>
      </section>
    );
  }
  if (isPending)
    return (
      <section aria-label="Conversation" className={frame}>
        <Spinner label="Loading messages..." />
      </section>
    );
  if (isError) {
    // The spec's default, unless the chat is gone (the 404 says so in words).
    const message = isApiError(error, 404) ? error.message : "Failed to load messages";
    return (
      <section aria-label="Conversation" className={frame}>
        <LoadError message={message} onRetry={refetch} isRetrying={isFetching} />
      </section>
    );
  }
  return (
    <Conversation chat={chat} overview={overview} now={now} isVisitorTyping={isVisitorTyping} />
  );
}

function Conversation({
  chat,
  overview,
  now,
  isVisitorTyping,
}: {
  chat: AgentChatDetail;
  overview: ChatOverview | undefined;
  now: Date;
  isVisitorTyping: boolean;
}) {
  const me = useStaff().userId;
  const { can } = usePermissions();
  const minutes = chatDurationMinutes(chat.startedAt, chat.endedAt, now);
  return (
    <section
      aria-labelledby="conversation-title"
      className={`${frame} xl:grid xl:grid-cols-[minmax(0,1fr)_14rem] xl:items-start`}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <header className="flex min-w-0 flex-col gap-1">
          <div className="flex min-w-0 items-center justify-between gap-2">
            <h2 id="conversation-title" className="min-w-0 text-lg font-bold text-slate-900">
              <Truncated text={chat.userName} />
            </h2>
            <ChatStatusBadge status={chat.status} />
          </div>
          {/* On a line of its own: beside the name it would cut the name short on a phone. */}
          {chat.prioritySupport ? (
            <span className="self-start">
              <PrioritySupportBadge />
            </span>
          ) : null}
          <p className="text-sm text-slate-600">
            {chat.department?.name ?? "No department"} · started {chatAge(chat.startedAt, now)} ·{" "}
            {minutes} min
            {chat.assignedTo ? (
              <>
                {" "}
                · with <span className="font-medium text-slate-800">{chat.assignedTo.name}</span>
              </>
            ) : null}
          </p>
        </header>
        <ChatActions key={chat.id} chat={chat} agents={overview?.agents ?? []} meId={me} />
        <MessageList
          messages={chat.messages}
          visitorName={chat.userName}
          isVisitorTyping={isVisitorTyping && isOpenChat(chat.status)}
        />
        <Composer
          key={chat.id}
          sessionId={chat.id}
          departmentId={chat.department?.id ?? null}
          disabledNote={replyBlocker(chat, me, can("chat.respond"))}
        />
      </div>
      <VisitorContext visitor={chat.visitor} />
    </section>
  );
}
