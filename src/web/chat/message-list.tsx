import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../contract/chat";
import { formatTime } from "../lib/format";

/**
 * The thread as a polite log (new messages are read out, nothing is interrupted): the visitor's bubbles
 * on the right, the agent's on the left, system lines centred. It keeps the newest message in view.
 */
export function MessageList({
  messages,
  agentName,
  isAgentTyping,
}: {
  messages: ChatMessage[];
  agentName: string | null;
  isAgentTyping: boolean;
}) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, isAgentTyping]);
  return (
    <>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        // Focusable so a keyboard can scroll back through a long thread.
        tabIndex={0}
        className="flex min-h-24 flex-1 flex-col gap-2 overflow-y-auto px-4 py-3"
      >
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </div>
      <p className="h-6 shrink-0 px-4 text-sm italic text-slate-600" aria-hidden={!isAgentTyping}>
        {isAgentTyping ? `${agentName ?? "The agent"} is typing…` : ""}
      </p>
    </>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  if (message.messageType === "system" || message.senderRole === "system") {
    return (
      <p className="mx-auto max-w-[90%] text-center text-sm text-slate-600">{message.message}</p>
    );
  }
  const isMine = message.senderRole === "visitor";
  const who = isMine ? "You" : (message.sender?.firstName ?? "Agent");
  return (
    <div
      className={`flex max-w-[85%] flex-col ${isMine ? "items-end self-end" : "items-start self-start"}`}
    >
      <p
        className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm ${
          isMine
            ? "rounded-br-sm bg-brand-700 text-white"
            : "rounded-bl-sm bg-slate-100 text-slate-900"
        }`}
      >
        <span className="sr-only">{who}: </span>
        {message.message}
      </p>
      <span className="mt-0.5 text-xs text-slate-600">
        {isMine ? "" : `${who} · `}
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
      </span>
    </div>
  );
}
