import { and, eq, gt } from "drizzle-orm";
import type { TicketMessage } from "../../contract/tickets";
import { hasPermission, type PermissionName } from "../../domain/permissions";
import type { Db } from "../db/client";
import { profiles, sessions } from "../db/schema";
import { AppError } from "../errors";
import { loadStaff } from "../rbac/staff";
import { loadOwnTicket, loadTicket } from "../tickets/read";
import { credentialOpens, type VisitorCredential } from "../chat/credential";
import { loadChatSession, type ChatSessionAccess } from "../chat/read";

/** A signed-in user's socket: fixed at the upgrade, re-checked against the database before every delivery. */
export interface UserViewer {
  userId: string;
  sessionId: string;
}

/**
 * Who holds a socket: a signed-in user, a signed-out visitor holding one chat's credential, or a
 * signed-in user who also holds one (they started the chat before signing in).
 */
export interface SocketViewer {
  user: UserViewer | null;
  chat: VisitorCredential | null;
}

/** The socket may still be served: its user session lives, or (a visitor's socket) its chat credential opens. */
export async function isViewerAlive(db: Db, viewer: SocketViewer): Promise<boolean> {
  if (viewer.user) return isSessionAlive(db, viewer.user);
  const chat = viewer.chat;
  if (!chat) return false;
  const session = await loadChatSession(db, chat.sessionId);
  return session !== null && credentialOpens(chat, session);
}

/** The session still lives (not signed out, expired, revoked by a reset or a suspension). */
export async function isSessionAlive(db: Db, viewer: UserViewer): Promise<boolean> {
  const [row] = await db
    .select({ status: profiles.status })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.id, viewer.sessionId), gt(sessions.expiresAt, new Date())));
  return row !== undefined && row.status !== "suspended";
}

/** The Support Queue's rule (src/server/tickets/routes.ts): staff holding support.view. */
export async function canViewSupportQueue(db: Db, viewer: SocketViewer, staffDomain: string): Promise<boolean> {
  return holdsPermission(db, viewer, staffDomain, "support.view");
}

/** The agents' console rule (src/server/chat/agent-routes.ts): staff holding chat.view. */
export async function canViewChatQueue(db: Db, viewer: SocketViewer, staffDomain: string): Promise<boolean> {
  return holdsPermission(db, viewer, staffDomain, "chat.view");
}

async function holdsPermission(db: Db, viewer: SocketViewer, staffDomain: string, permission: PermissionName): Promise<boolean> {
  if (!viewer.user) return false;
  const { staff } = await loadStaff(db, { userId: viewer.user.userId, staffDomain });
  return staff !== null && hasPermission(staff, permission);
}

/**
 * Which side of the chat the viewer is on right now, or null when they may not follow it: the
 * visitor (the signed-in owner, or the holder of its credential), else an agent (staff with
 * chat.view, who may read every session, as the HTTP routes do).
 */
export async function chatSideOf(
  db: Db,
  options: { viewer: SocketViewer; session: ChatSessionAccess; staffDomain: string },
): Promise<"visitor" | "agent" | null> {
  const { viewer, session } = options;
  if (viewer.user && session.userId === viewer.user.userId) return "visitor";
  if (credentialOpens(viewer.chat, session)) return "visitor";
  if (await canViewChatQueue(db, viewer, options.staffDomain)) return "agent";
  return null;
}

/**
 * The ticket's thread as this viewer may read it right now, as the HTTP routes serve it: the whole
 * thread to staff with support.view, the owner's view (no internal notes) to the customer, and null
 * to anyone else — so a lost permission or a ticket no longer theirs stops delivery at once.
 */
export async function readThreadAs(
  db: Db,
  options: { viewer: SocketViewer; ticketId: string; staffDomain: string },
): Promise<TicketMessage[] | null> {
  const { viewer, ticketId } = options;
  if (!viewer.user) return null;
  try {
    const detail = (await canViewSupportQueue(db, viewer, options.staffDomain))
      ? await loadTicket(db, { id: ticketId })
      : await loadOwnTicket(db, { id: ticketId, ownerId: viewer.user.userId });
    return detail.messages;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The messages after the client's cursor. Ticket messages have uuid ids, so "newer" is the thread's
 * order (created_at, the clock under the ticket's row lock: see replyAsStaff). An unknown cursor
 * (never sent to this viewer), or none (the client holds no message yet), replays the whole thread.
 */
export function messagesAfter(thread: TicketMessage[], lastMessageId: string | undefined): TicketMessage[] {
  if (!lastMessageId) return thread;
  const index = thread.findIndex((m) => m.id === lastMessageId);
  return index === -1 ? thread : thread.slice(index + 1);
}
