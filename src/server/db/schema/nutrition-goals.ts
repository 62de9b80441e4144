import { integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Server defaults follow common adult reference values: 2,000 kcal (the FDA Daily Value basis),
 * 28 g fibre (14 g per 1,000 kcal, Dietary Guidelines for Americans 2020-2025) and 2 L of water.
 * The wizard's answers (activity, goal, rate, goal weight) are kept so the screen can show how the
 * calorie target was reached; `setupCompletedAt` is null until the user has been through it.
 */
export const nutritionGoals = pgTable("nutrition_goals", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  caloriesKcal: integer("calories_kcal").notNull().default(2000),
  proteinG: real("protein_g").notNull().default(75),
  carbsG: real("carbs_g").notNull().default(250),
  fatG: real("fat_g").notNull().default(67),
  fiberG: real("fiber_g").notNull().default(28),
  waterMl: integer("water_ml").notNull().default(2000),
  /** "grams" or "percent": how the user typed the macros (grams are always stored). */
  macroMode: text("macro_mode", { enum: ["grams", "percent"] })
    .notNull()
    .default("grams"),
  macroPreset: text("macro_preset", { enum: ["balanced", "high_protein", "low_carb", "custom"] })
    .notNull()
    .default("custom"),
  activityLevel: text("activity_level", {
    enum: ["sedentary", "light", "moderate", "very", "extra"],
  }),
  goalType: text("goal_type", { enum: ["lose", "maintain", "gain"] }),
  weeklyRateKg: real("weekly_rate_kg"),
  goalWeightKg: real("goal_weight_kg"),
  /** kg, lb or st; null follows the profile's unit system (kg for metric, lb for imperial). */
  weightUnit: text("weight_unit", { enum: ["kg", "lb", "st"] }),
  setupCompletedAt: timestamp("setup_completed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
