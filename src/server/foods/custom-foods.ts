import { and, asc, eq } from "drizzle-orm";
import type { CustomFood, CustomFoodBody } from "../../contract/foods";
import type { z } from "zod";
import type { Db } from "../db/client";
import { customFoods, recipeIngredients, recipes } from "../db/schema";
import { returnedRow } from "../db/sql";
import { conflict, fieldError, notFound } from "../errors";
import { nutrientsOf, scaleNutrients, type Nutrients } from "../../domain/nutrition";
import {
  knownAmounts,
  panelFromNutrients,
  scalePanel,
  type PanelAmounts,
} from "../../domain/nutrient-panel";

type Body = z.output<typeof CustomFoodBody>;
type Row = typeof customFoods.$inferSelect;

export function toCustomFood(row: Row): CustomFood {
  return {
    id: row.id,
    name: row.name,
    basis: row.basis,
    servingLabel: row.servingLabel,
    servingGrams: row.servingGrams,
    nutrients: nutrientsOf(row),
    panel: row.panel ?? {},
  };
}

/**
 * A custom food of this user; someone else's id answers 404, as if it did not exist. With `lock`, the
 * row stays locked until the transaction ends, so requests that change or use the food take turns.
 */
export async function getOwnCustomFood(
  db: Db,
  options: { userId: string; id: string },
  lock?: "update" | "no key update" | "share",
): Promise<Row> {
  const query = db
    .select()
    .from(customFoods)
    .where(and(eq(customFoods.id, options.id), eq(customFoods.userId, options.userId)));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound("No such food");
  return row;
}

export async function listCustomFoods(db: Db, options: { userId: string }): Promise<CustomFood[]> {
  const rows = await db
    .select()
    .from(customFoods)
    .where(eq(customFoods.userId, options.userId))
    .orderBy(asc(customFoods.name));
  return rows.map(toCustomFood);
}

const valuesOf = (body: Body) => ({
  name: body.name,
  basis: body.basis,
  servingLabel: body.servingLabel,
  servingGrams: body.servingGrams,
  ...body.nutrients,
  panel: knownOnly(body.panel),
});

/** The extra nutrients given, without the empty ones (unknown is absent, never zero); null if none. */
function knownOnly(panel: Body["panel"]): PanelAmounts | null {
  const known = knownAmounts(panel);
  return Object.keys(known).length > 0 ? known : null;
}

export async function createCustomFood(
  db: Db,
  options: { userId: string; body: Body },
): Promise<CustomFood> {
  const [row] = await db
    .insert(customFoods)
    .values({ userId: options.userId, ...valuesOf(options.body) })
    .returning();
  return toCustomFood(row!);
}

/** Names of this user's recipes that use the custom food, quoted and sorted, for the refusal messages. */
async function recipesUsing(
  db: Db,
  customFoodId: string,
): Promise<{ names: string; one: boolean } | null> {
  const usedIn = await db
    .selectDistinct({ name: recipes.name })
    .from(recipeIngredients)
    .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
    .where(eq(recipeIngredients.customFoodId, customFoodId))
    .orderBy(asc(recipes.name));
  if (usedIn.length === 0) return null;
  return { names: usedIn.map((r) => `“${r.name}”`).join(", "), one: usedIn.length === 1 };
}

/**
 * Diary entries keep their own snapshot, so editing a food never rewrites what was logged. Recipes
 * weigh their ingredients in grams, so a food a recipe uses must stay weighable: per-serving values
 * without a serving weight are refused, or the recipe's nutrition could no longer be computed.
 */
export async function updateCustomFood(
  db: Db,
  options: { userId: string; id: string; body: Body },
): Promise<CustomFood> {
  return db.transaction(async (tx) => {
    // Locked until the update: a recipe taking the food as an ingredient waits, so the check below sees it.
    await getOwnCustomFood(tx, options, "no key update");
    if (options.body.basis === "per_serving" && options.body.servingGrams === null) {
      const usedIn = await recipesUsing(tx, options.id);
      if (usedIn) {
        throw fieldError(
          "servingGrams",
          `This food is an ingredient of your ${usedIn.one ? "recipe" : "recipes"} ${usedIn.names}, which ${usedIn.one ? "weighs" : "weigh"} it in grams. Give a serving weight, or remove it from ${usedIn.one ? "that recipe" : "them"} first.`,
        );
      }
    }
    const rows = await tx
      .update(customFoods)
      .set({ ...valuesOf(options.body), updatedAt: new Date() })
      .where(and(eq(customFoods.id, options.id), eq(customFoods.userId, options.userId)))
      .returning();
    return toCustomFood(returnedRow(rows, () => notFound("No such food")));
  });
}

/**
 * Diary entries keep their snapshot (the reference is set to null), so past days do not change. A food
 * still used in a recipe is refused: the foreign key would cascade and silently drop the ingredient,
 * changing the recipe's nutrition behind the user's back. The food stays locked from the check to the
 * delete, so a recipe saved at the same moment either counts in the check or finds the food gone.
 */
export async function deleteCustomFood(
  db: Db,
  options: { userId: string; id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await getOwnCustomFood(tx, options, "update");
    const usedIn = await recipesUsing(tx, options.id);
    if (usedIn) {
      const { one, names } = usedIn;
      throw conflict(
        `This food is an ingredient of your ${one ? "recipe" : "recipes"} ${names}. Remove it from ${one ? "that recipe" : "them"} first.`,
      );
    }
    await tx
      .delete(customFoods)
      .where(and(eq(customFoods.id, options.id), eq(customFoods.userId, options.userId)));
  });
}

/**
 * Nutrients of an amount of a custom food. Per-100 g values scale by weight; per-serving values by
 * servings, or by weight through the serving's grams when the user gave them. null when the amount
 * cannot be converted (a per-serving food without a serving weight, eaten by the gram).
 */
export function customFoodAmount(
  row: Row,
  amount: { grams: number } | { servings: number },
): {
  nutrients: Nutrients;
  panel: PanelAmounts;
  grams: number | null;
  servings: number | null;
} | null {
  const scaled = (factor: number) => ({
    nutrients: scaleNutrients(nutrientsOf(row), factor),
    panel: scalePanel(customFoodPanel(row), factor),
  });
  if ("grams" in amount) {
    const factor =
      row.basis === "per_100g"
        ? amount.grams / 100
        : row.servingGrams
          ? amount.grams / row.servingGrams
          : null;
    if (factor === null) return null;
    return {
      ...scaled(factor),
      grams: amount.grams,
      servings: row.servingGrams ? amount.grams / row.servingGrams : null,
    };
  }
  const grams = row.servingGrams ? row.servingGrams * amount.servings : null;
  if (row.basis === "per_serving")
    return { ...scaled(amount.servings), grams, servings: amount.servings };
  if (grams === null) return null;
  return { ...scaled(grams / 100), grams, servings: amount.servings };
}

/**
 * A custom food's full panel per its basis: the extra nutrients the user gave, with the 16 columns on
 * top (they are what the form shows and edits, so they win over a stale copy in the panel).
 */
export function customFoodPanel(row: Pick<Row, "panel"> & Record<string, unknown>): PanelAmounts {
  return { ...(row.panel ?? {}), ...panelFromNutrients(nutrientsOf(row)) };
}
