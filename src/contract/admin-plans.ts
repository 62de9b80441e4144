import { z } from "zod";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";

/** Limit value meaning "no limit" (admin spec, sections 3 and 9). */
export const UNLIMITED = -1;

/** New-plan defaults of the admin spec (section 5); sort order is set to the plan count + 1 by the caller. */
export const NEW_PLAN_LIMITS = {
  weight_entries_per_month: 100,
  meal_entries_per_day: 10,
  workout_entries_per_month: 50,
  data_export: false,
  priority_support: false,
  custom_meal_plans: false,
  client_management: false,
  api_access: false,
} as const;

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(UNLIMITED, `${label} must be -1 (unlimited) or more`)
    .max(1_000_000, `${label} is too large`);
const cents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);

export const PlanLimitsBody = z.object({
  weight_entries_per_month: count("Weight entries per month"),
  meal_entries_per_day: count("Meal entries per day"),
  workout_entries_per_month: count("Workout entries per month"),
  data_export: z.boolean(),
  priority_support: z.boolean(),
  custom_meal_plans: z.boolean(),
  client_management: z.boolean(),
  api_access: z.boolean(),
});
export type PlanLimitsBody = z.infer<typeof PlanLimitsBody>;

export const PlanBody = z.object({
  name: z.string().trim().min(1, "Enter a plan name").max(60, "Plan name is at most 60 characters"),
  description: z.string().trim().max(500, "Description is at most 500 characters"),
  priceMonthly: cents("Monthly price"),
  priceYearly: cents("Yearly price"),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A feature cannot be empty")
        .max(120, "A feature is at most 120 characters"),
    )
    .max(30, "At most 30 features"),
  limits: PlanLimitsBody,
  isActive: z.boolean(),
  sortOrder: z
    .number({ error: "Sort order must be a whole number" })
    .int("Sort order must be a whole number")
    .min(0)
    .max(10_000),
});
export type PlanBody = z.infer<typeof PlanBody>;

export const AdminPlan = PlanBody.extend({
  id: z.string(),
  /** Users who hold the plan now; a held plan can be deactivated but not deleted. */
  userCount: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;

export const AdminPlansResponse = z.object({ plans: z.array(AdminPlan) });
export type AdminPlansResponse = z.infer<typeof AdminPlansResponse>;

export const PlanIdParams = z.object({ id: z.uuid("Unknown plan") });

/** Plan Management: every plan with its limits; create (plans.create), edit and delete (plans.edit). */
export const adminPlansApi = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/plans",
    responses: { 200: AdminPlansResponse },
    access: { permission: "plans.view" },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/admin/plans",
    body: PlanBody,
    responses: { 201: AdminPlan },
    access: { permission: "plans.create" },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/plans/:id",
    params: PlanIdParams,
    body: PlanBody,
    responses: { 200: AdminPlan },
    access: { permission: "plans.edit" },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/plans/:id",
    params: PlanIdParams,
    responses: { 200: OkBody },
    access: { permission: "plans.edit" },
  }),
};
