import { z } from "zod";

/**
 * The body of a 403 `plan_limit` error carries what the plan-limit warning screen needs:
 * which limit, its value, and the plans that lift it.
 */
export const PlanLimitDetails = z.object({
  limit: z.enum(["weight_entries_per_month", "meal_entries_per_day", "workout_entries_per_month"]),
  value: z.number().int(),
  planName: z.string(),
  upgrades: z.array(z.object({ name: z.string(), value: z.number().int(), priceMonthly: z.number().int() })),
});
export type PlanLimitDetails = z.infer<typeof PlanLimitDetails>;
