import type { AgentChatSummary } from "../../../contract/chat";
import { chatAge, chatDurationMinutes } from "../../../domain/chat";
import { PrioritySupportBadge } from "../../support/ticket-badges";
import { ChatStatusBadge, Truncated } from "./chat-badges";

/**
 * Every session, newest first. The visitor's name is a button that opens the chat in the pane above;
 * the table scrolls inside its own box on a phone, never the page.
 */
export function SessionTable({
  sessions,
  selectedId,
  now,
  onSelect,
}: {
  sessions: readonly AgentChatSummary[];
  selectedId: string | null;
  now: Date;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Chat sessions</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {["Visitor", "Department", "Status", "Agent", "Started", "Duration"].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sessions.map((s) => (
            <tr key={s.id} className={s.id === selectedId ? "bg-brand-50" : undefined}>
              <td className="max-w-56 px-4 py-3">
                <button
                  type="button"
                  aria-current={s.id === selectedId ? "true" : undefined}
                  onClick={() => onSelect(s.id)}
                  className="group block w-full min-w-0 rounded text-left font-semibold text-brand-700 hover:underline"
                >
                  <Truncated text={s.userName} />
                  <span className="sr-only">, open this chat</span>
                </button>
                {s.userEmail ? (
                  <Truncated text={s.userEmail} className="text-xs text-slate-600" />
                ) : null}
                {s.prioritySupport ? (
                  <span className="mt-1 block">
                    <PrioritySupportBadge />
                  </span>
                ) : null}
              </td>
              <td className="max-w-40 px-4 py-3">
                <Truncated text={s.department?.name ?? "None"} />
              </td>
              <td className="px-4 py-3">
                <ChatStatusBadge status={s.status} />
              </td>
              <td className="max-w-40 px-4 py-3">
                <Truncated text={s.assignedTo?.name ?? "Unassigned"} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {chatAge(s.startedAt, now)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {chatDurationMinutes(s.startedAt, s.endedAt, now)} min
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
