import { asc, eq } from "drizzle-orm";
import type { UsdaFood } from "../../contract/foods";
import type { Db } from "../db/client";
import { foodPortions, foods } from "../db/schema";
import { notFound } from "../errors";
import { nutrientsOf } from "./nutrients";

/** One USDA food with its per-100 g values and household portions (SR28 order). */
export async function getUsdaFood(db: Db, id: string): Promise<UsdaFood> {
  const [food] = await db.select().from(foods).where(eq(foods.id, id));
  if (!food) throw notFound("No such food");
  const portions = await db
    .select({ seq: foodPortions.seq, amount: foodPortions.amount, unit: foodPortions.unit, grams: foodPortions.grams })
    .from(foodPortions)
    .where(eq(foodPortions.foodId, id))
    .orderBy(asc(foodPortions.seq));
  return { id: food.id, name: food.name, foodGroup: food.foodGroup, per100g: nutrientsOf(food), portions };
}
