import { and, asc, eq, inArray } from "drizzle-orm";
import type { Portion, UsdaFood } from "../../contract/foods";
import type { FoodPanel } from "../../contract/nutrient-panel";
import { panelFromNutrients, type PanelAmounts } from "../../domain/nutrient-panel";
import { nutrientsOf } from "../../domain/nutrition";
import type { Db } from "../db/client";
import { foodPanels, foodPortions, foods } from "../db/schema";
import { notFound } from "../errors";

const portionColumns = {
  seq: foodPortions.seq,
  amount: foodPortions.amount,
  unit: foodPortions.unit,
  grams: foodPortions.grams,
};

/** A USDA food's name and per-100 g values, without its portions; null when there is none. */
export async function findUsdaFood(db: Db, id: string): Promise<Omit<UsdaFood, "portions"> | null> {
  const [food] = await db.select().from(foods).where(eq(foods.id, id));
  return food
    ? { id: food.id, name: food.name, foodGroup: food.foodGroup, per100g: nutrientsOf(food) }
    : null;
}

/** One USDA food with its per-100 g values and household portions (SR28 order). */
export async function getUsdaFood(db: Db, id: string): Promise<UsdaFood> {
  const food = await findUsdaFood(db, id);
  if (!food) throw notFound("No such food");
  const portions = await db
    .select(portionColumns)
    .from(foodPortions)
    .where(eq(foodPortions.foodId, id))
    .orderBy(asc(foodPortions.seq));
  return { ...food, portions };
}

/** One household portion of a USDA food by its number; null when the food has no such portion. */
export async function findUsdaPortion(
  db: Db,
  options: { foodId: string; seq: number },
): Promise<Portion | null> {
  const [portion] = await db
    .select(portionColumns)
    .from(foodPortions)
    .where(and(eq(foodPortions.foodId, options.foodId), eq(foodPortions.seq, options.seq)));
  return portion ?? null;
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
  const food = await findUsdaFood(db, id);
  return food ? panelFromNutrients(food.per100g) : null;
}

/**
 * The full panels per 100 g of several USDA foods, by id, by getUsdaPanel's rule: a food without a
 * panel row falls back to its 16 columns. An id that names no food is absent.
 */
export async function getUsdaPanels(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, PanelAmounts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ foodId: foodPanels.foodId, amounts: foodPanels.amounts })
    .from(foodPanels)
    .where(inArray(foodPanels.foodId, unique));
  const panels = new Map(rows.map((row) => [row.foodId, row.amounts]));
  const missing = unique.filter((id) => !panels.has(id));
  if (missing.length > 0) {
    for (const food of await db.select().from(foods).where(inArray(foods.id, missing)))
      panels.set(food.id, panelFromNutrients(nutrientsOf(food)));
  }
  return panels;
}

/** The current names of USDA foods, by id; an id that names no food is absent. */
export async function getUsdaNames(
  db: Db,
  ids: readonly string[],
): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: foods.id, name: foods.name })
    .from(foods)
    .where(inArray(foods.id, [...ids]));
}

export async function getFoodPanel(db: Db, id: string): Promise<FoodPanel> {
  const per100g = await getUsdaPanel(db, id);
  if (!per100g) throw notFound("No such food");
  return { foodId: id, per100g };
}
