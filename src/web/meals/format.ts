import { NUTRIENT_INFO, type NutrientKey } from "../../domain/nutrition";
import { portionUnitFor } from "../../domain/portion-words";
import { ozToG } from "../../domain/units";
import { formatEnergy, formatNumber, formatQuantity } from "../lib/format";

/** "165 kcal", "3.6 g"; unknown (no USDA value) is spelt out, never shown as 0. */
export function formatNutrient(key: NutrientKey, value: number | null): string {
  if (value === null) return "unknown";
  const { unit } = NUTRIENT_INFO[key];
  const digits = unit === "kcal" || value >= 100 ? 0 : 1;
  return `${formatNumber(value, digits)} ${unit}`;
}

/** "143 kcal", or "kcal unknown" when the food has no energy value. */
export const kcalText = (kcal: number | null) =>
  kcal === null ? "kcal unknown" : formatEnergy(kcal);

/**
 * A count of a household measure as people say it: portionAmount(1, 'medium (7" to 7-7/8" long)')
 * is "1 medium", (2, "slice") "2 slices", (1, "cup, chopped") "1 cup, chopped". SR28's bracketed
 * notes help choose a portion in the unit select; in a sentence or a diary row they are noise.
 */
export function portionAmount(quantity: number, unit: string): string {
  const plain = unit
    .replace(/\s*\([^)]*\)?/g, "")
    .replace(/\s+,/g, ",")
    .trim();
  return `${formatNumber(quantity, 2)} ${portionUnitFor(quantity, plain)}`.trim();
}

/** "150 g", "4 oz", "1 cup, chopped", "2 large", "2 servings": an entry's amount, by the display rule. */
export function formatAmount(entry: { quantity: number; unit: string; unitLabel: string }): string {
  if (entry.unit === "g") return formatQuantity(entry.quantity, "g");
  if (entry.unit === "oz") return formatQuantity(ozToG(entry.quantity), "oz");
  if (entry.unitLabel === "quick add") return "quick add";
  return portionAmount(entry.quantity, entry.unitLabel);
}

/**
 * The food a confirmation names: an SR28 name up to its first comma ("Egg, whole, raw, fresh" is
 * "Egg"), enough to recognise beside the amount; the user's own foods and recipes keep their name.
 */
export function shortFoodName(name: string, kind: "usda" | "custom" | "recipe"): string {
  if (kind !== "usda") return name;
  return name.split(",")[0]!.trim() || name;
}
