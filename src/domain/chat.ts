/** Live chat rules (end-user spec sections 2, 4, 9; admin spec sections 2, 4, 9). Pure: no I/O. */

export const CHAT_STATUSES = ["waiting", "active", "resolved", "abandoned"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** A session someone can still write in. */
export const OPEN_CHAT_STATUSES: readonly ChatStatus[] = ["waiting", "active"];
export const isOpenChat = (status: ChatStatus) => OPEN_CHAT_STATUSES.includes(status);

export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  waiting: "Waiting",
  active: "Active",
  resolved: "Resolved",
  abandoned: "Abandoned",
};

export const AGENT_AVAILABILITIES = ["online", "away", "busy"] as const;
export type AgentAvailability = (typeof AGENT_AVAILABILITIES)[number];

/** Spec constants, kept exactly. */
export const DEFAULT_CHAT_PRIORITY = "medium";
export const INITIAL_QUEUE_POSITION = 1;
/** Per-agent limit of simultaneous active chats until staff with settings.edit change it. */
export const DEFAULT_MAX_CHATS_PER_AGENT = 5;
export const MAX_CHATS_PER_AGENT_LIMIT = 50;
export const CHAT_MESSAGE_MAX = 2000;

/** Typing: a side announces at most every 2 s; the other side hides the indicator 4 s after the last. */
export const TYPING_SEND_INTERVAL_MS = 2_000;
export const TYPING_EXPIRY_MS = 4_000;
/** An agent whose sockets have all been gone this long shows as away, whatever they chose. */
export const AGENT_PRESENCE_TIMEOUT_MS = 60_000;

/**
 * The queue position is 1 for the next session to be picked up (the spec's initial value), so a
 * session with `ahead` earlier waiting sessions of its department sits at ahead + 1.
 */
export const queuePosition = (ahead: number) => ahead + 1;

/** Spec: displayed average wait = max(1, position*2) minutes. */
export const averageWaitMinutes = (position: number) => Math.max(1, position * 2);

/** The widget's status line (end-user spec section 4), exactly. */
export type WidgetDisplayState =
  "connecting" | "queued" | "connected" | "disconnected" | "resolved";

export function widgetStatusLine(input: {
  state: WidgetDisplayState;
  position?: number;
  agentName?: string | null;
}): string {
  switch (input.state) {
    case "connecting":
      return "Connecting...";
    case "queued":
      return `In queue (${Math.max(0, (input.position ?? INITIAL_QUEUE_POSITION) - 1)} ahead)`;
    case "connected":
      return `Connected to ${input.agentName ?? "an agent"}`;
    case "disconnected":
    case "resolved":
      return "Disconnected";
  }
}

export const joinedMessage = (firstName: string) => `${firstName} has joined the chat.`;
export const CHAT_ENDED_MESSAGE = "This chat session has ended.";
export const transferredToAgentMessage = (firstName: string) =>
  `You have been transferred to ${firstName}.`;
export const transferredToDepartmentMessage = (department: string) =>
  `You have been transferred to ${department}. An agent will be with you shortly.`;

/** The widget's system messages (end-user spec section 8), exactly. */
export const CHAT_WIDGET_ERRORS = {
  noDepartment: "Please select a department before sending your message.",
  startFailed: "There was an error starting the chat. Please try again later.",
  sendFailed: "Failed to send message. Please try again.",
} as const;

/** Console ages (admin spec): 'Just now', 'Nm ago', 'Nh ago'; days beyond a day. */
export function chatAge(fromIso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(fromIso).getTime()) / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** A chat's length in whole minutes (rounded down), from start to end or to now while it runs. */
export function chatDurationMinutes(
  startedIso: string,
  endedIso: string | null,
  now: Date,
): number {
  const end = endedIso ? new Date(endedIso).getTime() : now.getTime();
  return Math.max(0, Math.floor((end - new Date(startedIso).getTime()) / 60_000));
}
