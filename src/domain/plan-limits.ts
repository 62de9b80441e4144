/** Counted limits of a plan (admin spec, section 3); -1 means unlimited. */
export type CountedLimit =
  "weight_entries_per_month" | "meal_entries_per_day" | "workout_entries_per_month";

export const UNLIMITED = -1;

/**
 * The spec's check_plan_limit: may one more entry be added when `currentCount` exist already?
 * A missing or malformed limit refuses, as the spec's remote function answers false on error.
 */
export function isWithinPlanLimit(limit: number | undefined, currentCount: number): boolean {
  if (limit === UNLIMITED) return true;
  if (limit === undefined || !Number.isInteger(limit) || limit < 0) return false;
  return currentCount < limit;
}

export function describeLimit(limit: number): string {
  return limit === UNLIMITED ? "Unlimited" : String(limit);
}

export const LIMIT_LABELS: Record<CountedLimit, string> = {
  weight_entries_per_month: "weight entries a month",
  meal_entries_per_day: "food entries a day",
  workout_entries_per_month: "workouts a month",
};

/** Plan flags that open a feature (admin spec, section 3): a plan has the feature or it does not. */
export const GATED_FEATURES = ["data_export", "api_access"] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];

export const FEATURE_LABELS: Record<GatedFeature, string> = {
  data_export: "CSV export",
  api_access: "API access",
};

export const isGatedFeature = (limit: string): limit is GatedFeature =>
  (GATED_FEATURES as readonly string[]).includes(limit);

/** profiles.plan_status values (admin spec, section on users); the schemas and the column take them from here. */
export const PLAN_STATUSES = ["active", "trialing", "past_due", "cancelled", "expired"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * The plan every user signs up on and falls back to when theirs lapses. Its name is how the code finds
 * it, which is why the admin screens refuse to rename, deactivate or delete it.
 */
export const FREE_PLAN_NAME = "Free";

/** The statuses whose plan is in force (until plan_expires_at): a trial gets the plan's limits too. */
export const IN_FORCE_PLAN_STATUSES: readonly PlanStatus[] = ["active", "trialing"];

/**
 * Whether the user's own plan's limits apply. A plan that is cancelled, expired or past due, or whose
 * plan_expires_at has passed, no longer pays for its limits: the Free plan's apply until it is renewed
 * (the admin spec's get_user_plan returns status and expiry precisely so that callers can tell).
 */
export function isPlanInForce(
  plan: { status: PlanStatus; expiresAt: Date | null },
  now: Date,
): boolean {
  return (
    IN_FORCE_PLAN_STATUSES.includes(plan.status) &&
    (plan.expiresAt === null || plan.expiresAt.getTime() > now.getTime())
  );
}

/**
 * The statuses whose plan brings money in, for Monthly Revenue: a plan in force, less a trial, which
 * has paid nothing yet (and may never). Past due, cancelled and expired plans are not in force at all.
 */
export const PAID_PLAN_STATUSES: readonly PlanStatus[] = ["active"];

/** Whether the user pays for their plan this month: in force (isPlanInForce) and not on a trial. */
export function isPlanPaid(
  plan: { status: PlanStatus; expiresAt: Date | null },
  now: Date,
): boolean {
  return PAID_PLAN_STATUSES.includes(plan.status) && isPlanInForce(plan, now);
}
