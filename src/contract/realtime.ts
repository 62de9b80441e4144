import { z } from "zod";
import { ChatMessage, ChatSessionState } from "./chat";
import { TicketMessage } from "./tickets";

/**
 * The frames of the one WebSocket at /api/realtime (issue 10). A topic names what a client follows;
 * the server checks every subscribe, and re-reads the rows with the viewer's rights before every
 * delivery, so a lost permission or assignment stops the flow at the next event.
 */
/** The one WebSocket a tab opens for live tickets and chats (an upgrade, not an endpoint call). */
export const REALTIME_PATH = "/api/realtime";

export const TICKET_QUEUE_TOPIC = "tickets:queue";
export const ticketTopic = (ticketId: string) => `ticket:${ticketId}`;
/** Agents with chat.view: the session list, the stats, the agents' availability. */
export const CHAT_QUEUE_TOPIC = "chat:queue";
export const chatTopic = (sessionId: string) => `chat:${sessionId}`;

/**
 * Why the server closed the socket, in the application's range (4000-4999) so both sides read them
 * alike. `tooManySockets`: the session or the address already holds as many live sockets as a person
 * with many tabs would; the client waits long before trying again instead of reconnecting at once.
 */
export const REALTIME_CLOSE = { sessionEnded: 4401, tooManySockets: 4429 } as const;

export const RealtimeTopic = z
  .string()
  .regex(/^(ticket:[0-9a-f-]{36}|tickets:queue|chat:[0-9a-f-]{36}|chat:queue)$/, "Unknown topic");
export type RealtimeTopic = z.infer<typeof RealtimeTopic>;

/** client → server. `lastMessageId`: the newest message the client holds; newer ones are replayed. */
export const ClientFrame = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("subscribe"),
    topic: RealtimeTopic,
    lastMessageId: z.string().max(64).optional(),
  }),
  z.object({ type: z.literal("unsubscribe"), topic: RealtimeTopic }),
  z.object({ type: z.literal("ping") }),
  /** The sender is typing in this chat: sent at most every 2 s, never stored. */
  z.object({ type: z.literal("typing"), topic: RealtimeTopic }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

/**
 * server → client. `messages` carries rows newer than the client's cursor, oldest first, each once
 * (`replay` is true for the catch-up after a subscribe). `changed` says the topic's rows changed
 * (a status, an assignment, a new ticket): refetch what it shows. A chat topic gets `chat_messages`
 * (same cursor rule; ids increase), `chat_state` after every change and every (re)subscribe, and
 * `typing` from the other side (hide it 4 s after the last one).
 */
export const ServerFrame = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribed"), topic: z.string() }),
  z.object({
    type: z.literal("messages"),
    topic: z.string(),
    replay: z.boolean(),
    messages: z.array(TicketMessage),
  }),
  z.object({ type: z.literal("changed"), topic: z.string() }),
  z.object({
    type: z.literal("error"),
    topic: z.string().optional(),
    code: z.string(),
    message: z.string(),
  }),
  z.object({ type: z.literal("pong") }),
  z.object({
    type: z.literal("chat_messages"),
    topic: z.string(),
    replay: z.boolean(),
    messages: z.array(ChatMessage),
  }),
  z.object({ type: z.literal("chat_state"), topic: z.string(), session: ChatSessionState }),
  // Each side knows who the other is (the widget has the agent's name, the console the visitor's).
  z.object({ type: z.literal("typing"), topic: z.string(), from: z.enum(["visitor", "agent"]) }),
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
