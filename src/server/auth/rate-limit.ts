import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import type { RateLimitRule } from "../config";
import { AppError } from "../errors";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Counts one hit for `key` in a fixed window and refuses past the rule's maximum.
 * One upsert, so concurrent requests on several app servers count correctly.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`);
  const count = Number(rows[0]?.count ?? 0);
  if (count > rule.max) throw new AppError("rate_limited", TOO_MANY_ATTEMPTS, 429);
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
