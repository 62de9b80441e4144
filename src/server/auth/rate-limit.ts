import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import type { RateLimitRule } from "../config";
import { AppError } from "../errors";

/** How long until the window ends, in words: the message says when to retry, not "a few minutes". */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return "in a minute";
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "in an hour" : `in ${hours} hours`;
}

export const tooManyAttempts = (seconds: number) =>
  `Too many attempts. Please try again ${waitInWords(seconds)}.`;

/** A 429 that carries Retry-After (RFC 9110 §10.2.3), so clients and proxies know when to come back. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate_limited", tooManyAttempts(retryAfterSeconds), 429);
  }

  override get headers(): Record<string, string> {
    return { "retry-after": String(this.retryAfterSeconds) };
  }
}

/**
 * Counts one hit for `key` in a fixed window and returns the count so far and the seconds left.
 * One upsert, so concurrent requests on several app servers count correctly.
 */
export async function countHit(db: Db, key: string, rule: RateLimitRule): Promise<{ count: number; secondsLeft: number }> {
  const rows = await queryRows<{ count: number; seconds_left: number }>(db, sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()) as seconds_left`);
  return { count: Number(rows[0]?.count ?? 0), secondsLeft: Number(rows[0]?.seconds_left ?? rule.windowSeconds) };
}

/** Counts one hit for `key` and refuses with a 429 past the rule's maximum. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const { count, secondsLeft } = await countHit(db, key, rule);
  if (count > rule.max) throw new RateLimitedError(Math.max(1, Math.ceil(secondsLeft)));
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
