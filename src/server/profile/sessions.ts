import { and, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { ActiveSession } from "../../contract/profile";
import type { Db } from "../db/client";
import { writeAudit } from "../audit/service";
import { sessionLives } from "../auth/sessions/sessions";
import { profiles, sessions } from "../db/schema";
import { notFound } from "../errors";

/** The user's live sessions (sessionLives), most recently used first, with the caller's own marked. */
export async function listSessions(options: {
  db: Db;
  userId: string;
  currentSessionId: string;
}): Promise<ActiveSession[]> {
  const rows = await options.db
    .select(getTableColumns(sessions))
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.userId, options.userId), sessionLives(sql`now()`)))
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
export async function revokeOwnSession(options: {
  db: Db;
  userId: string;
  sessionId: string;
  ip: string;
}): Promise<void> {
  const { userId, sessionId } = options;
  await options.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip });
    const [ended] = deleted;
    if (!ended) throw notFound("Session not found");
    // The entry names the browser that was signed out, not only who did it.
    await writeAudit({
      db: tx,
      actorId: userId,
      action: "session.revoke",
      targetType: "session",
      targetId: sessionId,
      before: { userAgent: ended.userAgent, ip: ended.ip },
      ip: options.ip,
    });
  });
}

/** "Sign out of all other devices": every session of the user but the current one. */
export async function revokeOtherSessions(options: {
  db: Db;
  userId: string;
  currentSessionId: string;
  ip: string;
}): Promise<number> {
  const { userId } = options;
  return options.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, options.currentSessionId)))
      .returning({ id: sessions.id });
    await writeAudit({
      db: tx,
      actorId: userId,
      action: "session.revoke_others",
      targetType: "user",
      targetId: userId,
      after: { revoked: deleted.length },
      ip: options.ip,
    });
    return deleted.length;
  });
}
