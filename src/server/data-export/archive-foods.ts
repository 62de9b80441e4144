import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { customFoods, foods, recipeIngredients, recipes, savedMeals } from "../db/schema";

const withoutOwner = <T extends { userId: string }>({ userId: _userId, ...rest }: T) => rest;

/** The user's own foods, recipes (ingredients named) and saved meals. */
export async function archiveFoods(db: Db, userId: string) {
  const [ownFoods, ownRecipes, saved] = await Promise.all([
    db
      .select()
      .from(customFoods)
      .where(eq(customFoods.userId, userId))
      .orderBy(asc(customFoods.createdAt)),
    db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(asc(recipes.createdAt)),
    db
      .select()
      .from(savedMeals)
      .where(eq(savedMeals.userId, userId))
      .orderBy(asc(savedMeals.createdAt)),
  ]);
  const ingredients = ownRecipes.length
    ? await db
        .select({
          ingredient: recipeIngredients,
          usdaName: foods.name,
          customName: customFoods.name,
        })
        .from(recipeIngredients)
        .leftJoin(foods, eq(foods.id, recipeIngredients.foodId))
        .leftJoin(customFoods, eq(customFoods.id, recipeIngredients.customFoodId))
        .where(
          inArray(
            recipeIngredients.recipeId,
            ownRecipes.map((r) => r.id),
          ),
        )
        .orderBy(asc(recipeIngredients.position))
    : [];
  return {
    customFoods: ownFoods.map(withoutOwner),
    recipes: ownRecipes.map((r) => ({
      ...withoutOwner(r),
      ingredients: ingredients
        .filter((i) => i.ingredient.recipeId === r.id)
        .map(({ ingredient, usdaName, customName }) => ({
          ...ingredient,
          foodName: usdaName ?? customName,
        })),
    })),
    savedMeals: saved.map(withoutOwner),
  };
}
