import { lt, or, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { purgeExpiredSessions } from "../auth/sessions";
import type { Db } from "../db/client";
import { passwordResets, rateLimits } from "../db/schema";

const HOUR_MS = 60 * 60 * 1000;

/** Deletes what can never be used again: expired sessions, spent or expired reset links, old counters. */
export async function purgeExpiredRows(db: Db): Promise<void> {
  await purgeExpiredSessions(db);
  await db
    .delete(passwordResets)
    .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, sql`now()`)));
  // Every rate-limit window is at most an hour; a day-old counter is dead.
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
}

/** Runs the purge now and every hour; the timer does not keep the process alive. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const run = () => purgeExpiredRows(db).catch((error: unknown) => log.error({ err: error }, "housekeeping failed"));
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
