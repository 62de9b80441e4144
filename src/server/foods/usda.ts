import { asc, eq } from "drizzle-orm";
import type { UsdaFood } from "../../contract/foods";
import type { FoodPanel } from "../../contract/nutrient-panel";
import { panelFromNutrients, type PanelAmounts } from "../../domain/nutrient-panel";
import { nutrientsOf } from "../../domain/nutrition";
import type { Db } from "../db/client";
import { foodPanels, foodPortions, foods } from "../db/schema";
import { notFound } from "../errors";

/** One USDA food with its per-100 g values and household portions (SR28 order). */
export async function getUsdaFood(db: Db, id: string): Promise<UsdaFood> {
  const [food] = await db.select().from(foods).where(eq(foods.id, id));
  if (!food) throw notFound("No such food");
  const portions = await db
    .select({
      seq: foodPortions.seq,
      amount: foodPortions.amount,
      unit: foodPortions.unit,
      grams: foodPortions.grams,
    })
    .from(foodPortions)
    .where(eq(foodPortions.foodId, id))
    .orderBy(asc(foodPortions.seq));
  return {
    id: food.id,
    name: food.name,
    foodGroup: food.foodGroup,
    per100g: nutrientsOf(food),
    portions,
  };
}

/**
 * A USDA food's full panel per 100 g. A food loaded before the panels were (they are seeded right
 * after the foods) falls back to its 16 columns, so it is never shown as all unknown.
 */
export async function getUsdaPanel(db: Db, id: string): Promise<PanelAmounts | null> {
  const [panel] = await db
    .select({ amounts: foodPanels.amounts })
    .from(foodPanels)
    .where(eq(foodPanels.foodId, id));
  if (panel) return panel.amounts;
  const [food] = await db.select().from(foods).where(eq(foods.id, id));
  return food ? panelFromNutrients(nutrientsOf(food)) : null;
}

export async function getFoodPanel(db: Db, id: string): Promise<FoodPanel> {
  const per100g = await getUsdaPanel(db, id);
  if (!per100g) throw notFound("No such food");
  return { foodId: id, per100g };
}
