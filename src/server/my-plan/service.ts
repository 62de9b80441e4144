import { asc, eq } from "drizzle-orm";
import type { ComparedPlan, MyPlan, PlanUsage } from "../../contract/my-plan";
import { FREE_PLAN_NAME, isPlanInForce } from "../../domain/plan-limits";
import type { Db } from "../db/client";
import { plans, profiles, type PlanLimits } from "../db/schema";
import { notFound } from "../errors";
import { countDayEntries } from "../meals/entries";
import { getEffectivePlan } from "../plans/limits";
import { countEntriesThisMonth } from "../weight/entries";
import { countWorkoutsThisMonth } from "../workouts/service";
import { todayIn } from "../../domain/calendar";

const flagsOf = (limits: Partial<PlanLimits>) => ({
  data_export: limits.data_export === true,
  priority_support: limits.priority_support === true,
  api_access: limits.api_access === true,
  custom_meal_plans: limits.custom_meal_plans === true,
  client_management: limits.client_management === true,
});

/** A missing limit refuses every entry (isWithinPlanLimit), so it is shown as an allowance of 0. */
const limitsOf = (limits: Partial<PlanLimits>) => ({
  meal_entries_per_day: limits.meal_entries_per_day ?? 0,
  workout_entries_per_month: limits.workout_entries_per_month ?? 0,
  weight_entries_per_month: limits.weight_entries_per_month ?? 0,
});

async function comparePlans(db: Db, currentId: string | null): Promise<ComparedPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    priceMonthly: p.priceMonthly,
    priceYearly: p.priceYearly,
    features: p.features,
    limits: limitsOf(p.limits),
    flags: flagsOf(p.limits),
    isCurrent: p.id === currentId,
  }));
}

/**
 * This period's usage of each counted limit, read by the same count functions the limit checks call,
 * so the page says "20 of 20" exactly when the next entry is refused.
 */
async function usageOf(
  db: Db,
  options: { userId: string; timeZone: string; today: string; limits: Partial<PlanLimits> },
): Promise<PlanUsage[]> {
  const { userId, timeZone, today } = options;
  const max = limitsOf(options.limits);
  return [
    {
      limit: "meal_entries_per_day",
      period: "day",
      used: await countDayEntries(db, userId, today),
      max: max.meal_entries_per_day,
    },
    {
      limit: "workout_entries_per_month",
      period: "month",
      used: await countWorkoutsThisMonth(db, userId),
      max: max.workout_entries_per_month,
    },
    {
      limit: "weight_entries_per_month",
      period: "month",
      used: await countEntriesThisMonth(db, userId, timeZone),
      max: max.weight_entries_per_month,
    },
  ];
}

/** The viewer's plan, its status and dates, what binds now with this period's usage, and the plans on offer. */
export async function getMyPlan(db: Db, userId: string, now = new Date()): Promise<MyPlan> {
  const [profile] = await db
    .select({
      planId: profiles.planId,
      planName: plans.name,
      status: profiles.planStatus,
      startedAt: profiles.planStartedAt,
      expiresAt: profiles.planExpiresAt,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .leftJoin(plans, eq(plans.id, profiles.planId))
    .where(eq(profiles.id, userId));
  if (!profile) throw notFound("No such user");
  const effective = await getEffectivePlan(db, userId, now);
  const limits = effective?.limits ?? {};
  const today = todayIn(profile.timeZone);
  return {
    current: {
      id: profile.planId,
      name: profile.planName ?? FREE_PLAN_NAME,
      status: profile.status,
      startedAt: profile.startedAt?.toISOString() ?? null,
      expiresAt: profile.expiresAt?.toISOString() ?? null,
      inForce:
        profile.planId !== null &&
        isPlanInForce({ status: profile.status, expiresAt: profile.expiresAt }, now),
    },
    effective: { name: effective?.name ?? FREE_PLAN_NAME, flags: flagsOf(limits) },
    usage: await usageOf(db, { userId, timeZone: profile.timeZone, today, limits }),
    today,
    plans: await comparePlans(db, profile.planId),
  };
}
