import { eq, sql } from "drizzle-orm";
import type { ChatMessage } from "../../contract/chat";
import type { ChatStatus } from "../../domain/chat";
import type { Db } from "../db/client";
import { chatSessions } from "../db/schema";
import { jsonColumn, queryRows } from "../db/sql";
import { notFound } from "../errors";
import type { RateLimitRule } from "../config";
import { CHATS_CHANNEL, encodeChatEvent } from "./doorbell";
import { toChatMessage, type MessageRow } from "./read";
import { writerArguments, type ChatWriter, type WritableSession } from "./writers";

/**
 * The two primitives every chat write is made of. Lock order, as for tickets: an account first
 * (holdAccount, db/user-lock.ts), then the session.
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
 * Appends a message, marks the session updated and rings its doorbell, in one statement inside the
 * caller's transaction, which must already hold lockChatSession for this session. Messages are chat's
 * busiest write, so this is one round trip, not three. Returns the message as clients see it.
 */
export async function appendChatMessage(tx: Db, message: NewChatMessage): Promise<ChatMessage> {
  const [row] = await queryRows<MessageRow>(
    tx,
    sql`
    with written as (
      insert into chat_messages (session_id, sender_role, message_type, message, sender_id, sender_first_name, sender_last_name)
      values (${message.sessionId}, ${message.senderRole}, ${message.senderRole === "system" ? "system" : "text"}, ${message.message},
              ${message.sender?.id ?? null}, ${message.sender?.firstName ?? null}, ${message.sender?.lastName ?? null})
      returning *
    ), touched as (
      update live_chat_sessions set updated_at = now() where id = ${message.sessionId}
    )
    select written.*, pg_notify(${CHATS_CHANNEL}, ${encodeChatEvent({ kind: "message", sessionId: message.sessionId })})
    from written`,
  );
  return toChatMessage(row!);
}

export interface ChatPost {
  sessionId: string;
  /** Whose message: their account is held until it is written (writers.ts says who may write). */
  writer: ChatWriter;
  message: string;
  /** The sender's allowance of messages per window in this session; null: none. */
  allowance: RateLimitRule | null;
}

/** What the lock read when a post was refused: enough for the caller to say why. */
export interface RefusedChatPost {
  session: WritableSession | null;
  retryAfterSeconds: number | null;
}

export type ChatPostResult =
  { written: ChatMessage } | { accountGone: true } | { refused: RefusedChatPost };

interface PostRow {
  account_found: boolean;
  session_found: boolean;
  session_status: ChatStatus | null;
  session_user_id: string | null;
  session_token_hash: string | null;
  session_assigned_to: string | null;
  session_ended_at: Date | string | null;
  retry_after_seconds: number | string | null;
  written: MessageRow | string | null;
}

/**
 * A visitor's or an agent's message in one round trip: post_chat_message (drizzle/0015) holds the
 * writer's account, locks the session, writes only when the writer may and rings the doorbell, all
 * in its own statement. Who may write is mayWrite's rule (writers.ts), restated in the function.
 */
export async function postChatMessage(db: Db, post: ChatPost): Promise<ChatPostResult> {
  const { senderRole, senderId, guestTokenHash } = writerArguments(post.writer, post.sessionId);
  const [row] = await queryRows<PostRow>(
    db,
    sql`
    select * from post_chat_message(${post.sessionId}, ${senderRole}, ${post.message}, ${senderId}, ${guestTokenHash},
      ${post.allowance?.max ?? null}::integer, ${post.allowance?.windowSeconds ?? null}::integer,
      ${CHATS_CHANNEL}, ${encodeChatEvent({ kind: "message", sessionId: post.sessionId })})`,
  );
  if (!row?.account_found) return { accountGone: true };
  if (row.written !== null) return { written: toChatMessage(jsonColumn(row.written)) };
  const session = row.session_found
    ? {
        id: post.sessionId,
        status: row.session_status!,
        userId: row.session_user_id,
        visitorTokenHash: row.session_token_hash,
        assignedTo: row.session_assigned_to,
        endedAt: row.session_ended_at,
      }
    : null;
  const retry = row.retry_after_seconds === null ? null : Number(row.retry_after_seconds);
  return { refused: { session, retryAfterSeconds: retry } };
}
