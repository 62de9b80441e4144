import { and, eq, gt } from "drizzle-orm";
import type { TicketMessage } from "../../contract/tickets";
import { hasPermission } from "../../domain/permissions";
import type { Db } from "../db/client";
import { profiles, sessions } from "../db/schema";
import { AppError } from "../errors";
import { loadStaff } from "../rbac/staff";
import { loadOwnTicket, loadTicket } from "../tickets/read";

/** Who holds a socket: fixed at the upgrade, re-checked against the database before every delivery. */
export interface SocketViewer {
  userId: string;
  sessionId: string;
}

/** The session still lives (not signed out, expired, revoked by a reset or a suspension). */
export async function isSessionAlive(db: Db, viewer: SocketViewer): Promise<boolean> {
  const [row] = await db
    .select({ status: profiles.status })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.id, viewer.sessionId), gt(sessions.expiresAt, new Date())));
  return row !== undefined && row.status !== "suspended";
}

/** The Support Queue's rule (src/server/tickets/routes.ts): staff holding support.view. */
export async function canViewSupportQueue(db: Db, viewer: SocketViewer, staffDomain: string): Promise<boolean> {
  const { staff } = await loadStaff(db, { userId: viewer.userId, staffDomain });
  return staff !== null && hasPermission(staff, "support.view");
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
  try {
    const detail = (await canViewSupportQueue(db, viewer, options.staffDomain))
      ? await loadTicket(db, { id: ticketId })
      : await loadOwnTicket(db, { id: ticketId, ownerId: viewer.userId });
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
