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
