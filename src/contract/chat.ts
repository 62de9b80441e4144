import { z } from "zod";
import {
  AGENT_AVAILABILITIES,
  CHAT_MESSAGE_MAX,
  CHAT_STATUSES,
  MAX_CHATS_PER_AGENT_LIMIT,
} from "../domain/chat";
import { TicketPriority } from "./tickets";

/**
 * Live chat's HTTP contract (issue 10). The visitor's side lives under /api/chat (a signed-in customer
 * by their session cookie, a signed-out visitor by the chat-scoped cookie set when they start); the
 * agents' side under /api/admin/chat, gated by chat.view / chat.accept / chat.respond / chat.end.
 * Live updates come over /api/realtime (src/contract/realtime.ts): topics chat:<id> and chat:queue.
 */

export const ChatStatus = z.enum(CHAT_STATUSES);
export const AgentAvailability = z.enum(AGENT_AVAILABILITIES);
export type AgentAvailability = z.infer<typeof AgentAvailability>;

const trimmed = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ChatMessageText = trimmed("Message", CHAT_MESSAGE_MAX);

export const ChatSessionIdParams = z.object({ id: z.uuid("No session ID provided") });

/** A department the widget offers, and whether anyone can take a chat there right now. */
export const ChatDepartment = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  /** At least one agent of the department is online (chosen online, heartbeat < 60 s, under the limit). */
  agentsOnline: z.boolean(),
});
export const ChatDepartmentsResponse = z.object({ departments: z.array(ChatDepartment) });
export type ChatDepartment = z.infer<typeof ChatDepartment>;
export type ChatDepartmentsResponse = z.infer<typeof ChatDepartmentsResponse>;

/**
 * Starting a chat. Name (and the optional e-mail) only when signed out; a signed-in customer is
 * named by their profile. `departmentId` carries the spec's message when missing.
 */
export const StartChatBody = z.object({
  departmentId: z.uuid("Please select a department before sending your message."),
  message: ChatMessageText,
  name: z.string().trim().max(80, "Name must be at most 80 characters").optional(),
  email: z.union([z.literal(""), z.email("Enter a valid e-mail address")]).optional(),
});
export type StartChatBody = z.infer<typeof StartChatBody>;

/** No agent online: the message is left as a support ticket instead (a signed-out visitor needs an e-mail). */
export const OfflineMessageBody = z.object({
  departmentId: z.uuid("Please select a department before sending your message."),
  message: trimmed("Message", 5000),
  name: z.string().trim().max(80, "Name must be at most 80 characters").optional(),
  email: z.email("Enter a valid e-mail address").optional(),
});
export type OfflineMessageBody = z.infer<typeof OfflineMessageBody>;
export const OfflineMessageResponse = z.object({ ticketNumber: z.string() });
export type OfflineMessageResponse = z.infer<typeof OfflineMessageResponse>;

export const SendChatMessageBody = z.object({ message: ChatMessageText });
export type SendChatMessageBody = z.infer<typeof SendChatMessageBody>;

export const RateChatBody = z.object({
  rating: z.number().int().min(1, "Choose 1 to 5 stars").max(5, "Choose 1 to 5 stars"),
  comment: z.string().trim().max(1000, "Comment must be at most 1000 characters").optional(),
});
export type RateChatBody = z.infer<typeof RateChatBody>;

/** The transcript goes to the account's e-mail, or to this address for a signed-out visitor. */
export const TranscriptBody = z.object({
  email: z.email("Enter a valid e-mail address").optional(),
});
export type TranscriptBody = z.infer<typeof TranscriptBody>;

export const ChatMessage = z.object({
  /** Increasing within a session (a bigint identity, sent as a decimal string): the replay cursor. */
  id: z.string(),
  sessionId: z.string(),
  senderRole: z.enum(["visitor", "agent", "system"]),
  message: z.string(),
  messageType: z.enum(["text", "system"]),
  createdAt: z.string(),
  /** The spec's sender (id, first_name, last_name); null for system messages and signed-out visitors. */
  sender: z
    .object({ id: z.string().nullable(), firstName: z.string(), lastName: z.string() })
    .nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * What the widget shows of its session: status, the live queue position (1 = next), and the agent's
 * first name once one has joined. Sent again after every change and after every (re)subscribe.
 */
export const ChatSessionState = z.object({
  id: z.string(),
  status: ChatStatus,
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  queuePosition: z.number().int().nullable(),
  agentFirstName: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
});
export type ChatSessionState = z.infer<typeof ChatSessionState>;

export const VisitorChat = z.object({ session: ChatSessionState, messages: z.array(ChatMessage) });
export type VisitorChat = z.infer<typeof VisitorChat>;
/** GET /api/chat/sessions/current: the viewer's open chat (or the one that just ended), to resume after a reload. */
export const CurrentChatResponse = z.object({ chat: VisitorChat.nullable() });
export type CurrentChatResponse = z.infer<typeof CurrentChatResponse>;

// ---- the agents' side ----

const PersonRef = z.object({ id: z.string(), name: z.string() });
const DepartmentRef = z.object({ id: z.string(), name: z.string(), color: z.string() });

export const AgentChatSummary = z.object({
  id: z.string(),
  status: ChatStatus,
  priority: TicketPriority,
  userName: z.string(),
  userEmail: z.string().nullable(),
  /** The customer's account when signed in; null for a signed-out visitor (or a deleted account). */
  userId: z.string().nullable(),
  initialMessage: z.string(),
  department: DepartmentRef.nullable(),
  assignedTo: PersonRef.nullable(),
  queuePosition: z.number().int().nullable(),
  startedAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  convertedTicketNumber: z.string().nullable(),
  /** The customer's plan in force has priority support (issue 15): offered to agents first. */
  prioritySupport: z.boolean(),
});
export type AgentChatSummary = z.infer<typeof AgentChatSummary>;

/** The visitor's context beside the conversation. */
export const ChatVisitorContext = z.object({
  signedIn: z.boolean(),
  name: z.string(),
  email: z.string().nullable(),
  planName: z.string().nullable(),
  memberSince: z.string().nullable(),
  openTicketCount: z.number().int(),
  previousChatCount: z.number().int(),
});
export type ChatVisitorContext = z.infer<typeof ChatVisitorContext>;

export const AgentChatDetail = AgentChatSummary.extend({
  ratingComment: z.string().nullable(),
  messages: z.array(ChatMessage),
  visitor: ChatVisitorContext,
});
export type AgentChatDetail = z.infer<typeof AgentChatDetail>;

export const ChatStats = z.object({
  waiting: z.number().int(),
  active: z.number().int(),
  resolvedToday: z.number().int(),
  total: z.number().int(),
});
export type ChatStats = z.infer<typeof ChatStats>;

export const ChatAgent = z.object({
  id: z.string(),
  name: z.string(),
  /** What they chose, or away when none of their sockets has been seen for 60 s. */
  availability: AgentAvailability,
  activeChats: z.number().int(),
  departmentIds: z.array(z.string()),
});
export type ChatAgent = z.infer<typeof ChatAgent>;

/** GET /api/admin/chat/overview: the console's header — stats, me, the other agents, the limit. */
export const ChatOverview = z.object({
  stats: ChatStats,
  me: z.object({ availability: AgentAvailability, activeChats: z.number().int() }),
  maxChatsPerAgent: z.number().int(),
  agents: z.array(ChatAgent),
});
export type ChatOverview = z.infer<typeof ChatOverview>;

/** GET /api/admin/chat/inbox: open sessions, waiting first (oldest first), then active (oldest first). */
/** `myDepartmentIds`: the viewer's departments (department_staff), whose waiting chats come first. */
export const ChatInboxResponse = z.object({
  sessions: z.array(AgentChatSummary),
  myDepartmentIds: z.array(z.string()),
});
export type ChatInboxResponse = z.infer<typeof ChatInboxResponse>;

/** GET /api/admin/chat/sessions: the session table, newest first, filtered and paged. */
export const ChatSessionsQuery = z.object({
  status: ChatStatus.optional(),
  departmentId: z.uuid().optional(),
  agentId: z.uuid().optional(),
  from: z.iso.date("Use a date like 2026-01-31").optional(),
  to: z.iso.date("Use a date like 2026-01-31").optional(),
  page: z.coerce.number().int().min(1).max(10_000, "At most page 10,000").default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ChatSessionsQuery = z.infer<typeof ChatSessionsQuery>;
export const ChatSessionsResponse = z.object({
  sessions: z.array(AgentChatSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChatSessionsResponse = z.infer<typeof ChatSessionsResponse>;

export const SetAvailabilityBody = z.object({ availability: AgentAvailability });
export const ChatSettingsBody = z.object({
  maxChatsPerAgent: z.coerce
    .number<number>()
    .int("Enter a whole number")
    .min(1, "At least 1 chat")
    .max(MAX_CHATS_PER_AGENT_LIMIT, `At most ${MAX_CHATS_PER_AGENT_LIMIT} chats`),
});
export type ChatSettingsBody = z.infer<typeof ChatSettingsBody>;
export const ChatSettingsResponse = z.object({ maxChatsPerAgent: z.number().int() });
export type ChatSettingsResponse = z.infer<typeof ChatSettingsResponse>;

/** Transfer to another agent (who must hold chat.accept and be under the limit) or to a department. */
export const TransferChatBody = z.union([
  z.object({ agentId: z.uuid("Choose an agent") }),
  z.object({ departmentId: z.uuid("Choose a department") }),
]);
export type TransferChatBody = z.infer<typeof TransferChatBody>;

export const ConvertChatResponse = z.object({ ticketId: z.string(), ticketNumber: z.string() });
export type ConvertChatResponse = z.infer<typeof ConvertChatResponse>;

export const SavedReply = z.object({
  id: z.string(),
  departmentId: z.string(),
  shortcut: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type SavedReply = z.infer<typeof SavedReply>;
export const SavedReplyBody = z.object({
  departmentId: z.uuid("Choose a department"),
  shortcut: z
    .string()
    .trim()
    .min(1, "Shortcut is required")
    .max(40, "Shortcut must be at most 40 characters")
    .regex(/^[a-z0-9-]+$/i, "Use letters, digits and dashes only"),
  body: trimmed("Reply", CHAT_MESSAGE_MAX),
});
export type SavedReplyBody = z.infer<typeof SavedReplyBody>;
export const SavedReplyIdParams = z.object({ id: z.uuid("Not a saved reply id") });
export const SavedRepliesQuery = z.object({ departmentId: z.uuid().optional() });
export const SavedRepliesResponse = z.object({ replies: z.array(SavedReply) });
export type SavedRepliesResponse = z.infer<typeof SavedRepliesResponse>;
