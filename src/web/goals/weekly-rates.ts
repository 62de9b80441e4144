import type { WeightUnit } from "../../contract/weight";
import { KCAL_PER_KG_BODY_WEIGHT, WEEKLY_RATE_CHOICES, type GoalType } from "../../domain/energy";
import { lbToKg } from "../../domain/units";
import { formatNumber } from "../lib/format";

type RateGoal = Exclude<GoalType, "maintain">;

/**
 * Round pounds a week for pound and stone users, instead of the kg choices shown as 0.6 or 1.7 lb.
 * Within the same limits as the kg choices (energy.ts MAX_WEEKLY_RATE_KG: 1 kg ≈ 2.2 lb to lose,
 * 0.5 kg ≈ 1.1 lb to gain); the common US advice is 1-2 lb a week (CDC, "Losing Weight").
 */
const WEEKLY_RATE_CHOICES_LB: Record<RateGoal, readonly number[]> = {
  lose: [0.5, 1, 1.5, 2],
  gain: [0.25, 0.5, 1],
};

/** The wizard's rate choices in kg a week, for the unit the user weighs in. */
export function rateChoicesKg(goal: RateGoal, unit: WeightUnit): readonly number[] {
  return unit === "kg" ? WEEKLY_RATE_CHOICES[goal] : WEEKLY_RATE_CHOICES_LB[goal].map(lbToKg);
}

/** The choice preselected when a goal is picked: 0.5 kg or 1 lb to lose, 0.25 kg or 0.5 lb to gain. */
export function defaultRateKg(goal: GoalType, unit: WeightUnit): number {
  if (unit === "kg") return goal === "gain" ? 0.25 : 0.5;
  return lbToKg(goal === "gain" ? 0.5 : 1);
}

/**
 * The choice a stored rate stands for. The rate comes back from a float4 column, so 1 lb
 * (0.45359237 kg) returns as 0.4535923…; the nearest choice within 5 g is that choice.
 */
export function matchingChoice(rateKg: number, choices: readonly number[]): number | null {
  return choices.find((choice) => Math.abs(choice - rateKg) < 0.005) ?? null;
}

/** "about 7,700 kcal per kg" or "about 3,500 kcal per lb" (7,700 × 0.4536 = 3,493, rounded to 100). */
export function energyPerUnitText(unit: WeightUnit): string {
  if (unit === "kg") return `about ${formatNumber(KCAL_PER_KG_BODY_WEIGHT)} kcal per kg`;
  return `about ${formatNumber(Math.round(lbToKg(KCAL_PER_KG_BODY_WEIGHT) / 100) * 100)} kcal per lb`;
}
