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

/** Where a caller stands in its window after a hit: what the RateLimit-* headers say. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Whole seconds until the window starts again. */
  resetSeconds: number;
}

/**
 * RateLimit-Limit, -Remaining and -Reset as the IETF draft (draft-ietf-httpapi-ratelimit-headers)
 * first wrote them and as GitHub and most APIs send them: a client slows down before its 429.
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "ratelimit-limit": String(state.limit),
    "ratelimit-remaining": String(state.remaining),
    "ratelimit-reset": String(state.resetSeconds),
  };
}

/**
 * A 429 that carries Retry-After (RFC 9110 §10.2.3), so clients and proxies know when to come back,
 * and the RateLimit-* headers of the rule that refused it when the caller knows that rule.
 */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit?: number,
  ) {
    super("rate_limited", tooManyAttempts(retryAfterSeconds), 429);
  }

  override get headers(): Record<string, string> {
    const retryAfter = { "retry-after": String(this.retryAfterSeconds) };
    if (this.limit === undefined) return retryAfter;
    return {
      ...rateLimitHeaders({
        limit: this.limit,
        remaining: 0,
        resetSeconds: this.retryAfterSeconds,
      }),
      ...retryAfter,
    };
  }
}

/**
 * Counts one hit for `key` in a fixed window and returns the count so far and the seconds left.
 * One upsert, so concurrent requests on several app servers count correctly.
 */
export async function countHit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<{ count: number; secondsLeft: number }> {
  const rows = await queryRows<{ count: number; seconds_left: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()) as seconds_left`,
  );
  return {
    count: Number(rows[0]?.count ?? 0),
    secondsLeft: Number(rows[0]?.seconds_left ?? rule.windowSeconds),
  };
}

/** Counts one hit for `key` and refuses with a 429 past the rule's maximum; else says what is left. */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitState> {
  const { count, secondsLeft } = await countHit(db, key, rule);
  const resetSeconds = Math.max(1, Math.ceil(secondsLeft));
  if (count > rule.max) throw new RateLimitedError(resetSeconds, rule.max);
  return { limit: rule.max, remaining: rule.max - count, resetSeconds };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
