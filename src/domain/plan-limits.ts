/** Counted limits of a plan (admin spec, section 3); -1 means unlimited. */
export type CountedLimit = "weight_entries_per_month" | "meal_entries_per_day" | "workout_entries_per_month";

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

export const isGatedFeature = (limit: string): limit is GatedFeature => (GATED_FEATURES as readonly string[]).includes(limit);

/** profiles.plan_status values (admin spec, section on users); the schemas and the column take them from here. */
export const PLAN_STATUSES = ["active", "trialing", "past_due", "cancelled", "expired"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * The plan every user signs up on and falls back to when theirs lapses. Its name is how the code finds
 * it, which is why the admin screens refuse to rename, deactivate or delete it.
 */
export const FREE_PLAN_NAME = "Free";

/**
 * Whether the user's own plan's limits apply. A plan that is cancelled, expired or past due, or whose
 * plan_expires_at has passed, no longer pays for its limits: the Free plan's apply until it is renewed
 * (the admin spec's get_user_plan returns status and expiry precisely so that callers can tell).
 */
export function isPlanInForce(plan: { status: PlanStatus; expiresAt: Date | null }, now: Date): boolean {
  const isPaying = plan.status === "active" || plan.status === "trialing";
  return isPaying && (plan.expiresAt === null || plan.expiresAt.getTime() > now.getTime());
}
