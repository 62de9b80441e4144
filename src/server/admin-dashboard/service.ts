import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { AdminDashboard, PlanShare } from "../../contract/admin-dashboard";
import { isoDateOf, startOfDayIn } from "../../domain/calendar";
import { hasPermission, type StaffContext } from "../../domain/permissions";
import { FREE_PLAN_NAME, PAID_PLAN_STATUSES } from "../../domain/plan-limits";
import type { Db } from "../db/client";
import { plans, profiles } from "../db/schema";
import { getChatCounts } from "../chat/stats";
import { countSlaBreached } from "../tickets/sla";
import { getTicketSummary } from "../tickets/stats";

/** Share of the whole in percent, one decimal (admin spec, Dashboard: "percentage (one decimal)"). */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** Each plan with its holders, plus users with no plan when there are any. */
async function planDistribution(db: Db, total: number): Promise<PlanShare[]> {
  const rows = await db
    .select({ planId: plans.id, name: plans.name, count: count(profiles.id) })
    .from(plans)
    .leftJoin(profiles, eq(profiles.planId, plans.id))
    .groupBy(plans.id, plans.name, plans.sortOrder)
    .orderBy(asc(plans.sortOrder), asc(plans.name));
  const shares: PlanShare[] = rows.map((r) => ({
    planId: r.planId,
    name: r.name,
    count: r.count,
    percent: percentOf(r.count, total),
  }));
  const withPlan = shares.reduce((sum, s) => sum + s.count, 0);
  if (withPlan < total)
    shares.push({
      planId: null,
      name: "No plan",
      count: total - withPlan,
      percent: percentOf(total - withPlan, total),
    });
  return shares;
}

/** Every figure of the admin dashboard, from the database; "today" is the UTC day. */
export async function getDashboard(
  db: Db,
  staff: StaffContext,
  now = new Date(),
): Promise<AdminDashboard> {
  const startOfDay = startOfDayIn(isoDateOf(now), "UTC");
  const [users] = await db
    .select({
      total: count(),
      today: sql<number>`(count(*) filter (where ${profiles.createdAt} >= ${startOfDay.toISOString()}::timestamptz))::int`,
    })
    .from(profiles);
  // Admin spec, section 9: monthly revenue sums the monthly prices of users not on the Free plan; of
  // those, only plans that pay (isPlanPaid, in SQL): expired, past due, cancelled, past their
  // plan_expires_at or still on a trial bring no money in.
  const [revenue] = await db
    .select({ cents: sql<number>`coalesce(sum(${plans.priceMonthly}), 0)::int` })
    .from(profiles)
    .innerJoin(plans, eq(plans.id, profiles.planId))
    .where(
      and(
        ne(plans.name, FREE_PLAN_NAME),
        inArray(profiles.planStatus, [...PAID_PLAN_STATUSES]),
        or(isNull(profiles.planExpiresAt), gt(profiles.planExpiresAt, now)),
      ),
    );
  const total = users?.total ?? 0;
  const tickets = hasPermission(staff, "support.view")
    ? { ...(await getTicketSummary(db)), slaBreached: await countSlaBreached(db, now) }
    : null;
  const chats = hasPermission(staff, "chat.view") ? await getChatCounts(db, { now }) : null;
  return {
    totalUsers: total,
    newSignupsToday: users?.today ?? 0,
    monthlyRevenueCents: revenue?.cents ?? 0,
    planDistribution: await planDistribution(db, total),
    tickets: tickets
      ? { active: tickets.activeCount, recent: tickets.recent, slaBreached: tickets.slaBreached }
      : null,
    chats: chats ? { active: chats.active, waiting: chats.waiting } : null,
  };
}
