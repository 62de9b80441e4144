import { z } from "zod";
import { PLAN_STATUSES } from "../domain/plan-limits";
import { endpoint } from "./endpoint";

/** The plan flags of the admin spec (section 3), in the order the plan page lists them. */
export const PLAN_FLAGS = [
  "data_export",
  "priority_support",
  "api_access",
  "custom_meal_plans",
  "client_management",
] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];

/** Flags a plan can carry that grant nothing yet: the page shows them as "coming soon". */
export const COMING_SOON_FLAGS: readonly PlanFlag[] = ["custom_meal_plans", "client_management"];

export const COUNTED_LIMITS = [
  "meal_entries_per_day",
  "workout_entries_per_month",
  "weight_entries_per_month",
] as const;

const Flags = z.object({
  data_export: z.boolean(),
  priority_support: z.boolean(),
  api_access: z.boolean(),
  custom_meal_plans: z.boolean(),
  client_management: z.boolean(),
});

const Limits = z.object({
  meal_entries_per_day: z.number().int(),
  workout_entries_per_month: z.number().int(),
  weight_entries_per_month: z.number().int(),
});

/** One counted limit of the plan in force with this period's usage, counted as the limit check counts. */
export const PlanUsage = z.object({
  limit: z.enum(COUNTED_LIMITS),
  period: z.enum(["day", "month"]),
  used: z.number().int(),
  /** -1 is unlimited. */
  max: z.number().int(),
});
export type PlanUsage = z.infer<typeof PlanUsage>;

export const ComparedPlan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
  features: z.array(z.string()),
  limits: Limits,
  flags: Flags,
  isCurrent: z.boolean(),
});
export type ComparedPlan = z.infer<typeof ComparedPlan>;

export const MyPlan = z.object({
  current: z.object({
    /** Null for an account with no plan at all (the Free plan's limits then apply). */
    id: z.string().nullable(),
    name: z.string(),
    status: z.enum(PLAN_STATUSES),
    startedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    inForce: z.boolean(),
  }),
  /** The plan whose limits and flags bind now: the user's own, or the Free plan once theirs lapsed. */
  effective: z.object({ name: z.string(), flags: Flags }),
  usage: z.array(PlanUsage),
  /** The diary day the food count is of (the user's time zone). */
  today: z.string(),
  plans: z.array(ComparedPlan),
});
export type MyPlan = z.infer<typeof MyPlan>;

/** The viewer's plan, its usage this period, and the plans to compare; only ever the viewer's own. */
export const myPlanApi = {
  get: endpoint({
    method: "GET",
    path: "/api/plan",
    responses: { 200: MyPlan },
    access: "user",
  }),
};
