import { and, isNotNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { authFlows, emailChanges, mailOutbox, passwordResets, rateLimits } from "../db/schema";
import { REDACTED, TOKEN_PARAMETER } from "../mail/outbox";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Sent mail is kept a week for support questions ("did the reset mail go out?"), then goes: it
 * holds addresses and, for chat transcripts, whole conversations.
 */
const MAIL_RETENTION = sql`now() - interval '7 days'`;
/** The longest a mailed link works (the verification link's 24 hours); after that its token is dead. */
const LONGEST_LINK_LIFETIME = sql`now() - interval '1 day'`;

/** A feature's own clean-up (expired sessions, …), listed by the composition root (src/server/features.ts). */
export type Purge = (db: Db) => Promise<void>;

/**
 * Deletes what can never be used again: the features' purges first (expired sessions and known
 * devices), then spent or expired reset links and e-mail changes, finished sign-in steps, old
 * counters and old mail; and takes the dead tokens out of the dev outbox's older mail.
 */
export async function purgeExpiredRows(db: Db, purges: readonly Purge[]): Promise<void> {
  for (const purge of purges) await purge(db);
  await db
    .delete(passwordResets)
    .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, sql`now()`)));
  await db
    .delete(emailChanges)
    .where(or(isNotNull(emailChanges.usedAt), lt(emailChanges.expiresAt, sql`now()`)));
  // Sign-in steps (second factor, WebAuthn challenges, provider round trips) live minutes at most.
  await db.delete(authFlows).where(lt(authFlows.expiresAt, sql`now()`));
  // Every rate-limit window is at most an hour; a day-old counter is dead.
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, MAIL_RETENTION));
  // Without SMTP the outbox is the mailbox and keeps its links while they work; not a day longer.
  await db
    .update(mailOutbox)
    .set({
      text: sql`regexp_replace(${mailOutbox.text}, ${TOKEN_PARAMETER}, ${`\\1${REDACTED}`}, 'g')`,
    })
    .where(
      and(
        lt(mailOutbox.createdAt, LONGEST_LINK_LIFETIME),
        sql`${mailOutbox.text} ~ ${TOKEN_PARAMETER}`,
      ),
    );
}

/** Runs the purge now and every hour; the timer does not keep the process alive. */
export function startHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  purges: readonly Purge[],
): () => void {
  const run = () =>
    purgeExpiredRows(db, purges).catch((error: unknown) =>
      log.error({ err: error }, "housekeeping failed"),
    );
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
