import { z } from "zod";
import { TicketMessage } from "./tickets";

/**
 * The frames of the one WebSocket at /api/realtime (issue 10). A topic names what a client follows;
 * the server checks every subscribe, and re-reads the rows with the viewer's rights before every
 * delivery, so a lost permission or assignment stops the flow at the next event. Live chat adds its
 * topics (`chat:<id>`, `chat:queue`) here.
 */
export const TICKET_QUEUE_TOPIC = "tickets:queue";
export const ticketTopic = (ticketId: string) => `ticket:${ticketId}`;

export const RealtimeTopic = z.string().regex(/^(ticket:[0-9a-f-]{36}|tickets:queue)$/, "Unknown topic");
export type RealtimeTopic = z.infer<typeof RealtimeTopic>;

/** client → server. `lastMessageId`: the newest message the client holds; newer ones are replayed. */
export const ClientFrame = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topic: RealtimeTopic, lastMessageId: z.string().max(64).optional() }),
  z.object({ type: z.literal("unsubscribe"), topic: RealtimeTopic }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

/**
 * server → client. `messages` carries rows newer than the client's cursor, oldest first, each once
 * (`replay` is true for the catch-up after a subscribe). `changed` says the topic's rows changed
 * (a status, an assignment, a new ticket): refetch what it shows.
 */
export const ServerFrame = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribed"), topic: z.string() }),
  z.object({ type: z.literal("messages"), topic: z.string(), replay: z.boolean(), messages: z.array(TicketMessage) }),
  z.object({ type: z.literal("changed"), topic: z.string() }),
  z.object({ type: z.literal("error"), topic: z.string().optional(), code: z.string(), message: z.string() }),
  z.object({ type: z.literal("pong") }),
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
