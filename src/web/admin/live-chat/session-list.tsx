import type { AgentChatSummary } from "../../../contract/chat";
import { chatAge } from "../../../domain/chat";
import { PrioritySupportBadge } from "../../support/ticket-badges";
import { ChatStatusBadge, Truncated } from "./chat-badges";

/**
 * The open sessions, as the server orders them (waiting first, the agent's own departments' before the
 * rest, each in the order they are offered: priority support first, then oldest first; then active).
 * Each is a button that opens it in the conversation pane; the open one is marked as current, a
 * customer with priority support is marked too, and so is a waiting chat of the agent's department.
 */
export function SessionList({
  sessions,
  selectedId,
  now,
  onSelect,
  myDepartmentIds = [],
}: {
  sessions: readonly AgentChatSummary[];
  selectedId: string | null;
  now: Date;
  onSelect: (id: string) => void;
  myDepartmentIds?: readonly string[];
}) {
  if (sessions.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        No active chats
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {sessions.map((s) => {
        const isSelected = s.id === selectedId;
        return (
          <li key={s.id}>
            <button
              type="button"
              aria-current={isSelected ? "true" : undefined}
              onClick={() => onSelect(s.id)}
              className={`group flex w-full min-w-0 flex-col gap-1 rounded-lg border p-3 text-left text-sm ${
                isSelected
                  ? "border-brand-600 bg-brand-50"
                  : "border-slate-200 bg-white hover:bg-slate-50"
              }`}
            >
              <span className="flex w-full min-w-0 items-center justify-between gap-2">
                <Truncated text={s.userName} className="font-semibold text-slate-900" />
                <ChatStatusBadge status={s.status} />
              </span>
              {s.prioritySupport ? (
                <span className="self-start">
                  <PrioritySupportBadge />
                </span>
              ) : null}
              {s.status === "waiting" &&
              s.department &&
              myDepartmentIds.includes(s.department.id) ? (
                <span className="self-start rounded-full border border-brand-300 bg-white px-2 py-0.5 text-xs font-semibold text-brand-800">
                  Your department
                </span>
              ) : null}
              <Truncated text={s.initialMessage} className="text-slate-700" />
              <span className="flex w-full min-w-0 justify-between gap-2 text-xs text-slate-600">
                <Truncated text={s.department?.name ?? "No department"} />
                <span className="shrink-0">
                  {s.status === "waiting" && s.queuePosition !== null
                    ? `#${s.queuePosition} · `
                    : ""}
                  {chatAge(s.startedAt, now)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
