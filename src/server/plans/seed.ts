import { plans, type PlanLimits } from "../db/schema";
import type { Db } from "../db/client";
import type { Seeder } from "../db/seed";

const FREE_LIMITS: PlanLimits = {
  weight_entries_per_month: 31,
  meal_entries_per_day: 20,
  workout_entries_per_month: 30,
  data_export: false,
  priority_support: false,
  custom_meal_plans: false,
  client_management: false,
  api_access: false,
};

export const DEFAULT_PLANS = [
  {
    name: "Free",
    description: "Everything you need to start tracking.",
    priceMonthly: 0,
    priceYearly: 0,
    features: ["Weight, meal, workout and water tracking", "USDA food database", "Progress charts"],
    limits: FREE_LIMITS,
    sortOrder: 1,
  },
  {
    name: "Premium",
    description: "More room to log, export your data, priority support.",
    priceMonthly: 999,
    priceYearly: 7999,
    features: [
      "Everything in Free",
      "More entries every day and month",
      "Data export",
      "Priority support",
      "Custom meal plans",
    ],
    limits: {
      ...FREE_LIMITS,
      weight_entries_per_month: 100,
      meal_entries_per_day: 60,
      workout_entries_per_month: 150,
      data_export: true,
      priority_support: true,
      custom_meal_plans: true,
    },
    sortOrder: 2,
  },
  {
    name: "Pro",
    description: "Unlimited logging, client management and API access for coaches.",
    priceMonthly: 1999,
    priceYearly: 15999,
    features: ["Everything in Premium", "Unlimited entries", "Client management", "API access"],
    limits: {
      weight_entries_per_month: -1,
      meal_entries_per_day: -1,
      workout_entries_per_month: -1,
      data_export: true,
      priority_support: true,
      custom_meal_plans: true,
      client_management: true,
      api_access: true,
    },
    sortOrder: 3,
  },
] as const;

/** Inserts the three spec plans when missing; staff edits to them are never overwritten. */
export async function seedPlans(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(DEFAULT_PLANS.map((plan) => ({ ...plan, features: [...plan.features] })))
    .onConflictDoNothing({ target: plans.name });
}

export const plansSeeder: Seeder = { name: "plans", runs: "every start", seed: seedPlans };
