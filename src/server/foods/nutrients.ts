import { NUTRIENT_KEYS, type Nutrients } from "../../domain/nutrition";

/** The nutrient columns of a row (foods, custom_foods, meal_entries) as a Nutrients object. */
export function nutrientsOf(row: Record<string, unknown>): Nutrients {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((k) => {
      const value = row[k];
      return [k, value === null || value === undefined ? null : Number(value)];
    }),
  ) as Nutrients;
}

/** Rounded for storage and display: 2 decimals keep µg-level values without float noise. */
export function roundNutrients(n: Nutrients): Nutrients {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((k) => [k, n[k] === null ? null : Math.round(n[k] * 100) / 100]),
  ) as Nutrients;
}
