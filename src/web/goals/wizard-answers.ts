import { GoalSetupBody, type GoalsResponse } from "../../contract/goals";
import type { WeightUnit } from "../../contract/weight";
import {
  goalChoices,
  goalProblem,
  hasWeeklyRate,
  type ActivityLevel,
  type GoalType,
  type Sex,
} from "../../domain/energy";
import { cmToFeetInches, inchesToCm, type UnitSystem } from "../../domain/units";
import { parseTypedNumber } from "../lib/typed-number";
import { kgToTyped, typedToKg } from "../weight/weight-values";
import { defaultRateKg } from "./weekly-rates";

/** The wizard's first two steps as typed. */
export interface WizardAnswers {
  sex: Sex | null;
  heightCm: string;
  heightFeet: string;
  heightInches: string;
  weightMain: string;
  weightPounds: string;
  activity: ActivityLevel | null;
  goalType: GoalType | null;
  weeklyRateKg: number;
  goalWeightMain: string;
  goalWeightPounds: string;
}

export type AnswerErrors = Partial<
  Record<
    "sex" | "height" | "weight" | "activity" | "goalType" | "weeklyRateKg" | "goalWeight",
    string
  >
>;

export function initialAnswers(data: GoalsResponse): WizardAnswers {
  const { about, goals } = data;
  const height =
    about.heightCm === null ? { feet: "", inches: "" } : cmToFeetInches(about.heightCm);
  const weight = kgToTyped(about.latestWeightKg, goals.weightUnit);
  const goalWeight = kgToTyped(goals.goalWeightKg, goals.weightUnit);
  return {
    sex: about.sex,
    heightCm: about.heightCm === null ? "" : String(about.heightCm),
    heightFeet: String(height.feet),
    heightInches: String(height.inches),
    weightMain: weight.main,
    weightPounds: weight.pounds,
    activity: goals.activityLevel,
    // A goal no longer offered at this age (weight loss under 18) is not preselected.
    goalType:
      goals.goalType && goalChoices(about.ageYears).includes(goals.goalType)
        ? goals.goalType
        : null,
    weeklyRateKg: goals.weeklyRateKg ?? defaultRateKg("lose", goals.weightUnit),
    goalWeightMain: goalWeight.main,
    goalWeightPounds: goalWeight.pounds,
  };
}

const num = (text: string) => parseTypedNumber(text) ?? Number.NaN;

export function heightCmOf(a: WizardAnswers, system: UnitSystem): number {
  if (system === "metric") return num(a.heightCm);
  const inches = num(a.heightFeet) * 12 + (parseTypedNumber(a.heightInches) ?? 0);
  return Math.round(inchesToCm(inches) * 10) / 10;
}

export const weightKgOf = (a: WizardAnswers, unit: WeightUnit) =>
  typedToKg({ main: a.weightMain, pounds: a.weightPounds }, unit) ?? Number.NaN;
export const goalWeightKgOf = (a: WizardAnswers, unit: WeightUnit) =>
  typedToKg({ main: a.goalWeightMain, pounds: a.goalWeightPounds }, unit);
/** The weekly rate sent: 0 to maintain, and under 18 (the target is then maintenance energy). */
export const rateFor = (a: WizardAnswers, ageYears: number) =>
  a.goalType && hasWeeklyRate(a.goalType, ageYears) ? a.weeklyRateKg : 0;

/** Step 1 with the API's own field schemas. */
export function aboutErrors(a: WizardAnswers, system: UnitSystem, unit: WeightUnit): AnswerErrors {
  const shape = GoalSetupBody.shape;
  const errors: AnswerErrors = {};
  if (!a.sex) errors.sex = "Choose the sex the formula should use";
  const height = shape.heightCm.safeParse(heightCmOf(a, system));
  if (!height.success) errors.height = height.error.issues[0]?.message;
  const weight = shape.weightKg.safeParse(weightKgOf(a, unit));
  if (!weight.success) errors.weight = weight.error.issues[0]?.message;
  if (!a.activity) errors.activity = "Choose how active you are";
  return errors;
}

/** Step 2: a goal offered at this age, a rate within the limits, a goal weight on the right side. */
export function goalErrors(a: WizardAnswers, unit: WeightUnit, ageYears: number): AnswerErrors {
  if (!a.goalType) return { goalType: "Choose a goal" };
  const goalWeightKg = goalWeightKgOf(a, unit);
  if (goalWeightKg !== null && !GoalSetupBody.shape.weightKg.safeParse(goalWeightKg).success) {
    return {
      goalWeight:
        GoalSetupBody.shape.weightKg.safeParse(goalWeightKg).error?.issues[0]?.message ??
        "Enter a goal weight",
    };
  }
  const problem = goalProblem({
    goalType: a.goalType,
    weeklyRateKg: rateFor(a, ageYears),
    weightKg: weightKgOf(a, unit),
    goalWeightKg,
    ageYears,
  });
  if (!problem) return {};
  return { [problem.field === "goalWeightKg" ? "goalWeight" : problem.field]: problem.message };
}
