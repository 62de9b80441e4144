import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { FREE_PLAN_NAME } from "../../domain/plan-limits";
import type { TicketPriority } from "../../domain/tickets";
import type { Db } from "../db/client";
import { getEffectivePlan } from "../plans/limits";

/**
 * The plan flag `priority_support` (issue 15): a customer whose plan in force has it opens tickets at
 * high priority at least, is marked in the Support Queue, and is offered to agents first in live chat.
 * The mark and the chat order are read from the plan in force at read time, so a plan that lapsed
 * stops marking at once; the ticket's priority is its starting point only (staff may change it).
 */

/** Whether the customer's plan in force grants priority support (a user without a plan has none). */
export async function hasPrioritySupport(db: Db, userId: string): Promise<boolean> {
  const plan = await getEffectivePlan(db, userId);
  return plan?.limits.priority_support === true;
}

const PRIORITY_RANK: Record<TicketPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** Priority support lifts a ticket to high; a customer who chose urgent keeps urgent. */
export function startingPriority(chosen: TicketPriority, prioritySupport: boolean): TicketPriority {
  return prioritySupport && PRIORITY_RANK[chosen] > PRIORITY_RANK.high ? "high" : chosen;
}

/** The priority a new ticket of `userId` starts at (a signed-out visitor's keeps what was chosen). */
export async function ticketPriorityFor(
  db: Db,
  options: { userId: string | null; chosen: TicketPriority },
): Promise<TicketPriority> {
  if (!options.userId) return options.chosen;
  return startingPriority(options.chosen, await hasPrioritySupport(db, options.userId));
}

/**
 * The columns a list query joins to read the flag without a query per row: the customer's profile,
 * their plan (joined on profiles.plan_id) and the Free plan (joined on its unique name, one row).
 */
export interface PlanJoinColumns {
  planId: SQLWrapper;
  planName: SQLWrapper;
  planLimits: SQLWrapper;
  planStatus: SQLWrapper;
  planExpiresAt: SQLWrapper;
  freeLimits: SQLWrapper;
}

/**
 * getEffectivePlan's rule in SQL, so a list reads every row's flag in its one query: the plan's own
 * limits while it is in force (isPlanInForce: active or trialing, not past plan_expires_at) or when it
 * is the Free plan; the Free plan's once it lapsed; false without a plan.
 */
export function prioritySupportFlag(c: PlanJoinColumns): SQL<boolean> {
  return sql<boolean>`coalesce(((case
    when ${c.planId} is null then null
    when ${c.planName} = ${FREE_PLAN_NAME}
      or (${c.planStatus} in ('active', 'trialing') and (${c.planExpiresAt} is null or ${c.planExpiresAt} > now()))
    then ${c.planLimits}
    else ${c.freeLimits}
  end) -> 'priority_support') = 'true'::jsonb, false)`;
}

/** The same columns named by raw SQL aliases (chat's hand-written queries). */
export function planJoinAliases(profile: string, plan: string, freePlan: string): PlanJoinColumns {
  const col = (table: string, column: string) => sql.raw(`${table}.${column}`);
  return {
    planId: col(plan, "id"),
    planName: col(plan, "name"),
    planLimits: col(plan, "limits"),
    planStatus: col(profile, "plan_status"),
    planExpiresAt: col(profile, "plan_expires_at"),
    freeLimits: col(freePlan, "limits"),
  };
}

/** The joins planJoinAliases names, from a row whose customer's id is `userIdColumn`. */
export function planJoinsSql(
  userIdColumn: string,
  profile: string,
  plan: string,
  freePlan: string,
): SQL {
  return sql.raw(
    `left join profiles ${profile} on ${profile}.id = ${userIdColumn}
     left join plans ${plan} on ${plan}.id = ${profile}.plan_id
     left join plans ${freePlan} on ${freePlan}.name = '${FREE_PLAN_NAME.replace(/'/g, "''")}'`,
  );
}
