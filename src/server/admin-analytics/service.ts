import { sql } from "drizzle-orm";
import type { AdminAnalytics, AnalyticsQuery, DayCount } from "../../contract/admin-analytics";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";

/** Every day of the range with its count (days without rows are 0), UTC days. */
async function perDay(
  db: Db,
  range: AnalyticsQuery,
  counted: ReturnType<typeof sql>,
): Promise<DayCount[]> {
  const rows = await queryRows<{ date: string; value: number }>(
    db,
    sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, (${counted})::int as value
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
    order by d.day`,
  );
  return rows.map((r) => ({ date: r.date, value: Number(r.value) }));
}

/**
 * Signups per day, active users per day and the plan mix of the range. A user counts as active on a
 * day when one of their sessions was in use that day (created on or before it, last seen on or after
 * it) or their last_active_at falls on it: sessions cover past days, last_active_at survives sign-out.
 */
export async function getAnalytics(db: Db, range: AnalyticsQuery): Promise<AdminAnalytics> {
  const signups = await perDay(
    db,
    range,
    sql`(select count(*) from profiles p where p.created_at >= d.day at time zone 'UTC' and p.created_at < (d.day + interval '1 day') at time zone 'UTC')`,
  );
  const activeUsers = await perDay(
    db,
    range,
    sql`(select count(distinct u.id) from (
          select s.user_id as id from sessions s
            where s.created_at < (d.day + interval '1 day') at time zone 'UTC' and s.last_seen_at >= d.day at time zone 'UTC'
          union
          select p.id from profiles p
            where p.last_active_at >= d.day at time zone 'UTC' and p.last_active_at < (d.day + interval '1 day') at time zone 'UTC'
        ) u)`,
  );
  const mix = await queryRows<{ name: string; count: number }>(
    db,
    sql`
    select coalesce(pl.name, 'No plan') as name, count(*)::int as count
    from profiles p left join plans pl on pl.id = p.plan_id
    where p.created_at >= ${range.from}::date at time zone 'UTC' and p.created_at < (${range.to}::date + 1) at time zone 'UTC'
    group by pl.name, pl.sort_order
    order by pl.sort_order nulls last`,
  );
  return {
    from: range.from,
    to: range.to,
    signups,
    activeUsers,
    planMix: mix.map((r) => ({ name: r.name, count: Number(r.count) })),
  };
}
