import { z } from "zod";
import { GATED_FEATURES, PLAN_STATUSES } from "../domain/plan-limits";

/**
 * The body of a 403 `plan_limit` error carries what the plan-limit warning screen needs:
 * which limit, its value, and the plans that lift it.
 */
export const PlanLimitDetails = z.object({
  /** A counted limit, or a feature flag the plan lacks (then `value` is 0 and each upgrade's is 1). */
  limit: z.enum([
    "weight_entries_per_month",
    "meal_entries_per_day",
    "workout_entries_per_month",
    ...GATED_FEATURES,
  ]),
  value: z.number().int(),
  planName: z.string(),
  upgrades: z.array(
    z.object({ name: z.string(), value: z.number().int(), priceMonthly: z.number().int() }),
  ),
  /** The user's own plan when it is cancelled, expired or past due, so the Free plan's limits apply. */
  lapsedPlan: z.object({ name: z.string(), status: z.enum(PLAN_STATUSES) }).optional(),
});
export type PlanLimitDetails = z.infer<typeof PlanLimitDetails>;
