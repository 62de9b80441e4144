import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { ActiveSession } from "../../contract/profile";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { notFound } from "../errors";

/** The user's unexpired sessions, most recently used first, with the caller's own marked. */
export async function listSessions(options: { db: Db; userId: string; currentSessionId: string }): Promise<ActiveSession[]> {
  const rows = await options.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, options.userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isPersistent: row.isPersistent,
    isCurrent: row.id === options.currentSessionId,
  }));
}

/** Ends one of the user's own sessions; another user's session id is answered as not found. */
export async function revokeOwnSession(options: { db: Db; userId: string; sessionId: string }): Promise<void> {
  const deleted = await options.db
    .delete(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound("Session not found");
}

/** "Sign out of all other devices": every session of the user but the current one. */
export async function revokeOtherSessions(options: { db: Db; userId: string; currentSessionId: string }): Promise<number> {
  const deleted = await options.db
    .delete(sessions)
    .where(and(eq(sessions.userId, options.userId), ne(sessions.id, options.currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
