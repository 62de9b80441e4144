import type { GoalSetupBody } from "../../contract/goals";

/**
 * A returning user's goals, as the first-visit wizard saves them: with these set, /app shows the
 * dashboard instead of the wizard, which is what the bundle budget and Lighthouse measure.
 */
export const RETURNING_USER_GOALS: GoalSetupBody = {
  caloriesKcal: 2200,
  macros: { mode: "grams", preset: "balanced", protein: 140, carbs: 250, fat: 70 },
  fiberG: 30,
  waterMl: 2500,
  goalWeightKg: null,
  sex: "female",
  heightCm: 170,
  weightKg: 70,
  activityLevel: "moderate",
  goalType: "maintain",
  weeklyRateKg: 0,
};
