import { sql } from "drizzle-orm";
import type { ChatStats } from "../../contract/chat";
import { isoDateOf, startOfDayIn } from "../../domain/calendar";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";

/**
 * The console's four cards from real rows, in one query: Waiting, Active Chats, Resolved Today
 * (resolved with ended_at since UTC midnight, as the Support Queue's Resolved Today counts), Total
 * Sessions. The admin dashboard reads the same numbers the console shows; a department's statistics
 * count its Active Chats by the same rule (departments/service.ts).
 */
export async function getChatCounts(db: Db, options: { now?: Date } = {}): Promise<ChatStats> {
  const now = options.now ?? new Date();
  const startOfDay = startOfDayIn(isoDateOf(now), "UTC");
  const [row] = await queryRows<ChatStats>(
    db,
    sql`
    select count(*) filter (where status = 'waiting')::int as waiting,
           count(*) filter (where status = 'active')::int as active,
           count(*) filter (where status = 'resolved' and ended_at >= ${startOfDay.toISOString()}::timestamptz)::int as "resolvedToday",
           count(*)::int as total
    from live_chat_sessions`,
  );
  return row ?? { waiting: 0, active: 0, resolvedToday: 0, total: 0 };
}
