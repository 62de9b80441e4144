import type { ChatSessionState } from "../../contract/chat";
import { averageWaitMinutes, widgetStatusLine, type WidgetDisplayState } from "../../domain/chat";

/** Spec section 2: 650 px before the conversation starts, 600 px after (the panel's Tailwind heights). */
export const PANEL_HEIGHT_CLASS = { beforeStart: "h-[650px]", conversation: "h-[600px]" } as const;

/**
 * The widget's display state (end-user spec section 4). Until the socket has delivered this session's
 * state it is 'connecting'; an ended chat reads 'Disconnected' whatever the socket does.
 */
export function displayState(session: ChatSessionState, isLive: boolean): WidgetDisplayState {
  if (session.status === "resolved" || session.status === "abandoned") return "resolved";
  if (!isLive) return "connecting";
  return session.status === "waiting" ? "queued" : "connected";
}

/** The status line and, while queued, the spec's average wait max(1, position*2) minutes. */
export function statusText(
  session: ChatSessionState,
  isLive: boolean,
): { line: string; wait: string | null } {
  const state = displayState(session, isLive);
  const position = session.queuePosition ?? 1;
  const line = widgetStatusLine({ state, position, agentName: session.agentFirstName });
  if (state !== "queued") return { line, wait: null };
  const minutes = averageWaitMinutes(position);
  return { line, wait: `Average wait: ${minutes} ${minutes === 1 ? "minute" : "minutes"}` };
}
