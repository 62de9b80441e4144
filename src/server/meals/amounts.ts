import type { z } from "zod";
import type { CreateEntryBody } from "../../contract/meals";
import {
  amountToGrams,
  emptyNutrients,
  MAX_ENTRY_GRAMS,
  MAX_ENTRY_SERVINGS,
  nutrientsForGrams,
  roundNutrients,
  scaleNutrients,
  type Nutrients,
} from "../../domain/nutrition";
import type { Db } from "../db/client";
import { fieldError, notFound } from "../errors";
import { customFoodAmount, getOwnCustomFood } from "../foods/custom-foods";
import { getRecipe } from "../foods/recipes";
import { findUsdaFood, findUsdaPortion, getUsdaPanel } from "../foods/usda";
import { recipePanelPerServing } from "./panel";
import {
  columnsFromPanel,
  knownAmounts,
  panelFromNutrients,
  scalePanel,
  type PanelAmounts,
} from "../../domain/nutrient-panel";

export type EntrySource = z.output<typeof CreateEntryBody>;

/** What an entry stores besides date and meal: the reference, the amount and the nutrient snapshot. */
export interface ResolvedEntry {
  kind: "usda" | "custom" | "recipe" | "quick";
  foodId: string | null;
  customFoodId: string | null;
  recipeId: string | null;
  name: string;
  quantity: number;
  unit: "g" | "oz" | "serving" | "portion";
  portionSeq: number | null;
  unitLabel: string;
  grams: number | null;
  servings: number | null;
  nutrients: Nutrients;
  /** The full panel of the logged amount (null only on rows from before panels existed). */
  panel: PanelAmounts | null;
}

export function checkGrams(grams: number): void {
  if (grams > MAX_ENTRY_GRAMS)
    throw fieldError("quantity", `That is more than ${MAX_ENTRY_GRAMS} g in one entry`);
}

export function checkServings(servings: number): void {
  if (servings > MAX_ENTRY_SERVINGS)
    throw fieldError("quantity", `At most ${MAX_ENTRY_SERVINGS} servings in one entry`);
}

/** Weight of `quantity` `unit` of a USDA food, looking up its household portion when needed. */
export async function usdaGrams(
  db: Db,
  options: {
    foodId: string;
    quantity: number;
    unit: "g" | "oz" | "portion";
    portionSeq?: number | null | undefined;
  },
): Promise<{ grams: number; unitLabel: string }> {
  if (options.unit !== "portion") {
    return { grams: amountToGrams(options.quantity, options.unit), unitLabel: options.unit };
  }
  if (!options.portionSeq) throw fieldError("portionSeq", "Choose a portion");
  const portion = await findUsdaPortion(db, { foodId: options.foodId, seq: options.portionSeq });
  if (!portion) throw fieldError("portionSeq", "This food has no such portion");
  return { grams: amountToGrams(options.quantity, "portion", portion), unitLabel: portion.unit };
}

/** Turns what the user chose into the row to store, refusing amounts that cannot be right. */
export async function resolveEntry(
  db: Db,
  userId: string,
  source: EntrySource,
): Promise<ResolvedEntry> {
  const none = {
    foodId: null,
    customFoodId: null,
    recipeId: null,
    portionSeq: null,
    grams: null,
    servings: null,
  };
  switch (source.kind) {
    case "usda": {
      const food = await findUsdaFood(db, source.foodId);
      if (!food) throw notFound("No such food");
      const { grams, unitLabel } = await usdaGrams(db, source);
      checkGrams(grams);
      const panel = await getUsdaPanel(db, food.id);
      return {
        ...none,
        kind: "usda",
        foodId: food.id,
        name: food.name,
        quantity: source.quantity,
        unit: source.unit,
        portionSeq: source.unit === "portion" ? source.portionSeq! : null,
        unitLabel,
        grams,
        nutrients: roundNutrients(nutrientsForGrams(food.per100g, grams)),
        panel: panel && scalePanel(panel, grams / 100),
      };
    }
    case "custom": {
      const food = await getOwnCustomFood(db, { userId, id: source.customFoodId });
      const amount: { grams: number } | { servings: number } =
        source.unit === "serving"
          ? { servings: source.quantity }
          : { grams: amountToGrams(source.quantity, source.unit) };
      if ("grams" in amount) checkGrams(amount.grams);
      else checkServings(amount.servings);
      const result = customFoodAmount(food, amount);
      if (!result) {
        throw fieldError(
          "unit",
          source.unit === "serving"
            ? "This food has no serving weight; log it in grams"
            : "This food has no serving weight; log it by the serving",
        );
      }
      if (result.grams !== null) checkGrams(result.grams);
      return {
        ...none,
        kind: "custom",
        customFoodId: food.id,
        name: food.name,
        quantity: source.quantity,
        unit: source.unit,
        unitLabel: source.unit === "serving" ? food.servingLabel : source.unit,
        grams: result.grams,
        servings: result.servings,
        nutrients: roundNutrients(result.nutrients),
        panel: result.panel,
      };
    }
    case "recipe": {
      const recipe = await getRecipe(db, { userId, id: source.recipeId });
      checkServings(source.quantity);
      return {
        ...none,
        kind: "recipe",
        recipeId: recipe.id,
        name: recipe.name,
        quantity: source.quantity,
        unit: "serving",
        unitLabel: "serving",
        servings: source.quantity,
        nutrients: roundNutrients(scaleNutrients(recipe.perServing, source.quantity)),
        panel: scalePanel(await recipePanelPerServing(db, { userId, recipe }), source.quantity),
      };
    }
    case "quick": {
      const extra = knownAmounts(source.panel);
      const nutrients: Nutrients = {
        ...emptyNutrients(),
        // Label values that are columns (sodium, iron...) go in the columns too, so the diary's totals see them.
        ...columnsFromPanel(extra),
        energyKcal: source.energyKcal,
        proteinG: source.proteinG,
        carbsG: source.carbsG,
        fatG: source.fatG,
      };
      return {
        ...none,
        kind: "quick",
        name: source.name || "Quick add",
        quantity: 1,
        unit: "serving",
        unitLabel: "quick add",
        servings: 1,
        nutrients,
        panel: { ...extra, ...panelFromNutrients(nutrients) },
      };
    }
  }
}
