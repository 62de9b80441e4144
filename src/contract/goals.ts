import { z } from "zod";
import { endpoint } from "./endpoint";
import { PlanLimitDetails } from "./plan-limits";
import { HEIGHT_MAX_CM, HEIGHT_MIN_CM, HEIGHT_RANGE_MESSAGE } from "./profile";
import { WeightKg, WeightUnit } from "./weight";
import { Sex } from "./auth";
import { storedReal } from "./stored-number";

/**
 * Bounds of typed targets. Below 800 kcal is a very-low-calorie diet, for use only under medical
 * supervision (NICE guideline CG189, 2014), so it is refused; 800 up to the safe minimum is kept
 * with a warning. The upper bounds only catch typos.
 */
export const GOAL_BOUNDS = {
  caloriesKcal: { min: 800, max: 10000 },
  proteinG: { min: 0, max: 500 },
  carbsG: { min: 0, max: 1500 },
  fatG: { min: 0, max: 500 },
  fiberG: { min: 0, max: 150 },
  waterMl: { min: 250, max: 10000 },
  weeklyRateKg: { min: 0, max: 1 },
} as const;

const bounded = (key: keyof typeof GOAL_BOUNDS, label: string, unit: string) => {
  const { min, max } = GOAL_BOUNDS[key];
  const message = `${label}: enter a number from ${min} to ${max} ${unit}`;
  return storedReal(z.number(message).min(min, message).max(max, message));
};

export const ActivityLevel = z.enum(["sedentary", "light", "moderate", "very", "extra"]);
export const GoalType = z.enum(["lose", "maintain", "gain"]);
export const MacroMode = z.enum(["grams", "percent"]);
export const MacroPreset = z.enum(["balanced", "high_protein", "low_carb", "custom"]);

export const PERCENT_SUM_MESSAGE = "Protein, carbs and fat must add up to 100%";
const percentMessage = "Enter a share from 0 to 100%";
const Percent = storedReal(
  z.number(percentMessage).min(0, percentMessage).max(100, percentMessage),
);

/** Macros as typed: grams, or shares of the calorie target (then they must add up to 100). */
export const MacroTargets = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("grams"),
    preset: MacroPreset,
    protein: bounded("proteinG", "Protein", "g"),
    carbs: bounded("carbsG", "Carbs", "g"),
    fat: bounded("fatG", "Fat", "g"),
  }),
  z
    .object({
      mode: z.literal("percent"),
      preset: MacroPreset,
      protein: Percent,
      carbs: Percent,
      fat: Percent,
    })
    .refine((m) => Math.abs(m.protein + m.carbs + m.fat - 100) < 0.5, {
      message: PERCENT_SUM_MESSAGE,
      path: ["fat"],
    }),
]);
export type MacroTargets = z.infer<typeof MacroTargets>;

/** PUT /api/goals: every target typed exactly. */
export const SaveGoalsBody = z.object({
  caloriesKcal: bounded("caloriesKcal", "Calories", "kcal").int("Calories: enter a whole number"),
  macros: MacroTargets,
  fiberG: bounded("fiberG", "Fibre", "g"),
  waterMl: bounded("waterMl", "Water", "ml"),
  goalWeightKg: WeightKg.nullable().optional(),
});
export type SaveGoalsBody = z.infer<typeof SaveGoalsBody>;

/** POST /api/goals/setup: the wizard's answers and the targets the user confirmed. */
export const GoalSetupBody = SaveGoalsBody.extend({
  sex: Sex,
  heightCm: storedReal(
    z
      .number(HEIGHT_RANGE_MESSAGE)
      .min(HEIGHT_MIN_CM, HEIGHT_RANGE_MESSAGE)
      .max(HEIGHT_MAX_CM, HEIGHT_RANGE_MESSAGE),
  ),
  weightKg: WeightKg,
  activityLevel: ActivityLevel,
  goalType: GoalType,
  weeklyRateKg: bounded("weeklyRateKg", "Weekly rate", "kg"),
});
export type GoalSetupBody = z.infer<typeof GoalSetupBody>;

export const NutritionGoals = z.object({
  caloriesKcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  waterMl: z.number(),
  macroMode: MacroMode,
  macroPreset: MacroPreset,
  activityLevel: ActivityLevel.nullable(),
  goalType: GoalType.nullable(),
  weeklyRateKg: z.number().nullable(),
  goalWeightKg: z.number().nullable(),
  weightUnit: WeightUnit,
  isSetUp: z.boolean(),
});
export type NutritionGoals = z.infer<typeof NutritionGoals>;

export const GoalsResponse = z.object({
  goals: NutritionGoals,
  /** What the wizard needs from the profile and the weight log. */
  about: z.object({
    sex: Sex.nullable(),
    heightCm: z.number().nullable(),
    ageYears: z.number(),
    latestWeightKg: z.number().nullable(),
    unitSystem: z.enum(["metric", "imperial"]),
  }),
});
export type GoalsResponse = z.infer<typeof GoalsResponse>;

/**
 * POST /api/goals/setup: the goals, and whether today's weigh-in went into the weight log. It is
 * "skipped" when the plan's weight limit refused it; `weighInLimit` then carries that limit for the
 * plan-limit notice.
 */
export const GoalSetupResponse = GoalsResponse.extend({
  weighIn: z.enum(["saved", "skipped"]),
  weighInLimit: PlanLimitDetails.optional(),
});
export type GoalSetupResponse = z.infer<typeof GoalSetupResponse>;

/** The signed-in user's own nutrition goals; a token reads and replaces them, not the set-up. */
export const goalsApi = {
  get: endpoint({
    method: "GET",
    path: "/api/goals",
    responses: { 200: GoalsResponse },
    access: "user",
    token: true,
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/goals",
    body: SaveGoalsBody,
    responses: { 200: GoalsResponse },
    access: "user",
    token: true,
  }),
  setUp: endpoint({
    method: "POST",
    path: "/api/goals/setup",
    body: GoalSetupBody,
    responses: { 200: GoalSetupResponse },
    access: "user",
  }),
};
