import { sql } from "drizzle-orm";
import { planJoinAliases, planJoinsSql, prioritySupportFlag } from "../tickets/priority-support";

/**
 * The order in which waiting chats are offered to agents (issue 15): customers whose plan in force
 * has priority support first, then oldest first, ties broken by id. Read from the plan at read time
 * (a signed-out visitor has no plan), so the console's list, its queue numbers and the widget's
 * "In queue (N ahead)" all count the same line.
 */

/** Joins for a query over `live_chat_sessions s`: the session's customer, their plan and the Free plan. */
export const sessionPlanJoins = planJoinsSql("s.user_id", "s_profile", "s_plan", "s_free_plan");

/** Whether session `s`'s customer has priority support now; needs sessionPlanJoins in the query. */
export const sessionPrioritySupport = prioritySupportFlag(
  planJoinAliases("s_profile", "s_plan", "s_free_plan"),
);

/** The same for a session `w` counted in a subquery, with waitingPlanJoins. */
const waitingPlanJoins = planJoinsSql("w.user_id", "w_profile", "w_plan", "w_free_plan");
const waitingPrioritySupport = prioritySupportFlag(
  planJoinAliases("w_profile", "w_plan", "w_free_plan"),
);

/**
 * A waiting session's count of waiting sessions of its department offered before it (its queue
 * position less one); null for any other status. Needs sessionPlanJoins in the query.
 */
export const waitingAheadSql = sql`case when s.status = 'waiting' then (
    select count(*)::int from live_chat_sessions w
    ${waitingPlanJoins}
    where w.status = 'waiting'
      and w.department_id is not distinct from s.department_id
      and (not ${waitingPrioritySupport}, w.started_at, w.id) < (not ${sessionPrioritySupport}, s.started_at, s.id)
  ) end`;

/**
 * The inbox's order for agent `viewerId`: waiting first, those of the agent's own departments
 * (department_staff) before the rest (issue 16: work routed to a department reaches its staff first),
 * each in the order they are offered; then active ones, oldest first. Within one department the
 * order is the offer order, so the queue numbers shown still read top to bottom.
 */
export const inboxOrderSql = (
  viewerId: string,
) => sql`case s.status when 'waiting' then 0 else 1 end,
  case when s.status = 'waiting' and s.department_id in (select ds.department_id from department_staff ds where ds.user_id = ${viewerId}) then 0 else 1 end,
  case when s.status = 'waiting' and ${sessionPrioritySupport} then 0 else 1 end,
  s.started_at, s.id`;

/**
 * The position a new chat of the department starts at (the spec's stored queue_position; the live
 * one is counted on read): behind every waiting chat, or only behind those with priority support
 * when its customer has it too.
 */
export function startingQueuePositionSql(departmentId: string, prioritySupport: boolean) {
  return sql<number>`(select count(*)::int + 1 from live_chat_sessions w
    ${waitingPlanJoins}
    where w.status = 'waiting' and w.department_id = ${departmentId}
      and (${!prioritySupport} or ${waitingPrioritySupport}))`;
}
