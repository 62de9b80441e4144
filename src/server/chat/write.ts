import { eq, sql } from "drizzle-orm";
import type { ChatMessage } from "../../contract/chat";
import type { Db } from "../db/client";
import { chatSessions } from "../db/schema";
import { queryRows } from "../db/sql";
import { notFound } from "../errors";
import { CHATS_CHANNEL, encodeChatEvent } from "../realtime/notify";
import type { ChatOwnership } from "./credential";
import { toChatMessage, type MessageRow } from "./read";

/**
 * The two primitives every chat write is made of. Lock order, as for tickets (tickets/locks.ts):
 * an account first (holdAccount), then the session.
 */

/** The session as its lock reads it: what every write decides on, and who may reach it as its visitor. */
export interface LockedChatSession extends ChatOwnership {
  departmentId: string | null;
  assignedTo: string | null;
  userName: string;
  userEmail: string | null;
}

/**
 * The session locked until the transaction ends, or a 404. Every message insert and every change of
 * status or agent takes this lock first, so two agents accepting at once are served one after the
 * other (the second sees "active"), and message ids commit in the order they were drawn.
 */
export async function lockChatSession(tx: Db, sessionId: string): Promise<LockedChatSession> {
  const [row] = await tx
    .select({
      id: chatSessions.id,
      status: chatSessions.status,
      userId: chatSessions.userId,
      departmentId: chatSessions.departmentId,
      assignedTo: chatSessions.assignedTo,
      userName: chatSessions.userName,
      userEmail: chatSessions.userEmail,
      visitorTokenHash: chatSessions.visitorTokenHash,
      endedAt: chatSessions.endedAt,
    })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId))
    .for("no key update");
  if (!row) throw notFound("Chat session not found");
  return row;
}

export interface NewChatMessage {
  sessionId: string;
  senderRole: "visitor" | "agent" | "system";
  message: string;
  /** The writer's account and name as they are now (null names for system messages). */
  sender?: { id: string | null; firstName: string | null; lastName: string | null };
}

/**
 * Appends a message, marks the session updated and rings its doorbell, in one statement inside the
 * caller's transaction, which must already hold lockChatSession for this session. Messages are chat's
 * busiest write, so this is one round trip, not three. Returns the message as clients see it.
 */
export async function appendChatMessage(tx: Db, message: NewChatMessage): Promise<ChatMessage> {
  const [row] = await queryRows<MessageRow>(tx, sql`
    with written as (
      insert into chat_messages (session_id, sender_role, message_type, message, sender_id, sender_first_name, sender_last_name)
      values (${message.sessionId}, ${message.senderRole}, ${message.senderRole === "system" ? "system" : "text"}, ${message.message},
              ${message.sender?.id ?? null}, ${message.sender?.firstName ?? null}, ${message.sender?.lastName ?? null})
      returning *
    ), touched as (
      update live_chat_sessions set updated_at = now() where id = ${message.sessionId}
    )
    select written.*, pg_notify(${CHATS_CHANNEL}, ${encodeChatEvent({ kind: "message", sessionId: message.sessionId })})
    from written`);
  return toChatMessage(row!);
}
