import type { VisitorChat } from "../../contract/chat";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import type { Viewer } from "../http/viewer";
import { credentialOpens, type ChatOwnership, type VisitorCredential } from "./credential";
import { chatMessagesAfter, loadChatSession, type ChatSessionAccess } from "./read";

/**
 * Who asks on the visitor side, over HTTP and on the socket alike: a signed-in customer (by their
 * account) or a signed-out visitor (by the chat cookie's credential, if any). Never both: a signed-in
 * customer reaches their own sessions only, whatever chat cookie the browser still holds.
 */
export type ChatVisitor = Viewer<VisitorCredential | null>;

export const SESSION_NOT_FOUND = "Chat session not found";

export function visitorReaches(
  visitor: ChatVisitor,
  session: ChatOwnership,
  now = new Date(),
): boolean {
  if (visitor.kind === "user") return session.userId === visitor.userId;
  return session.userId === null && credentialOpens(visitor.guest, session, now);
}

/** The session if this visitor may reach it; anyone else's (or a missing one) is the same 404. */
export async function loadVisitorSession(
  db: Db,
  visitor: ChatVisitor,
  sessionId: string,
): Promise<ChatSessionAccess> {
  const session = await loadChatSession(db, sessionId);
  if (!session || !visitorReaches(visitor, session)) throw notFound(SESSION_NOT_FOUND);
  return session;
}

/** The widget's whole view of a session: its state and every message, oldest first. */
export async function readVisitorChat(db: Db, sessionId: string): Promise<VisitorChat> {
  const session = await loadChatSession(db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return { session: session.state, messages: await chatMessagesAfter(db, sessionId) };
}
