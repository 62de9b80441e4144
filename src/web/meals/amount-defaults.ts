import type { Portion, SuggestedAmount } from "../../contract/foods";
import { MEAL_LABELS, type MealName } from "../../contract/meals";
import { displayAmount, ozToG, UNITS_OF, type UnitSystem } from "../../domain/units";
import { formatNumber, formatQuantity } from "../lib/format";
import { portionAmount } from "./format";

/** The parts of a food the amount form needs to pick its starting amount. */
export interface AmountFood {
  kind: "usda" | "custom" | "recipe";
  name: string;
  basis: "100 g" | "serving";
  suggested?: SuggestedAmount | null | undefined;
}

export interface StartingAmount {
  quantity: number;
  /** "g", "oz", "serving" or "portion:<seq>", as the form's unit select names them. */
  unitChoice: string;
}

/** Grams in the user's food unit, rounded by the one display rule (100 g is 3.5 oz). */
function inFoodUnit(grams: number, unitSystem: UnitSystem): StartingAmount {
  const unit = UNITS_OF[unitSystem].food;
  return { quantity: displayAmount(grams, unit), unitChoice: unit };
}

/** 100 g (3.5 oz for someone who weighs in ounces), or one serving. */
function plainDefault(food: AmountFood, unitSystem: UnitSystem): StartingAmount {
  if (food.kind === "recipe" || (food.kind === "custom" && food.basis === "serving"))
    return { quantity: 1, unitChoice: "serving" };
  return inFoodUnit(100, unitSystem);
}

/**
 * Where the amount form starts: the search's suggested amount ("2 eggs" → 2 large; a banana → 1
 * medium) when this food can be weighed that way, else 100 g or one serving. Grams the user did not
 * type ("200g yogurt" is kept as typed) become ounces for someone who uses imperial units.
 */
export function startingAmount({
  food,
  portions,
  unitSystem,
  askedForGrams = false,
}: {
  food: AmountFood;
  portions: readonly Portion[];
  unitSystem: UnitSystem;
  askedForGrams?: boolean;
}): StartingAmount {
  const suggested = food.suggested;
  if (!suggested) return plainDefault(food, unitSystem);
  const { quantity, unit, portionSeq } = suggested;
  if (unit === "portion") {
    return food.kind === "usda" && portions.some((p) => p.seq === portionSeq)
      ? { quantity, unitChoice: `portion:${portionSeq}` }
      : plainDefault(food, unitSystem);
  }
  if (unit === "serving")
    return food.kind === "usda"
      ? plainDefault(food, unitSystem)
      : { quantity, unitChoice: "serving" };
  if (food.kind === "recipe") return plainDefault(food, unitSystem);
  if (unit === "g" && !askedForGrams) return inFoodUnit(quantity, unitSystem);
  return { quantity, unitChoice: unit };
}

/**
 * "150 g", "4.5 oz", "2 large", "3 cups", "1 serving": the amount as the confirmation reads it. The
 * quantity counts the portion's unit, not the SR28 row's amount (a "0.5 cup" row weighs one cup at
 * twice its grams: domain amountToGrams), so 3 of it are 3 cups.
 */
export function describeAmount(
  quantity: number,
  unitChoice: string,
  portions: readonly Portion[],
): string {
  if (unitChoice === "g") return formatQuantity(quantity, "g");
  if (unitChoice === "oz") return formatQuantity(ozToG(quantity), "oz");
  if (unitChoice === "serving") return portionAmount(quantity, "serving");
  const portion = portions.find((p) => `portion:${p.seq}` === unitChoice);
  if (!portion) return formatNumber(quantity, 2);
  return portionAmount(quantity, portion.unit);
}

/**
 * "Added Egg (2 large) to Breakfast.": the food first, as people name it, then how much. `food` is
 * the short name (format.ts shortFoodName); the amount from describeAmount or the entry.
 */
export const addedMessage = (food: string, amount: string, meal: MealName) =>
  `Added ${food} (${amount}) to ${MEAL_LABELS[meal]}.`;
