import type { FieldErrors, Resolver } from "react-hook-form";
import { SaveGoalsBody, type NutritionGoals } from "../../contract/goals";
import type { WeightUnit } from "../../contract/weight";
import {
  gramsFromPercent,
  MACRO_PRESETS,
  percentFromGrams,
  type MacroPreset,
} from "../../domain/energy";
import { displayAmount, flOzToMl, UNITS_OF, type UnitSystem } from "../../domain/units";
import { parseTypedNumber } from "../lib/typed-number";
import { kgToTyped, typedToKg } from "../weight/weight-values";

/** The targets form as typed: macros in grams or percent, water in ml or fl oz, goal weight in the user's unit. */
export interface TargetsFormValues {
  caloriesKcal: string;
  macroMode: "grams" | "percent";
  macroPreset: MacroPreset;
  protein: string;
  carbs: string;
  fat: string;
  fiberG: string;
  water: string;
  goalWeightMain: string;
  goalWeightPounds: string;
}

export interface TargetsContext {
  unitSystem: UnitSystem;
  weightUnit: WeightUnit;
  /** Goal weight is asked by the wizard's goal step, so its targets form leaves it out. */
  hasGoalWeight: boolean;
}

const num = (text: string) => parseTypedNumber(text) ?? Number.NaN;

/** The goal as typed into the form: plain digits (no grouping, it is parsed back), by the display rule. */
export function waterToText(ml: number, unitSystem: UnitSystem): string {
  return String(displayAmount(ml, UNITS_OF[unitSystem].volume));
}

export function valuesOf(
  goals: Pick<
    NutritionGoals,
    | "caloriesKcal"
    | "proteinG"
    | "carbsG"
    | "fatG"
    | "fiberG"
    | "waterMl"
    | "macroMode"
    | "macroPreset"
    | "goalWeightKg"
  >,
  ctx: TargetsContext,
): TargetsFormValues {
  const grams = { protein: goals.proteinG, carbs: goals.carbsG, fat: goals.fatG };
  const shown = goals.macroMode === "percent" ? percentFromGrams(goals.caloriesKcal, grams) : grams;
  const goalWeight = kgToTyped(goals.goalWeightKg, ctx.weightUnit);
  return {
    caloriesKcal: String(goals.caloriesKcal),
    macroMode: goals.macroMode,
    macroPreset: goals.macroPreset,
    protein: String(shown.protein),
    carbs: String(shown.carbs),
    fat: String(shown.fat),
    fiberG: String(goals.fiberG),
    water: waterToText(goals.waterMl, ctx.unitSystem),
    goalWeightMain: goalWeight.main,
    goalWeightPounds: goalWeight.pounds,
  };
}

/** The macros of a preset, as percent. */
export function presetValues(preset: Exclude<MacroPreset, "custom">) {
  const { protein, carbs, fat } = MACRO_PRESETS[preset].percent;
  return {
    macroMode: "percent" as const,
    macroPreset: preset,
    protein: String(protein),
    carbs: String(carbs),
    fat: String(fat),
  };
}

/** The same macros in the other mode, so switching grams ↔ percent keeps what was typed. */
export function convertMacros(values: TargetsFormValues, to: "grams" | "percent") {
  const kcal = num(values.caloriesKcal);
  const typed = { protein: num(values.protein), carbs: num(values.carbs), fat: num(values.fat) };
  if (!(kcal > 0) || Object.values(typed).some(Number.isNaN)) return null;
  const next = to === "grams" ? gramsFromPercent(kcal, typed) : percentFromGrams(kcal, typed);
  return { protein: String(next.protein), carbs: String(next.carbs), fat: String(next.fat) };
}

export function bodyOf(values: TargetsFormValues, ctx: TargetsContext): SaveGoalsBody {
  const water = num(values.water);
  const goalWeightKg = typedToKg(
    { main: values.goalWeightMain, pounds: values.goalWeightPounds },
    ctx.weightUnit,
  );
  return {
    caloriesKcal: num(values.caloriesKcal),
    macros: {
      mode: values.macroMode,
      preset: values.macroPreset,
      protein: num(values.protein),
      carbs: num(values.carbs),
      fat: num(values.fat),
    },
    fiberG: num(values.fiberG),
    waterMl: ctx.unitSystem === "metric" ? water : Math.round(flOzToMl(water)),
    ...(ctx.hasGoalWeight ? { goalWeightKg } : {}),
  };
}

/** Body field → input. */
export const TARGET_FIELDS: Record<string, keyof TargetsFormValues> = {
  caloriesKcal: "caloriesKcal",
  "macros.protein": "protein",
  "macros.carbs": "carbs",
  "macros.fat": "fat",
  fiberG: "fiberG",
  waterMl: "water",
  goalWeightKg: "goalWeightMain",
};

/** Validates with the API's schema (SaveGoalsBody) after converting units. */
export function targetsResolver(ctx: TargetsContext): Resolver<TargetsFormValues> {
  return (values) => {
    const parsed = SaveGoalsBody.safeParse(bodyOf(values, ctx));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<TargetsFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = TARGET_FIELDS[issue.path.join(".")] ?? "caloriesKcal";
      errors[field] ??= { type: "validate", message: issue.message };
    }
    return { values: {}, errors };
  };
}
