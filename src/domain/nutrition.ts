import { ozToG } from "./units";

/** The 16 nutrients of the USDA SR28 extract (data/README.md), in display order. */
export const NUTRIENT_KEYS = [
  "energyKcal",
  "proteinG",
  "carbsG",
  "fatG",
  "fiberG",
  "sugarsG",
  "sodiumMg",
  "saturatedFatG",
  "cholesterolMg",
  "potassiumMg",
  "calciumMg",
  "ironMg",
  "vitaminCMg",
  "vitaminDUg",
  "vitaminAUg",
  "magnesiumMg",
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Amounts of each nutrient; null = no published value (unknown), which is not zero. */
export type Nutrients = Record<NutrientKey, number | null>;

/** The seven shown in every meal and day total; the others form the micronutrient panel. */
export const MAIN_NUTRIENTS: readonly NutrientKey[] = [
  "energyKcal",
  "proteinG",
  "carbsG",
  "fatG",
  "fiberG",
  "sugarsG",
  "sodiumMg",
];
export const PANEL_NUTRIENTS: readonly NutrientKey[] = NUTRIENT_KEYS.filter(
  (k) => !MAIN_NUTRIENTS.includes(k),
);

/** Labels and units. Targets are the user's (dietary-reference-intakes.ts and their own), not a label's Daily Values. */
export const NUTRIENT_INFO: Record<
  NutrientKey,
  { label: string; unit: "kcal" | "g" | "mg" | "µg" }
> = {
  energyKcal: { label: "Calories", unit: "kcal" },
  proteinG: { label: "Protein", unit: "g" },
  carbsG: { label: "Carbohydrate", unit: "g" },
  fatG: { label: "Fat", unit: "g" },
  fiberG: { label: "Fibre", unit: "g" },
  sugarsG: { label: "Sugars", unit: "g" },
  sodiumMg: { label: "Sodium", unit: "mg" },
  saturatedFatG: { label: "Saturated fat", unit: "g" },
  cholesterolMg: { label: "Cholesterol", unit: "mg" },
  potassiumMg: { label: "Potassium", unit: "mg" },
  calciumMg: { label: "Calcium", unit: "mg" },
  ironMg: { label: "Iron", unit: "mg" },
  vitaminCMg: { label: "Vitamin C", unit: "mg" },
  vitaminDUg: { label: "Vitamin D", unit: "µg" },
  vitaminAUg: { label: "Vitamin A (RAE)", unit: "µg" },
  magnesiumMg: { label: "Magnesium", unit: "mg" },
};

/** Largest single entry we accept: 5 kg of one food is a typing slip, not a meal. */
export const MAX_ENTRY_GRAMS = 5000;
export const MAX_ENTRY_SERVINGS = 100;

export function emptyNutrients(): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])) as Nutrients;
}

/** Every nutrient times `factor`; unknown stays unknown. */
export function scaleNutrients(nutrients: Nutrients, factor: number): Nutrients {
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    const value = nutrients[key];
    out[key] = value === null ? null : value * factor;
  }
  return out;
}

/** Nutrients of `grams` of a food given per 100 g. */
export function nutrientsForGrams(per100g: Nutrients, grams: number): Nutrients {
  return scaleNutrients(per100g, grams / 100);
}

/**
 * The nutrient columns of a row (a food, a custom food, an entry) as Nutrients. A driver may give
 * a numeric column as text, so each is read as a number; an empty one stays unknown.
 */
export function nutrientsOf(row: Readonly<Record<string, unknown>>): Nutrients {
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    const value = row[key];
    out[key] = value === null || value === undefined ? null : Number(value);
  }
  return out;
}

/** Rounded for storage and display: 2 decimals keep µg-level values without float noise. */
export function roundNutrients(nutrients: Nutrients): Nutrients {
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    const value = nutrients[key];
    out[key] = value === null ? null : Math.round(value * 100) / 100;
  }
  return out;
}

export type AmountUnit = "g" | "oz" | "portion";

/**
 * Grams of `quantity` units. A USDA portion row says `amount` × its unit weighs `grams`
 * (SR28 WEIGHT table), so n units weigh grams × n / amount.
 */
export function amountToGrams(
  quantity: number,
  unit: AmountUnit,
  portion?: { amount: number; grams: number },
): number {
  if (unit === "g") return quantity;
  if (unit === "oz") return ozToG(quantity);
  if (!portion) throw new RangeError("A portion is needed to weigh a household measure");
  return (portion.grams * quantity) / portion.amount;
}

export interface NutrientTotals {
  /** Sum of the known values (0 when none is known). */
  totals: Record<NutrientKey, number>;
  /** For each nutrient, how many of the summed items have no value for it. */
  unknownCount: Record<NutrientKey, number>;
  count: number;
}

/**
 * Sums entries. Unknown values are counted, not treated as zero, so a screen can say "at least 120 mg,
 * 2 foods without a value" instead of presenting a gap as a measurement.
 */
export function sumNutrients(items: readonly Nutrients[]): NutrientTotals {
  const totals = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Record<
    NutrientKey,
    number
  >;
  const unknownCount = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Record<
    NutrientKey,
    number
  >;
  for (const item of items) {
    for (const key of NUTRIENT_KEYS) {
      const value = item[key];
      if (value === null) unknownCount[key] += 1;
      else totals[key] += value;
    }
  }
  return { totals, unknownCount, count: items.length };
}

/**
 * One serving of a recipe: the ingredients' nutrients summed and divided by the yield. A nutrient no
 * ingredient has a value for stays unknown; one that only some ingredients lack is the sum of the
 * known ones (a lower bound): dropping a whole recipe's sodium because one spice has no value would
 * hide more than it tells.
 */
export function recipePerServing(ingredients: readonly Nutrients[], servings: number): Nutrients {
  if (!(servings > 0)) throw new RangeError("A recipe yields at least some servings");
  const { totals, unknownCount } = sumNutrients(ingredients);
  const out = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    out[key] =
      ingredients.length > 0 && unknownCount[key] === ingredients.length
        ? null
        : totals[key] / servings;
  }
  return out;
}

/**
 * 100 g of food holds at most 100 g of protein, carbohydrate and fat together, and no food beats
 * pure fat's energy (about 884 kcal / 100 g: USDA SR28 #04582, canola oil). One point of slack
 * covers labels that round each figure up.
 */
const MAX_KCAL_PER_100G = 900;
const MAX_MACROS_PER_100G = 101;
const MASS_KEYS = ["proteinG", "carbsG", "fatG", "fiberG", "sugarsG", "saturatedFatG"] as const;

/**
 * The values of a food, scaled to 100 g, that no real food can have, with the reason for each:
 * a typo such as 2500 kcal for a 100 g yoghurt would otherwise inflate every day it is logged on.
 */
export function impossibleNutrients(
  per100g: Partial<Nutrients>,
): { key: NutrientKey; message: string }[] {
  const problems: { key: NutrientKey; message: string }[] = [];
  if ((per100g.energyKcal ?? 0) > MAX_KCAL_PER_100G) {
    problems.push({
      key: "energyKcal",
      message: `No food has more than ${MAX_KCAL_PER_100G} kcal per 100 g (pure fat has about 884)`,
    });
  }
  for (const key of MASS_KEYS) {
    if ((per100g[key] ?? 0) > MAX_MACROS_PER_100G)
      problems.push({ key, message: "More grams than the food weighs: check the amount" });
  }
  const macros = (per100g.proteinG ?? 0) + (per100g.carbsG ?? 0) + (per100g.fatG ?? 0);
  if (macros > MAX_MACROS_PER_100G && !problems.some((p) => p.key === "fatG")) {
    problems.push({
      key: "fatG",
      message:
        "Protein, carbohydrate and fat add up to more than the food weighs: check the amounts",
    });
  }
  return problems;
}
