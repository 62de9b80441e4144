/**
 * Energy needs and the daily calorie target of the goal wizard.
 *
 * BMR: Mifflin MD, St Jeor ST, et al. "A new predictive equation for resting energy expenditure in
 * healthy individuals." Am J Clin Nutr 1990;51(2):241-247:
 *   10 × weight (kg) + 6.25 × height (cm) − 5 × age (y) + 5 (men) / − 161 (women).
 */
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
export const MAX_WEEKLY_RATE_KG: Record<Exclude<GoalType, "maintain">, number> = { lose: 1, gain: 0.5 };

/** Weekly rates the wizard offers, in kg a week. */
export const WEEKLY_RATE_CHOICES: Record<Exclude<GoalType, "maintain">, readonly number[]> = {
  lose: [0.25, 0.5, 0.75, 1],
  gain: [0.1, 0.25, 0.5],
};

/**
 * What is wrong with a goal's answers, or null: a rate within the limits (zero only to maintain),
 * and a goal weight on the right side of the current weight.
 */
export function goalProblem(input: { goalType: GoalType; weeklyRateKg: number; weightKg: number; goalWeightKg?: number | null | undefined }): { field: "weeklyRateKg" | "goalWeightKg"; message: string } | null {
  const { goalType, weeklyRateKg, weightKg, goalWeightKg } = input;
  if (goalType === "maintain") return null;
  if (weeklyRateKg > MAX_WEEKLY_RATE_KG[goalType]) return { field: "weeklyRateKg", message: `Choose a rate of at most ${MAX_WEEKLY_RATE_KG[goalType]} kg a week` };
  if (!(weeklyRateKg > 0)) return { field: "weeklyRateKg", message: "Choose a weekly rate above zero, or choose to maintain" };
  if (goalWeightKg == null) return null;
  if (goalType === "lose" && goalWeightKg >= weightKg) return { field: "goalWeightKg", message: "To lose weight, the goal must be below your current weight" };
  if (goalType === "gain" && goalWeightKg <= weightKg) return { field: "goalWeightKg", message: "To gain weight, the goal must be above your current weight" };
  return null;
}

export function bmrMifflinStJeor(input: { sex: Sex; weightKg: number; heightCm: number; ageYears: number }): number {
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

export function calorieTarget(input: CalorieTargetInput): CalorieTarget {
  const bmr = bmrMifflinStJeor(input);
  const maintenance = tdee(bmr, input.activity);
  const adjustment = dailyKcalForRate(input.goal, input.weeklyRateKg);
  const computed = maintenance + adjustment;
  const floor = MIN_SAFE_KCAL[input.sex];
  const isFloored = computed < floor;
  return { bmr, tdee: maintenance, adjustment, computed, target: isFloored ? floor : Math.round(computed / 10) * 10, floor, isFloored };
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
export const MACRO_PRESETS: Record<Exclude<MacroPreset, "custom">, { label: string; percent: MacroSplit }> = {
  balanced: { label: "Balanced (20/50/30%)", percent: { protein: 20, carbs: 50, fat: 30 } },
  high_protein: { label: "High protein (30/40/30%)", percent: { protein: 30, carbs: 40, fat: 30 } },
  low_carb: { label: "Low carb (30/20/50%)", percent: { protein: 30, carbs: 20, fat: 50 } },
};

/** Grams for a share of the day's energy, to one decimal. */
export function gramsFromPercent(kcal: number, percent: MacroSplit): MacroSplit {
  const grams = (share: number, perG: number) => Math.round(((kcal * share) / 100 / perG) * 10) / 10;
  return { protein: grams(percent.protein, KCAL_PER_G.protein), carbs: grams(percent.carbs, KCAL_PER_G.carbs), fat: grams(percent.fat, KCAL_PER_G.fat) };
}

/** The share of the day's energy each macro's grams make, rounded to whole percent. */
export function percentFromGrams(kcal: number, grams: MacroSplit): MacroSplit {
  if (kcal <= 0) return { protein: 0, carbs: 0, fat: 0 };
  const share = (g: number, perG: number) => Math.round(((g * perG) / kcal) * 100);
  return { protein: share(grams.protein, KCAL_PER_G.protein), carbs: share(grams.carbs, KCAL_PER_G.carbs), fat: share(grams.fat, KCAL_PER_G.fat) };
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
