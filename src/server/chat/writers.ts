import { isOpenChat } from "../../domain/chat";
import type { ChatOwnership } from "./credential";
import { visitorReaches, type ChatVisitor } from "./visitor-access";

/** Who writes a message: the chat's visitor (the routes' and the socket's viewer), or an agent. */
export type ChatWriter =
  { role: "visitor"; visitor: ChatVisitor } | { role: "agent"; agentId: string };

/** What of a session decides who may write in it. */
export type WritableSession = ChatOwnership & { assignedTo: string | null };

/**
 * Who may write in a chat: its visitor (whom visitorReaches lets reach it) while it is open, an agent
 * while it is active and assigned to them. post_chat_message (drizzle/0015) restates it in PL/pgSQL,
 * to write a message in one round trip (docs/decisions/021-chat-write-rule-in-pl-pgsql.md);
 * writers.test.ts runs the same cases through both.
 */
export function mayWrite(writer: ChatWriter, session: WritableSession, now = new Date()): boolean {
  if (writer.role === "agent")
    return session.status === "active" && session.assignedTo === writer.agentId;
  return isOpenChat(session.status) && visitorReaches(writer.visitor, session, now);
}

/**
 * The writer as post_chat_message takes it: an account, or a signed-out visitor's credential hash
 * for the session it was issued for (a credential of another chat is no credential here).
 */
export function writerArguments(
  writer: ChatWriter,
  sessionId: string,
): { senderRole: "visitor" | "agent"; senderId: string | null; guestTokenHash: string | null } {
  if (writer.role === "agent")
    return { senderRole: "agent", senderId: writer.agentId, guestTokenHash: null };
  const { visitor } = writer;
  if (visitor.kind === "user")
    return { senderRole: "visitor", senderId: visitor.userId, guestTokenHash: null };
  const credential = visitor.guest?.sessionId === sessionId ? visitor.guest : null;
  return { senderRole: "visitor", senderId: null, guestTokenHash: credential?.tokenHash ?? null };
}
