import type { Portion, SuggestedAmount } from "../../contract/foods";
import type { FoodQueryAmount } from "../../domain/food-query";
import { ML_PER_US_FL_OZ, ozToG } from "../../domain/units";
import { portionUnitFor } from "../../domain/portion-words";

/**
 * The amount a search result suggests: what the query asked for ("2 eggs" → 2 large), else the
 * food's most natural household portion. SR28 portion units read "large", "cup, chopped",
 * "medium (7\" to 7-7/8\" long)", "slice (1 oz)": their first word is what people say.
 */

/** US customary volumes in ml (NIST Handbook 44, appendix C), to weigh "250 ml" from a cup's grams. */
const ML: Record<string, number> = {
  cup: 236.588,
  tbsp: 14.787,
  tsp: 4.929,
  "fl oz": ML_PER_US_FL_OZ,
  quart: 946.353,
  ml: 1,
};
const WEIGHT_UNITS = new Set(["oz", "lb", "g", "kg", "package", "container", "serving", "nlea"]);

/** "medium (7\" to 7-7/8\" long)" → "medium"; "cup, chopped" → "cup"; "fl oz" and "extra large" stay two words. */
export function portionHead(unit: string): string {
  const text = unit.toLowerCase().replace(/\(.*$/, "").split(",")[0]!.trim();
  const words = text.split(/\s+/);
  if ((words[0] === "extra" || words[0] === "fl") && words[1]) return `${words[0]} ${words[1]}`;
  const head = words[0] ?? "";
  return head.length > 3 && head.endsWith("s") && !head.endsWith("ss") ? head.slice(0, -1) : head;
}

/** How natural a portion is to start from: a medium fruit, a slice, a piece, a cup; odd measures last. */
function naturalness(head: string, sizesAreEggs: boolean): number {
  if (sizesAreEggs && head === "large") return 12;
  const rank: Record<string, number> = {
    medium: 10,
    slice: 9,
    fruit: 9,
    piece: 8,
    breast: 8,
    fillet: 8,
    steak: 8,
    chop: 8,
    thigh: 8,
    drumstick: 8,
    wing: 8,
    patty: 8,
    link: 8,
    sausage: 8,
    bagel: 8,
    muffin: 8,
    roll: 8,
    pancake: 8,
    waffle: 8,
    tortilla: 8,
    bar: 8,
    item: 8,
    cup: 7,
    large: 6,
    small: 5,
    container: 4,
    tbsp: 4,
    "fl oz": 3,
    tsp: 3,
    "extra large": 3,
    nlea: 2,
    oz: 1,
  };
  return rank[head] ?? 5;
}

/** A single item one counts ("2 eggs", "3 apples"), not a volume or weight. */
const isCountable = (head: string) =>
  !(head in ML) && !WEIGHT_UNITS.has(head) && !["quart", "pint", "gallon", "cubic"].includes(head);

const number = (n: number) => String(Math.round(n * 100) / 100);

function counted(quantity: number, unit: string): string {
  return `${number(quantity)} ${portionUnitFor(quantity, unit)}`;
}

function withEnergy(
  amount: Omit<SuggestedAmount, "energyKcal">,
  kcalPer100g: number | null,
): SuggestedAmount {
  const energyKcal =
    amount.grams === null || kcalPer100g === null
      ? null
      : Math.round((amount.grams * kcalPer100g) / 100);
  return {
    ...amount,
    grams: amount.grams === null ? null : Math.round(amount.grams * 10) / 10,
    energyKcal,
  };
}

function ofPortion(
  portion: Portion,
  quantity: number,
  kcalPer100g: number | null,
): SuggestedAmount {
  const label = counted(quantity, portion.unit.replace(/\s*\(.*$/, "").trim());
  return withEnergy(
    {
      quantity,
      unit: "portion",
      portionSeq: portion.seq,
      label,
      grams: (portion.grams * quantity) / portion.amount,
    },
    kcalPer100g,
  );
}

/**
 * The food's most natural portion, or null when it has none. Eggs are sold and counted as large
 * (SR28 gives eggs jumbo to small sizes); other foods' "medium" is the middle size.
 */
export function naturalPortion(portions: Portion[], foodName = ""): Portion | null {
  const sizesAreEggs =
    /^egg\b/i.test(foodName) || portions.some((p) => portionHead(p.unit) === "jumbo");
  let best: Portion | null = null;
  let bestRank = -Infinity;
  for (const p of portions) {
    const rank = naturalness(portionHead(p.unit), sizesAreEggs) - (p.amount === 1 ? 0 : 0.5);
    if (rank > bestRank) [best, bestRank] = [p, rank];
  }
  return best;
}

/** Grams per ml of the food, from any of its volume portions, else water's. */
function density(portions: Portion[]): number {
  for (const p of portions) {
    const ml = ML[portionHead(p.unit)];
    if (ml) return p.grams / (p.amount * ml);
  }
  return 1;
}

/** A weight typed in the query, as an entry logs it (kilograms in grams, pounds in ounces); null for anything else. */
function typedWeight(amount: FoodQueryAmount | null): Omit<SuggestedAmount, "energyKcal"> | null {
  if (!amount) return null;
  const { quantity, unit } = amount;
  const as = (unit: "g" | "oz", count: number, grams: number) => ({
    quantity: count,
    unit,
    portionSeq: null,
    label: `${number(quantity)} ${amount.unit}`,
    grams,
  });
  if (unit === "g") return as("g", quantity, quantity);
  if (unit === "kg") return as("g", quantity * 1000, quantity * 1000);
  if (unit === "oz") return as("oz", quantity, ozToG(quantity));
  if (unit === "lb") return as("oz", quantity * 16, ozToG(quantity * 16));
  return null;
}

/** What a USDA food's search result suggests for the parsed amount (or none typed). */
export function suggestUsdaAmount(
  portions: Portion[],
  amount: FoodQueryAmount | null,
  kcalPer100g: number | null,
  foodName = "",
): SuggestedAmount | null {
  const natural = naturalPortion(portions, foodName);
  if (!amount) return natural ? ofPortion(natural, 1, kcalPer100g) : null;
  const { quantity, unit } = amount;
  const grams = (g: number, label: string): SuggestedAmount =>
    withEnergy({ quantity: g, unit: "g", portionSeq: null, label, grams: g }, kcalPer100g);
  const weight = typedWeight(amount);
  if (weight) return withEnergy(weight, kcalPer100g);
  const named = unit === null ? null : portions.find((p) => portionHead(p.unit) === unit);
  if (named) return ofPortion(named, quantity, kcalPer100g);
  const ml = unit === null ? undefined : ML[unit];
  if (ml !== undefined)
    return grams(quantity * ml * density(portions), `${number(quantity)} ${unit}`);
  // A bare count ("2 eggs") or a size the food lacks: that many of its most natural single item.
  const countable = portions.filter((p) => isCountable(portionHead(p.unit)));
  const item = naturalPortion(countable, foodName) ?? natural;
  return item ? ofPortion(item, quantity, kcalPer100g) : null;
}

/** A custom food's serving (or `quantity` of them), or grams when the query gave a weight. */
export function suggestCustomAmount(
  food: {
    basis: "100 g" | "serving";
    servingLabel: string;
    servingGrams: number | null;
    energyKcal: number | null;
  },
  amount: FoodQueryAmount | null,
): SuggestedAmount | null {
  const per100g =
    food.basis === "100 g"
      ? food.energyKcal
      : food.servingGrams && food.energyKcal !== null
        ? (food.energyKcal * 100) / food.servingGrams
        : null;
  const weight = typedWeight(amount);
  if (weight && (food.basis === "100 g" || food.servingGrams)) return withEnergy(weight, per100g);
  if (food.basis === "100 g" && !food.servingGrams) return null;
  const servings = amount && amount.unit === null ? amount.quantity : 1;
  const energyKcal =
    food.basis === "serving"
      ? food.energyKcal
      : food.servingGrams && food.energyKcal !== null
        ? (food.energyKcal * food.servingGrams) / 100
        : null;
  return {
    quantity: servings,
    unit: "serving",
    portionSeq: null,
    label: counted(servings, food.servingLabel),
    grams: food.servingGrams === null ? null : Math.round(food.servingGrams * servings * 10) / 10,
    energyKcal: energyKcal === null ? null : Math.round(energyKcal * servings),
  };
}

/** A recipe is logged by the serving: 1, or the count typed ("2 chili"). */
export function suggestRecipeAmount(
  energyPerServing: number | null,
  amount: FoodQueryAmount | null,
): SuggestedAmount {
  const servings = amount && amount.unit === null ? amount.quantity : 1;
  return {
    quantity: servings,
    unit: "serving",
    portionSeq: null,
    label: counted(servings, "serving"),
    grams: null,
    energyKcal: energyPerServing === null ? null : Math.round(energyPerServing * servings),
  };
}
