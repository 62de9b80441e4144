import { sql } from "drizzle-orm";
import type { ChatMessage, ChatSessionState } from "../../contract/chat";
import type { ChatStatus } from "../../domain/chat";
import type { Db } from "../db/client";
import { jsonColumn, queryRows } from "../db/sql";
import type { ChatOwnership } from "./credential";
import { sessionPlanJoins, waitingAheadSql } from "./queue-order";

/**
 * The reads that both the HTTP routes and the realtime socket serve, so a reload and a live update
 * show the same thing. They run on every doorbell of every subscribed socket: a new message costs
 * each socket one query (its check with the new rows, chatMessagesAfterJson); a change of state two
 * (the session with its live queue position, then the messages after the cursor).
 */

/** The columns of live_chat_sessions that make a ChatOwnership, as raw SQL returns them. */
export interface OwnershipRow {
  id: string;
  user_id: string | null;
  visitor_token_hash: string | null;
  status: ChatStatus;
  ended_at: Date | string | null;
}

export const toChatOwnership = (row: OwnershipRow): ChatOwnership => ({
  id: row.id,
  userId: row.user_id,
  visitorTokenHash: row.visitor_token_hash,
  status: row.status,
  endedAt: row.ended_at,
});

interface SessionRow extends OwnershipRow {
  department_id: string | null;
  department_name: string | null;
  assigned_to: string | null;
  agent_first_name: string | null;
  started_at: Date | string;
  rating: number | null;
  ahead: number | string | null;
}

/** A session as the socket's access check and the widget need it. */
export interface ChatSessionAccess extends ChatOwnership {
  assignedTo: string | null;
  state: ChatSessionState;
}

/** A timestamp as the contract sends it; the drivers give a Date, a json column gives text. */
export const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The session and its live queue position: the count of waiting sessions of the same department
 * offered before it (queue-order.ts: priority support first, then earlier, ties broken by id), plus
 * one. Null when the session does not exist.
 */
export async function loadChatSession(
  db: Db,
  sessionId: string,
): Promise<ChatSessionAccess | null> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`
    select s.id, s.status, s.user_id, s.visitor_token_hash, s.department_id, d.name as department_name,
           s.assigned_to, p.first_name as agent_first_name, s.started_at, s.ended_at, s.rating,
           ${waitingAheadSql} as ahead
    from live_chat_sessions s
    left join departments d on d.id = s.department_id
    left join profiles p on p.id = s.assigned_to
    ${sessionPlanJoins}
    where s.id = ${sessionId}`,
  );
  if (!row) return null;
  return {
    ...toChatOwnership(row),
    assignedTo: row.assigned_to,
    state: {
      id: row.id,
      status: row.status,
      departmentId: row.department_id,
      departmentName: row.department_name,
      queuePosition: row.ahead === null ? null : Number(row.ahead) + 1,
      agentFirstName: row.status === "waiting" ? null : row.agent_first_name,
      startedAt: iso(row.started_at),
      endedAt: row.ended_at === null ? null : iso(row.ended_at),
      rating: row.rating,
    },
  };
}

export interface MessageRow {
  id: number | string;
  session_id: string;
  sender_id: string | null;
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_role: ChatMessage["senderRole"];
  message: string;
  message_type: ChatMessage["messageType"];
  created_at: Date | string;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const named = row.sender_role !== "system" && row.sender_first_name !== null;
  return {
    id: String(row.id),
    sessionId: row.session_id,
    senderRole: row.sender_role,
    message: row.message,
    messageType: row.message_type,
    createdAt: iso(row.created_at),
    sender: named
      ? {
          id: row.sender_id,
          firstName: row.sender_first_name ?? "",
          lastName: row.sender_last_name ?? "",
        }
      : null,
  };
}

/** A client's cursor: the decimal id of the newest message it holds; anything else replays all. */
export function parseCursor(lastMessageId: string | undefined): number {
  if (!lastMessageId || !/^\d{1,15}$/.test(lastMessageId)) return 0;
  return Number(lastMessageId);
}

const messagesAfterQuery = (sessionId: string, afterId: number) => sql`
  select id, session_id, sender_id, sender_first_name, sender_last_name, sender_role, message, message_type, created_at
  from chat_messages where session_id = ${sessionId} and id > ${afterId}`;

/** The session's messages with ids above `afterId`, oldest first (ids increase: see chatMessages). */
export async function chatMessagesAfter(
  db: Db,
  sessionId: string,
  afterId = 0,
): Promise<ChatMessage[]> {
  const rows = await queryRows<MessageRow>(
    db,
    sql`${messagesAfterQuery(sessionId, afterId)} order by id`,
  );
  return rows.map(toChatMessage);
}

/**
 * The same messages as one json array, an expression to read inside another query (the realtime
 * check a delivery makes: src/server/chat/realtime-topics.ts). Read back with parseChatMessagesJson.
 */
export const chatMessagesAfterJson = (sessionId: string, afterId: number) =>
  sql`(select coalesce(json_agg(m order by m.id), '[]'::json) from (${messagesAfterQuery(sessionId, afterId)}) m)`;

/** chatMessagesAfterJson's array read back (its timestamps arrive as text; toChatMessage takes both). */
export function parseChatMessagesJson(value: unknown): ChatMessage[] {
  const rows = value as MessageRow[] | string | null;
  return (rows === null ? [] : jsonColumn(rows)).map(toChatMessage);
}
