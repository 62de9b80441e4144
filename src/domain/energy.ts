/**
 * Energy needs and the daily calorie target of the goal wizard.
 *
 * BMR: Mifflin MD, St Jeor ST, et al. "A new predictive equation for resting energy expenditure in
 * healthy individuals." Am J Clin Nutr 1990;51(2):241-247:
 *   10 × weight (kg) + 6.25 × height (cm) − 5 × age (y) + 5 (men) / − 161 (women).
 */
import { isUnder18 } from "./age";

export type Sex = "female" | "male";
export type ActivityLevel = "sedentary" | "light" | "moderate" | "very" | "extra";
export type GoalType = "lose" | "maintain" | "gain";

/**
 * Activity multipliers of BMR to total daily energy expenditure, the standard set used with
 * Harris-Benedict and Mifflin-St Jeor (McArdle, Katch & Katch, "Exercise Physiology"; also the
 * NASM and ACE calculators): 1.2 / 1.375 / 1.55 / 1.725 / 1.9.
 */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  very: 1.725,
  extra: 1.9,
};

export const ACTIVITY_LABELS: Record<ActivityLevel, { label: string; hint: string }> = {
  sedentary: { label: "Sedentary", hint: "Desk job, little or no exercise" },
  light: { label: "Lightly active", hint: "Light exercise 1-3 days a week" },
  moderate: { label: "Moderately active", hint: "Moderate exercise 3-5 days a week" },
  very: { label: "Very active", hint: "Hard exercise 6-7 days a week" },
  extra: { label: "Extra active", hint: "Physical job or training twice a day" },
};

/**
 * About 7,700 kcal per kg of body weight gained or lost (Wishnofsky M. "Caloric equivalents of
 * gained or lost weight." Am J Clin Nutr 1958;6:542-546: 3,500 kcal per lb ≈ 7,716 kcal per kg).
 */
export const KCAL_PER_KG_BODY_WEIGHT = 7700;

/**
 * Intakes below these are not advised without medical supervision (Harvard Health Publishing,
 * "Calorie counting made easy", 2020: women not below 1,200 kcal a day, men not below 1,500).
 * The wizard never suggests less; a target typed below it is kept but warned about.
 */
export const MIN_SAFE_KCAL: Record<Sex, number> = { female: 1200, male: 1500 };

/** Weekly rates the wizard offers: up to 1 kg a week to lose (about 1% of body weight, NHS and
 * CDC advice of 0.5-1 kg), up to 0.5 kg a week to gain (lean gain is slower). */
export const MAX_WEEKLY_RATE_KG: Record<Exclude<GoalType, "maintain">, number> = {
  lose: 1,
  gain: 0.5,
};

/** Weekly rates the wizard offers, in kg a week. */
export const WEEKLY_RATE_CHOICES: Record<Exclude<GoalType, "maintain">, readonly number[]> = {
  lose: [0.25, 0.5, 0.75, 1],
  gain: [0.1, 0.25, 0.5],
};

/**
 * Under 18 there is no weight-loss goal and no weekly rate: the target is maintenance energy.
 * Mifflin-St Jeor was derived from healthy adults aged 19 to 78 (Mifflin MD et al., Am J Clin Nutr
 * 1990;51:241-7), and the deficit, the 1 kg a week and the intake floors above are adult advice;
 * a teenager is still growing, and dieting at that age is for a doctor to advise on. Gaining stays
 * open (a goal weight above the current one) without a surplus. The age is `ageOn` in the user's
 * time zone.
 */
export const UNDER_18_LOSE_MESSAGE =
  "Weight loss targets are for adults; under 18, talk to a doctor about your goals";
export const UNDER_18_RATE_MESSAGE =
  "Weekly rates are for adults; under 18, your target is the energy to maintain your weight";

const ALL_GOALS: readonly GoalType[] = ["lose", "maintain", "gain"];

/** The goals the wizard offers at an age. */
export function goalChoices(ageYears: number): readonly GoalType[] {
  return isUnder18(ageYears) ? ALL_GOALS.filter((goal) => goal !== "lose") : ALL_GOALS;
}

/** Does the wizard ask how fast, and add or take energy for it? Not to maintain, nor under 18. */
export function hasWeeklyRate(goal: GoalType, ageYears: number): boolean {
  return goal !== "maintain" && !isUnder18(ageYears);
}

/**
 * What is wrong with a goal's answers, or null: a goal offered at this age, a rate within the
 * limits (zero to maintain, and under 18), and a goal weight on the right side of the current weight.
 */
export function goalProblem(input: {
  goalType: GoalType;
  weeklyRateKg: number;
  weightKg: number;
  goalWeightKg?: number | null | undefined;
  ageYears: number;
}): { field: "goalType" | "weeklyRateKg" | "goalWeightKg"; message: string } | null {
  const { goalType, weeklyRateKg, weightKg, goalWeightKg, ageYears } = input;
  if (goalType === "maintain") return null;
  if (!goalChoices(ageYears).includes(goalType))
    return { field: "goalType", message: UNDER_18_LOSE_MESSAGE };
  if (!hasWeeklyRate(goalType, ageYears)) {
    if (weeklyRateKg !== 0) return { field: "weeklyRateKg", message: UNDER_18_RATE_MESSAGE };
  } else {
    if (weeklyRateKg > MAX_WEEKLY_RATE_KG[goalType])
      return {
        field: "weeklyRateKg",
        message: `Choose a rate of at most ${MAX_WEEKLY_RATE_KG[goalType]} kg a week`,
      };
    if (!(weeklyRateKg > 0))
      return {
        field: "weeklyRateKg",
        message: "Choose a weekly rate above zero, or choose to maintain",
      };
  }
  if (goalWeightKg == null) return null;
  if (goalType === "lose" && goalWeightKg >= weightKg)
    return {
      field: "goalWeightKg",
      message: "To lose weight, the goal must be below your current weight",
    };
  if (goalType === "gain" && goalWeightKg <= weightKg)
    return {
      field: "goalWeightKg",
      message: "To gain weight, the goal must be above your current weight",
    };
  return null;
}

/**
 * A goal weight typed on the goals page (no goal type there): under 18, one below the latest
 * weigh-in is a weight-loss target, refused as in the wizard. Without a weigh-in there is nothing
 * to compare with.
 */
export function typedGoalWeightProblem(input: {
  goalWeightKg?: number | null | undefined;
  latestWeightKg: number | null;
  ageYears: number;
}): { field: "goalWeightKg"; message: string } | null {
  const { goalWeightKg, latestWeightKg, ageYears } = input;
  if (goalWeightKg == null || latestWeightKg === null || !isUnder18(ageYears)) return null;
  return goalWeightKg < latestWeightKg
    ? { field: "goalWeightKg", message: UNDER_18_LOSE_MESSAGE }
    : null;
}

export function bmrMifflinStJeor(input: {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  ageYears: number;
}): number {
  const base = 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.ageYears;
  return input.sex === "male" ? base + 5 : base - 161;
}

export function tdee(bmr: number, activity: ActivityLevel): number {
  return bmr * ACTIVITY_FACTORS[activity];
}

/** kcal a day to add (gain) or take away (lose) for a weekly change of `weeklyRateKg`. */
export function dailyKcalForRate(goal: GoalType, weeklyRateKg: number): number {
  if (goal === "maintain") return 0;
  const kcal = (weeklyRateKg * KCAL_PER_KG_BODY_WEIGHT) / 7;
  return goal === "lose" ? -kcal : kcal;
}

export interface CalorieTargetInput {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  ageYears: number;
  activity: ActivityLevel;
  goal: GoalType;
  weeklyRateKg: number;
}

export interface CalorieTarget {
  bmr: number;
  tdee: number;
  adjustment: number;
  /** The sum before the safety floor. */
  computed: number;
  /** What the wizard suggests: the computed figure, never below the floor, rounded to 10 kcal. */
  target: number;
  floor: number;
  isFloored: boolean;
}

/** Under 18 the target is maintenance whatever rate comes in (see UNDER_18_LOSE_MESSAGE). */
export function calorieTarget(input: CalorieTargetInput): CalorieTarget {
  const bmr = bmrMifflinStJeor(input);
  const maintenance = tdee(bmr, input.activity);
  const adjustment = hasWeeklyRate(input.goal, input.ageYears)
    ? dailyKcalForRate(input.goal, input.weeklyRateKg)
    : 0;
  const computed = maintenance + adjustment;
  const floor = MIN_SAFE_KCAL[input.sex];
  const isFloored = computed < floor;
  return {
    bmr,
    tdee: maintenance,
    adjustment,
    computed,
    target: isFloored ? floor : Math.round(computed / 10) * 10,
    floor,
    isFloored,
  };
}

/** Is a typed calorie target below the safe minimum for this sex (unknown sex: the lower one)? */
export function isBelowSafeIntake(kcal: number, sex: Sex | null): boolean {
  return kcal < MIN_SAFE_KCAL[sex ?? "female"];
}

/**
 * Macro targets. Atwater general factors: 4 kcal/g protein, 4 kcal/g carbohydrate, 9 kcal/g fat
 * (USDA Agriculture Handbook 74, 1973). Presets sit within the US Institute of Medicine's
 * Acceptable Macronutrient Distribution Ranges (2005: protein 10-35%, carbohydrate 45-65%,
 * fat 20-35%), except "low carb", which is deliberately below them.
 */
export const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;

export type MacroPreset = "balanced" | "high_protein" | "low_carb" | "custom";
export interface MacroSplit {
  protein: number;
  carbs: number;
  fat: number;
}

/** Labels read protein/carbs/fat as a share of calories. */
export const MACRO_PRESETS: Record<
  Exclude<MacroPreset, "custom">,
  { label: string; percent: MacroSplit }
> = {
  balanced: { label: "Balanced (20/50/30%)", percent: { protein: 20, carbs: 50, fat: 30 } },
  high_protein: { label: "High protein (30/40/30%)", percent: { protein: 30, carbs: 40, fat: 30 } },
  low_carb: { label: "Low carb (30/20/50%)", percent: { protein: 30, carbs: 20, fat: 50 } },
};

/** Grams for a share of the day's energy, to one decimal. */
export function gramsFromPercent(kcal: number, percent: MacroSplit): MacroSplit {
  const grams = (share: number, perG: number) =>
    Math.round(((kcal * share) / 100 / perG) * 10) / 10;
  return {
    protein: grams(percent.protein, KCAL_PER_G.protein),
    carbs: grams(percent.carbs, KCAL_PER_G.carbs),
    fat: grams(percent.fat, KCAL_PER_G.fat),
  };
}

/** The share of the day's energy each macro's grams make, rounded to whole percent. */
export function percentFromGrams(kcal: number, grams: MacroSplit): MacroSplit {
  if (kcal <= 0) return { protein: 0, carbs: 0, fat: 0 };
  const share = (g: number, perG: number) => Math.round(((g * perG) / kcal) * 100);
  return {
    protein: share(grams.protein, KCAL_PER_G.protein),
    carbs: share(grams.carbs, KCAL_PER_G.carbs),
    fat: share(grams.fat, KCAL_PER_G.fat),
  };
}

/**
 * Fibre: 14 g per 1,000 kcal (Dietary Guidelines for Americans 2020-2025, appendix 1), rounded.
 */
export function fibreTargetG(kcal: number): number {
  return Math.round((kcal / 1000) * 14);
}

/**
 * Drinks: EFSA's adequate intakes of total water are 2.0 L a day for women and 2.5 L for men
 * (EFSA Journal 2010;8(3):1459), of which about 80% comes from drinks: 1.6 L and 2.0 L.
 */
export function waterTargetMl(sex: "female" | "male" | null): number {
  return sex === "male" ? 2000 : 1600;
}
