import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../../contract/chat";
import { formatTime } from "../../lib/format";

const timeOf = (iso: string) => formatTime(iso);

const senderName = (m: ChatMessage, visitorName: string) =>
  m.senderRole === "visitor"
    ? visitorName
    : m.sender
      ? `${m.sender.firstName} ${m.sender.lastName}`.trim()
      : "Agent";

/**
 * The conversation: the visitor's bubbles on the left, the agents' on the right, system messages
 * (joined, transferred, ended) centred. A log region, so new messages are read out as they come.
 */
export function MessageList({
  messages,
  visitorName,
  isVisitorTyping,
}: {
  messages: readonly ChatMessage[];
  visitorName: string;
  isVisitorTyping: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Scroll the box itself, not the page: scrollIntoView would move the whole console on a phone.
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length, isVisitorTyping]);
  return (
    <div
      ref={box}
      className="flex max-h-[28rem] min-h-48 flex-col gap-3 overflow-y-auto rounded-lg bg-slate-50 p-3"
      tabIndex={0}
      aria-label="Conversation"
    >
      <div role="log" aria-live="polite" aria-label="Messages">
        <ol className="flex flex-col gap-3">
          {messages.map((m) =>
            m.messageType === "system" || m.senderRole === "system" ? (
              <li
                key={m.id}
                className="self-center rounded-full bg-slate-200 px-3 py-1 text-center text-xs text-slate-700"
              >
                {m.message}
              </li>
            ) : (
              <li
                key={m.id}
                className={`flex max-w-[85%] flex-col gap-0.5 ${m.senderRole === "agent" ? "items-end self-end" : "items-start self-start"}`}
              >
                <span
                  className="max-w-full truncate text-xs text-slate-600"
                  title={senderName(m, visitorName)}
                >
                  {senderName(m, visitorName)} · {timeOf(m.createdAt)}
                </span>
                <p
                  className={`whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm [overflow-wrap:anywhere] ${
                    m.senderRole === "agent"
                      ? "bg-brand-700 text-white"
                      : "border border-slate-200 bg-white text-slate-900"
                  }`}
                >
                  {m.message}
                </p>
              </li>
            ),
          )}
        </ol>
      </div>
      <p aria-live="polite" className="text-xs italic text-slate-600 empty:hidden">
        {isVisitorTyping ? `${visitorName} is typing…` : ""}
      </p>
    </div>
  );
}
