import { sql, type SQL } from "drizzle-orm";
import type { TicketMessage } from "../../contract/tickets";
import { resolveStaff, type HeldRole } from "../../domain/permissions";
import { credentialOpens, type VisitorCredential } from "../chat/credential";
import { toChatOwnership, type ChatSessionAccess, type OwnershipRow } from "../chat/read";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import { AppError } from "../errors";
import { heldRolesJson, parseHeldRoles } from "../rbac/staff";
import { loadOwnTicket, loadTicket } from "../tickets/read";

/** A signed-in user's socket: fixed at the upgrade, re-checked against the database before every delivery. */
export interface UserViewer {
  userId: string;
  sessionId: string;
}

/**
 * Who holds a socket: a signed-in user or a signed-out visitor holding one chat's credential. A
 * signed-in user's chat cookie is not used (the HTTP routes ignore it too: src/server/chat/visitor-access.ts).
 */
export interface SocketViewer {
  user: UserViewer | null;
  chat: VisitorCredential | null;
}

/** What a delivery may do for this socket, as the database says right now. */
export interface ViewerCheck {
  /** The user's session lives (not signed out, expired, revoked, suspended), or the visitor's credential opens. */
  alive: boolean;
  /** The staff permissions held now (empty for customers, visitors and anyone no longer staff). */
  permissions: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

interface ViewerRow {
  email: string;
  email_verified: boolean;
  status: string;
  roles: HeldRole[] | string;
  /** The session lacks the second factor that the installation requires of staff (security_settings). */
  lacks_required_factor: boolean;
  rider: unknown;
}

interface GuestRow extends OwnershipRow {
  rider: unknown;
}

/**
 * The check made before every delivery, in one query for a signed-in user (session, account and every
 * held role with its permissions) because it runs for each subscribed socket at each event; the staff
 * rule itself stays resolveStaff's (src/domain/permissions.ts), as for the HTTP guards (loadStaff).
 * `rider`, an SQL expression, is read in the same query and handed back unjudged: a delivery that
 * knows what it will send (a chat's new messages) makes one round trip, not two. The caller sends it
 * only when the check lets it.
 */
export async function checkViewer(
  db: Db,
  viewer: SocketViewer,
  options: { staffDomain: string; rider?: SQL },
): Promise<ViewerCheck & { rider: unknown }> {
  const rider = options.rider ?? sql`null`;
  if (!viewer.user) {
    const chat = viewer.chat;
    if (!chat) return { alive: false, permissions: NONE, rider: null };
    const [row] = await queryRows<GuestRow>(
      db,
      sql`
      select id, user_id, visitor_token_hash, status, ended_at, ${rider} as rider
      from live_chat_sessions where id = ${chat.sessionId}`,
    );
    const alive =
      row !== undefined && row.user_id === null && credentialOpens(chat, toChatOwnership(row));
    return { alive, permissions: NONE, rider: row?.rider ?? null };
  }
  const { userId, sessionId } = viewer.user;
  const [row] = await queryRows<ViewerRow>(
    db,
    sql`
    select u.email, u.email_verified_at is not null as email_verified, p.status, ${heldRolesJson(sql`u.id`)} as roles,
      s.aal <> 'aal2' and coalesce((select staff_two_factor_required from security_settings), false) as lacks_required_factor,
      ${rider} as rider
    from sessions s
    join users u on u.id = s.user_id
    join profiles p on p.id = u.id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.expires_at > now()`,
  );
  if (!row || row.status === "suspended") return { alive: false, permissions: NONE, rider: null };
  const staff = resolveStaff({
    userId,
    email: row.email,
    emailVerified: row.email_verified,
    staffDomain: options.staffDomain,
    roles: parseHeldRoles(row.roles),
  });
  // As on the admin API (src/server/rbac/guards.ts): while staff must have two factors, a session
  // without them follows chats only as the customer it also is.
  if (!staff || row.lacks_required_factor)
    return { alive: true, permissions: NONE, rider: row.rider };
  return { alive: true, permissions: new Set(staff.permissions), rider: row.rider };
}

/**
 * Which side of the chat the viewer is on, or null when they may not follow it: the visitor (the
 * signed-in owner, or a signed-out holder of its credential), else an agent (staff with chat.view, who
 * may read every session, as the HTTP routes do).
 */
export function chatSideOf(
  viewer: SocketViewer,
  session: ChatSessionAccess,
  check: ViewerCheck,
): "visitor" | "agent" | null {
  if (viewer.user && session.userId === viewer.user.userId) return "visitor";
  if (!viewer.user && session.userId === null && credentialOpens(viewer.chat, session))
    return "visitor";
  if (check.permissions.has("chat.view")) return "agent";
  return null;
}

/**
 * The ticket's thread as this viewer may read it right now, as the HTTP routes serve it: the whole
 * thread to staff with support.view, the owner's view (no internal notes) to the customer, and null
 * to anyone else — so a lost permission or a ticket no longer theirs stops delivery at once.
 */
export async function readThreadAs(
  db: Db,
  options: { viewer: SocketViewer; ticketId: string; check: ViewerCheck },
): Promise<TicketMessage[] | null> {
  const { viewer, ticketId } = options;
  if (!viewer.user) return null;
  try {
    const detail = options.check.permissions.has("support.view")
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
export function messagesAfter(
  thread: TicketMessage[],
  lastMessageId: string | undefined,
): TicketMessage[] {
  if (!lastMessageId) return thread;
  const index = thread.findIndex((m) => m.id === lastMessageId);
  return index === -1 ? thread : thread.slice(index + 1);
}
