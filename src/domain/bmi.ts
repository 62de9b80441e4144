import { isUnder18 } from "./age";

/**
 * Body mass index = kg / m². Adult categories of the World Health Organization (WHO Technical
 * Report Series 894, "Obesity: preventing and managing the global epidemic", 2000):
 * underweight < 18.5, normal 18.5-24.9, overweight 25-29.9, obese >= 30.
 */
export type BmiCategory = "underweight" | "normal" | "overweight" | "obese";

export const BMI_CATEGORY_LABELS: Record<BmiCategory, string> = {
  underweight: "Underweight",
  normal: "Healthy weight",
  overweight: "Overweight",
  obese: "Obese",
};

export function bmi(weightKg: number, heightCm: number): number | null {
  if (!(weightKg > 0) || !(heightCm > 0)) return null;
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

/** The category of a BMI as it is shown, to one decimal (so 24.96 reads 25.0 and is overweight). */
export function bmiCategory(value: number): BmiCategory {
  const shown = Math.round(value * 10) / 10;
  if (shown < 18.5) return "underweight";
  if (shown < 25) return "normal";
  if (shown < 30) return "overweight";
  return "obese";
}

/**
 * What the weight screen says under a BMI of someone under 18. The WHO adult cut-offs (18.5/25/30)
 * do not apply below 18: from 5 to 19 years the WHO reads BMI-for-age percentiles against its growth
 * reference (de Onis M et al., Bull World Health Organ 2007;85:660-7), tables we do not ship. So an
 * under-18 gets the number alone, and is pointed to someone who can read it for their age.
 */
export const BMI_UNDER_18_NOTE =
  "Adult BMI categories do not apply under 18; a doctor can read your BMI-for-age.";

export type BmiReading =
  { scale: "adult"; value: number; category: BmiCategory } | { scale: "under_18"; value: number };

/** The BMI as shown (one decimal), with the adult category only from 18; null without a height. */
export function bmiReading(input: {
  weightKg: number;
  heightCm: number | null;
  ageYears: number;
}): BmiReading | null {
  const exact = input.heightCm === null ? null : bmi(input.weightKg, input.heightCm);
  if (exact === null) return null;
  const value = Math.round(exact * 10) / 10;
  return isUnder18(input.ageYears)
    ? { scale: "under_18", value }
    : { scale: "adult", value, category: bmiCategory(exact) };
}
