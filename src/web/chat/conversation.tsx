import type { VisitorChat } from "../../contract/chat";
import { isOpenChat } from "../../domain/chat";
import { RealtimeNotice } from "../components/realtime-notice";
import { Button } from "../components/ui/button";
import { AfterChat } from "./after-chat";
import { Composer } from "./composer";
import { displayState, statusText } from "./display-state";
import { EndChatButton } from "./end-chat-button";
import { MessageList } from "./message-list";
import type { UpdateChat } from "./update-chat";
import { useLiveChat } from "./use-live-chat";

interface ChatConversationProps {
  chat: VisitorChat;
  isSignedIn: boolean;
  visitorEmail: string;
  update: UpdateChat;
  onStartNew: () => void;
}

/** The conversation view (spec section 2): status line, bubbles, typing indicator, input and send. */
export function ChatConversation({
  chat,
  isSignedIn,
  visitorEmail,
  update,
  onStartNew,
}: ChatConversationProps) {
  const { isLive, isAgentTyping } = useLiveChat(chat, update);
  const { session } = chat;
  const status = statusText(session, isLive);
  const isEnded = !isOpenChat(session.status);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <div role="status" className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">{status.line}</p>
          {status.wait ? <p className="text-slate-600">{status.wait}</p> : null}
        </div>
        {/* Spec section 2: End chat only while connected to an agent. */}
        {displayState(session, isLive) === "connected" ? (
          <EndChatButton sessionId={session.id} update={update} />
        ) : null}
      </div>
      <div className="px-4 empty:hidden">
        <RealtimeNotice />
      </div>
      <MessageList
        messages={chat.messages}
        agentName={session.agentFirstName}
        isAgentTyping={isAgentTyping && !isEnded}
      />
      {isEnded ? (
        <div className="max-h-[60%] shrink-0 overflow-y-auto border-t border-slate-200 bg-slate-50">
          <AfterChat
            session={session}
            isSignedIn={isSignedIn}
            visitorEmail={visitorEmail}
            update={update}
          />
          <div className="px-4 pb-3">
            <Button variant="ghost" className="w-full" onClick={onStartNew}>
              Start a new chat
            </Button>
          </div>
        </div>
      ) : null}
      <Composer session={session} isDisabled={session.status === "resolved"} update={update} />
    </div>
  );
}
