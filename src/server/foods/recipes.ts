import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Recipe, RecipeBody } from "../../contract/foods";
import {
  emptyNutrients,
  nutrientsForGrams,
  nutrientsOf,
  recipePerServing,
  roundNutrients,
  type Nutrients,
} from "../../domain/nutrition";
import type { Db } from "../db/client";
import { customFoods, foods, recipeIngredients, recipes } from "../db/schema";
import { returnedRow } from "../db/sql";
import { fieldError, notFound } from "../errors";
import { customFoodAmount } from "./custom-foods";

type Body = z.output<typeof RecipeBody>;
type RecipeRow = typeof recipes.$inferSelect;

async function getOwnRecipeRow(
  db: Db,
  options: { userId: string; id: string },
): Promise<RecipeRow> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, options.id), eq(recipes.userId, options.userId)));
  if (!row) throw notFound("No such recipe");
  return row;
}

/** Recipes with ingredients and per-serving nutrition, computed from the ingredients' current values. */
async function loadRecipes(db: Db, rows: RecipeRow[]): Promise<Recipe[]> {
  if (rows.length === 0) return [];
  const ingredientRows = await db
    .select({ ingredient: recipeIngredients, food: foods, custom: customFoods })
    .from(recipeIngredients)
    .leftJoin(foods, eq(foods.id, recipeIngredients.foodId))
    .leftJoin(customFoods, eq(customFoods.id, recipeIngredients.customFoodId))
    .where(
      inArray(
        recipeIngredients.recipeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(recipeIngredients.position));
  return rows.map((recipe) => {
    const ingredients = ingredientRows
      .filter((r) => r.ingredient.recipeId === recipe.id)
      .map(({ ingredient, food, custom }) => {
        // updateCustomFood keeps every ingredient weighable by the gram, but a row written before that
        // rule (or a food with no row at all) must not take the whole recipe list down: its values
        // count as unknown (null), never as zero.
        const nutrients: Nutrients = food
          ? nutrientsForGrams(nutrientsOf(food), ingredient.grams)
          : ((custom && customFoodAmount(custom, { grams: ingredient.grams })?.nutrients) ??
            emptyNutrients());
        return {
          foodId: ingredient.foodId,
          customFoodId: ingredient.customFoodId,
          name: food?.name ?? custom?.name ?? "Unknown food",
          grams: ingredient.grams,
          nutrients: roundNutrients(nutrients),
        };
      });
    const perServing = roundNutrients(
      recipePerServing(
        ingredients.map((i) => i.nutrients),
        recipe.servings,
      ),
    );
    return { id: recipe.id, name: recipe.name, servings: recipe.servings, ingredients, perServing };
  });
}

async function loadRecipe(db: Db, row: RecipeRow): Promise<Recipe> {
  const [recipe] = await loadRecipes(db, [row]);
  return recipe!;
}

export async function getRecipe(db: Db, options: { userId: string; id: string }): Promise<Recipe> {
  return loadRecipe(db, await getOwnRecipeRow(db, options));
}

export async function listRecipes(db: Db, options: { userId: string }): Promise<Recipe[]> {
  return loadRecipes(
    db,
    await db
      .select()
      .from(recipes)
      .where(eq(recipes.userId, options.userId))
      .orderBy(asc(recipes.name)),
  );
}

/** Energy per serving of the given recipes (for search results). */
export async function recipeEnergyPerServing(
  db: Db,
  ids: string[],
): Promise<Map<string, number | null>> {
  const rows = await db.select().from(recipes).where(inArray(recipes.id, ids));
  return new Map((await loadRecipes(db, rows)).map((r) => [r.id, r.perServing.energyKcal]));
}

/**
 * Each ingredient must be a USDA food or one of the user's own custom foods weighable in grams. Run in
 * the saving transaction: a custom food stays share-locked until the recipe is saved, so it cannot be
 * deleted or made unweighable in between (its delete would otherwise cascade the ingredient away).
 */
async function checkIngredients(db: Db, userId: string, body: Body): Promise<void> {
  for (const [index, ingredient] of body.ingredients.entries()) {
    if (ingredient.foodId) {
      const [food] = await db
        .select({ id: foods.id })
        .from(foods)
        .where(eq(foods.id, ingredient.foodId));
      if (!food) throw fieldError(`ingredients.${index}.foodId`, "No such food");
    } else {
      const [custom] = await db
        .select()
        .from(customFoods)
        .where(and(eq(customFoods.id, ingredient.customFoodId!), eq(customFoods.userId, userId)))
        .for("share");
      if (!custom) throw fieldError(`ingredients.${index}.customFoodId`, "No such food");
      if (!customFoodAmount(custom, { grams: ingredient.grams })) {
        throw fieldError(
          `ingredients.${index}.grams`,
          "Give this food a serving weight to use it by the gram",
        );
      }
    }
  }
}

async function writeIngredients(db: Db, recipeId: string, body: Body) {
  await db.insert(recipeIngredients).values(
    body.ingredients.map((i, position) => ({
      recipeId,
      position,
      foodId: i.foodId ?? null,
      customFoodId: i.customFoodId ?? null,
      grams: i.grams,
    })),
  );
}

export async function createRecipe(
  db: Db,
  options: { userId: string; body: Body },
): Promise<Recipe> {
  return db.transaction(async (tx) => {
    await checkIngredients(tx, options.userId, options.body);
    const [row] = await tx
      .insert(recipes)
      .values({ userId: options.userId, name: options.body.name, servings: options.body.servings })
      .returning();
    await writeIngredients(tx, row!.id, options.body);
    return loadRecipe(tx, row!);
  });
}

/** The update locks the recipe first: a delete at the same moment waits, or has left nothing to update (404). */
export async function updateRecipe(
  db: Db,
  options: { userId: string; id: string; body: Body },
): Promise<Recipe> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(recipes)
      .set({ name: options.body.name, servings: options.body.servings, updatedAt: new Date() })
      .where(and(eq(recipes.id, options.id), eq(recipes.userId, options.userId)))
      .returning();
    const row = returnedRow(rows, () => notFound("No such recipe"));
    await checkIngredients(tx, options.userId, options.body);
    await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, options.id));
    await writeIngredients(tx, options.id, options.body);
    return loadRecipe(tx, row);
  });
}

export async function deleteRecipe(db: Db, options: { userId: string; id: string }): Promise<void> {
  const deleted = await db
    .delete(recipes)
    .where(and(eq(recipes.id, options.id), eq(recipes.userId, options.userId)))
    .returning({ id: recipes.id });
  returnedRow(deleted, () => notFound("No such recipe"));
}
