import { asc, eq, sql } from "drizzle-orm";
import type { PlanLimitDetails } from "../../contract/plan-limits";
import {
  describeLimit,
  FEATURE_LABELS,
  FREE_PLAN_NAME,
  isGatedFeature,
  isPlanInForce,
  isWithinPlanLimit,
  LIMIT_LABELS,
  type CountedLimit,
  type GatedFeature,
} from "../../domain/plan-limits";
import type { Db } from "../db/client";
import { plans, profiles } from "../db/schema";
import { preparedFor } from "../db/sql";
import { AppError } from "../errors";

export class PlanLimitError extends AppError {
  constructor(readonly limitDetails: PlanLimitDetails) {
    const { limit, planName, value } = limitDetails;
    super(
      "plan_limit",
      isGatedFeature(limit)
        ? `Your ${planName} plan does not include ${FEATURE_LABELS[limit]}.`
        : `Your ${planName} plan allows ${describeLimit(value)} ${LIMIT_LABELS[limit]}.`,
      403,
    );
  }

  override get details(): PlanLimitDetails {
    return this.limitDetails;
  }
}

/** The spec's get_user_plan: the user's plan limits with its status and expiry. */
/** Read by every limited write and every diary view, so prepared once per database handle. */
const userPlanQuery = (db: Db, name: string) =>
  db
    .select({
      name: plans.name,
      limits: plans.limits,
      planStatus: profiles.planStatus,
      planExpiresAt: profiles.planExpiresAt,
    })
    .from(profiles)
    .innerJoin(plans, eq(plans.id, profiles.planId))
    .where(eq(profiles.id, sql.placeholder("userId")))
    .prepare(name);

export async function getUserPlan(db: Db, userId: string) {
  const [row] = await preparedFor(db, "user_plan", userPlanQuery).execute({ userId });
  return row ?? null;
}

/**
 * The plan whose limits bind the user now (the Free plan's once theirs has lapsed), and the lapsed one.
 * A Free plan marked cancelled or expired lapses into itself: its own limits, and no lapsed plan to
 * name (the notice would read "your Free plan is cancelled, so the Free plan's limit applies").
 */
export async function getEffectivePlan(db: Db, userId: string, now = new Date()) {
  const plan = await getUserPlan(db, userId);
  if (!hasLapsed(plan, now)) return effectivePlanOf(plan, undefined, now);
  const [free] = await db
    .select({ limits: plans.limits })
    .from(plans)
    .where(eq(plans.name, FREE_PLAN_NAME));
  return effectivePlanOf(plan, free?.limits ?? null, now);
}

type UserPlan = Awaited<ReturnType<typeof getUserPlan>>;

/** Whether the user's plan no longer binds them (a Free plan lapses into itself, so never). */
export function hasLapsed(plan: UserPlan, now: Date): boolean {
  return (
    plan !== null &&
    plan.name !== FREE_PLAN_NAME &&
    !isPlanInForce({ status: plan.planStatus, expiresAt: plan.planExpiresAt }, now)
  );
}

/**
 * getEffectivePlan's answer from rows already read: the user's plan, and the Free plan's limits
 * (needed only when the plan lapsed; null when there is no Free plan row), so a query that reads
 * both with other things (the diary day) decides by the same rule.
 */
export function effectivePlanOf(
  plan: UserPlan,
  freeLimits: NonNullable<UserPlan>["limits"] | null | undefined,
  now: Date,
) {
  if (!plan) return null;
  if (!hasLapsed(plan, now)) return { name: plan.name, limits: plan.limits, lapsed: null };
  const lapsed = { name: plan.name, status: plan.planStatus };
  // Without a Free plan row there is nothing to fall back to: no limits, which refuses (check_plan_limit on error).
  return { name: FREE_PLAN_NAME, limits: freeLimits ?? ({} as typeof plan.limits), lapsed };
}

async function activePlans(db: Db) {
  return db
    .select({ name: plans.name, limits: plans.limits, priceMonthly: plans.priceMonthly })
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder));
}

/** Whether the plan in force (the Free plan's once the user's has lapsed) has `feature`. */
export async function hasPlanFeature(
  db: Db,
  userId: string,
  feature: GatedFeature,
): Promise<boolean> {
  const plan = await getEffectivePlan(db, userId);
  return plan?.limits[feature] === true;
}

/** Refuses a feature the plan in force lacks, with the plans that have it (the plan-limit body). */
export async function assertPlanHasFeature(
  db: Db,
  userId: string,
  feature: GatedFeature,
): Promise<void> {
  const plan = await getEffectivePlan(db, userId);
  if (plan?.limits[feature] === true) return;
  const upgrades = (await activePlans(db))
    .filter((p) => p.name !== plan?.name && p.limits[feature] === true)
    .map((p) => ({ name: p.name, value: 1, priceMonthly: p.priceMonthly }));
  throw new PlanLimitError({
    limit: feature,
    value: 0,
    planName: plan?.name ?? "current",
    upgrades,
    ...(plan?.lapsed ? { lapsedPlan: plan.lapsed } : {}),
  });
}

/**
 * Refuses one more entry past the limit of the plan in force, with what the warning screen shows.
 * `currentCount` is the count of entries already in the period (the caller knows the period).
 */
export async function assertWithinPlanLimit(
  db: Db,
  options: { userId: string; limit: CountedLimit; currentCount: number },
): Promise<void> {
  const plan = await getEffectivePlan(db, options.userId);
  const value = plan?.limits[options.limit];
  if (isWithinPlanLimit(value, options.currentCount)) return;
  const upgrades = (await activePlans(db))
    .map((p) => ({ name: p.name, value: p.limits[options.limit], priceMonthly: p.priceMonthly }))
    .filter((p) => p.name !== plan?.name && isWithinPlanLimit(p.value, options.currentCount));
  throw new PlanLimitError({
    limit: options.limit,
    value: value ?? 0,
    planName: plan?.name ?? "current",
    upgrades,
    ...(plan?.lapsed ? { lapsedPlan: plan.lapsed } : {}),
  });
}
