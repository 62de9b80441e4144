import { eq } from "drizzle-orm";
import type { ChatMessage } from "../../contract/chat";
import type { ChatStatus } from "../../domain/chat";
import type { Db } from "../db/client";
import { chatMessages, chatSessions } from "../db/schema";
import { notFound } from "../errors";
import { notifyChat } from "../realtime/notify";
import { toChatMessage } from "./read";

/**
 * The two primitives every chat write is made of. Lock order, as for tickets (tickets/locks.ts):
 * an account first (holdAccount), then the session.
 */

export interface LockedChatSession {
  id: string;
  status: ChatStatus;
  userId: string | null;
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
 * Appends a message and rings the session's doorbell, inside the caller's transaction, which must
 * already hold lockChatSession for this session. Returns the message as clients see it.
 */
export async function appendChatMessage(tx: Db, message: NewChatMessage): Promise<ChatMessage> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      sessionId: message.sessionId,
      senderRole: message.senderRole,
      messageType: message.senderRole === "system" ? "system" : "text",
      message: message.message,
      senderId: message.sender?.id ?? null,
      senderFirstName: message.sender?.firstName ?? null,
      senderLastName: message.sender?.lastName ?? null,
    })
    .returning();
  await notifyChat(tx, { kind: "message", sessionId: message.sessionId });
  const written = row!;
  return toChatMessage({
    id: written.id,
    session_id: written.sessionId,
    sender_id: written.senderId,
    sender_first_name: written.senderFirstName,
    sender_last_name: written.senderLastName,
    sender_role: written.senderRole,
    message: written.message,
    message_type: written.messageType,
    created_at: written.createdAt,
  });
}
