import { NUTRIENT_INFO, type NutrientKey } from "../../domain/nutrition";
import { formatNumber } from "../lib/format";

/** "165 kcal", "3.6 g"; unknown (no USDA value) is spelt out, never shown as 0. */
export function formatNutrient(key: NutrientKey, value: number | null): string {
  if (value === null) return "unknown";
  const { unit } = NUTRIENT_INFO[key];
  const digits = unit === "kcal" || value >= 100 ? 0 : 1;
  return `${formatNumber(value, digits)} ${unit}`;
}

/** "150 g", "4 oz", "1 × cup, chopped", "2 servings". */
export function formatAmount(entry: { quantity: number; unit: string; unitLabel: string }): string {
  const q = formatNumber(entry.quantity, 2);
  if (entry.unit === "g" || entry.unit === "oz") return `${q} ${entry.unit}`;
  if (entry.unitLabel === "quick add") return "quick add";
  return `${q} × ${entry.unitLabel}`;
}
