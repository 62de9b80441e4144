import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { CreateEntryBody } from "../../contract/meals";
import type {
  CreateSavedMealBody,
  CreateSavedMealResponse,
  LogSavedMealBody,
  LogSavedMealResponse,
  RenameSavedMealBody,
  SavedMeal,
  SavedMeals,
} from "../../contract/saved-meals";
import type { Db } from "../db/client";
import { customFoods, mealEntries, recipes, savedMeals, type SavedMealItem } from "../db/schema";
import { returnedRow } from "../db/sql";
import { withUserLock } from "../db/user-lock";
import { AppError, conflict, fieldError, notFound } from "../errors";
import { getUsdaNames } from "../foods/usda";
import { assertWithinPlanLimit } from "../plans/limits";
import { countDayEntries, logMealEntry } from "./entries";

type SavedMealRow = typeof savedMeals.$inferSelect;

/** Enough for every meal a person repeats; past it the list stops being a shortcut. */
export const MAX_SAVED_MEALS = 100;

/** Current names of the foods the saved meals name, one query per kind whatever the number of meals. */
async function namesOf(
  db: Db,
  userId: string,
  items: SavedMealItem[],
): Promise<Map<string, string>> {
  const ids = (kind: SavedMealItem["kind"]) => [
    ...new Set(items.filter((i) => i.kind === kind).map((i) => i.foodId)),
  ];
  const [usda, custom, recipe] = [ids("usda"), ids("custom"), ids("recipe")];
  const [a, b, c] = await Promise.all([
    getUsdaNames(db, usda),
    custom.length
      ? db
          .select({ id: customFoods.id, name: customFoods.name })
          .from(customFoods)
          .where(and(eq(customFoods.userId, userId), inArray(customFoods.id, custom)))
      : [],
    recipe.length
      ? db
          .select({ id: recipes.id, name: recipes.name })
          .from(recipes)
          .where(and(eq(recipes.userId, userId), inArray(recipes.id, recipe)))
      : [],
  ]);
  return new Map([
    ...a.map((r) => [`usda:${r.id}`, r.name] as const),
    ...b.map((r) => [`custom:${r.id}`, r.name] as const),
    ...c.map((r) => [`recipe:${r.id}`, r.name] as const),
  ]);
}

function toSavedMeal(row: SavedMealRow, names: Map<string, string>): SavedMeal {
  return {
    id: row.id,
    name: row.name,
    items: row.items.map((item) => ({
      ...item,
      name: names.get(`${item.kind}:${item.foodId}`) ?? null,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's saved meals, by name. */
export async function listSavedMeals(db: Db, options: { userId: string }): Promise<SavedMeals> {
  const rows = await db
    .select()
    .from(savedMeals)
    .where(eq(savedMeals.userId, options.userId))
    .orderBy(asc(savedMeals.name), asc(savedMeals.createdAt));
  const names = await namesOf(
    db,
    options.userId,
    rows.flatMap((r) => r.items),
  );
  return { items: rows.map((row) => toSavedMeal(row, names)) };
}

/** An entry as a saved-meal item: what it was logged from and how much. Quick adds and unlinked entries have no food to log again. */
function itemOf(entry: typeof mealEntries.$inferSelect): SavedMealItem | null {
  const foodId =
    entry.kind === "usda"
      ? entry.foodId
      : entry.kind === "custom"
        ? entry.customFoodId
        : entry.kind === "recipe"
          ? entry.recipeId
          : null;
  if (entry.kind === "quick" || foodId === null) return null;
  return {
    kind: entry.kind,
    foodId,
    quantity: entry.quantity,
    unit: entry.unit,
    portionSeq: entry.portionSeq,
  };
}

/**
 * Saves the foods of one meal of one day, in the order they were logged, under a name. Quick adds
 * (and entries whose custom food or recipe was deleted) have nothing to log again and are counted
 * as skipped. The number of saved meals is counted under the user's lock, so two saves at once
 * cannot both take the last place.
 */
export async function createSavedMeal(
  db: Db,
  options: { userId: string; body: z.output<typeof CreateSavedMealBody> },
): Promise<CreateSavedMealResponse> {
  const { userId, body } = options;
  const entries = await db
    .select()
    .from(mealEntries)
    .where(
      and(
        eq(mealEntries.userId, userId),
        eq(mealEntries.date, body.date),
        eq(mealEntries.meal, body.meal),
      ),
    )
    .orderBy(asc(mealEntries.createdAt), asc(mealEntries.name));
  const items = entries.map(itemOf).filter((item) => item !== null);
  if (entries.length === 0) throw fieldError("meal", "Nothing was logged in that meal");
  if (items.length === 0)
    throw fieldError("meal", "Quick adds cannot be saved; log foods to save a meal");
  const row = await withUserLock(db, `saved-meals:${userId}`, async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(savedMeals)
      .where(eq(savedMeals.userId, userId));
    if ((existing?.n ?? 0) >= MAX_SAVED_MEALS)
      throw fieldError(
        "name",
        `You can keep up to ${MAX_SAVED_MEALS} saved meals; delete one first`,
      );
    const [created] = await tx
      .insert(savedMeals)
      .values({ userId, name: body.name, items })
      .returning();
    return created!;
  });
  return {
    ...toSavedMeal(row, await namesOf(db, userId, row.items)),
    skipped: entries.length - items.length,
  };
}

export async function renameSavedMeal(
  db: Db,
  options: { userId: string; id: string; body: z.output<typeof RenameSavedMealBody> },
): Promise<SavedMeal> {
  const rows = await db
    .update(savedMeals)
    .set({ name: options.body.name, updatedAt: new Date() })
    .where(and(eq(savedMeals.id, options.id), eq(savedMeals.userId, options.userId)))
    .returning();
  const row = returnedRow(rows, () => notFound("No such saved meal"));
  return toSavedMeal(row, await namesOf(db, options.userId, row.items));
}

export async function deleteSavedMeal(
  db: Db,
  options: { userId: string; id: string },
): Promise<void> {
  const rows = await db
    .delete(savedMeals)
    .where(and(eq(savedMeals.id, options.id), eq(savedMeals.userId, options.userId)))
    .returning({ id: savedMeals.id });
  returnedRow(rows, () => notFound("No such saved meal"));
}

/** A saved item as the body of a new entry, so it goes through the same checks as one logged by hand. */
function entryBodyOf(item: SavedMealItem, target: z.output<typeof LogSavedMealBody>) {
  const amount = { quantity: item.quantity, unit: item.unit };
  if (item.kind === "usda")
    return CreateEntryBody.parse({
      ...target,
      kind: "usda",
      foodId: item.foodId,
      ...amount,
      ...(item.portionSeq ? { portionSeq: item.portionSeq } : {}),
    });
  if (item.kind === "custom")
    return CreateEntryBody.parse({
      ...target,
      kind: "custom",
      customFoodId: item.foodId,
      ...amount,
    });
  return CreateEntryBody.parse({ ...target, kind: "recipe", recipeId: item.foodId, ...amount });
}

/**
 * Logs every food of a saved meal into one meal of one day, all or nothing. It holds the day's lock
 * (the one every entry write takes) for the whole transaction and checks the plan's daily allowance
 * for all the items at once; each item is then written by `logMealEntry`, the path of an entry logged
 * by hand (amounts, snapshots, the same lock taken again by the same transaction, which PostgreSQL
 * allows). A food of the meal deleted since refuses the whole log with a 409.
 */
export async function logSavedMeal(
  db: Db,
  options: { userId: string; id: string; body: z.output<typeof LogSavedMealBody> },
): Promise<LogSavedMealResponse> {
  const { userId, body } = options;
  return withUserLock(db, `meals:${userId}:${body.date}`, async (tx) => {
    const [meal] = await tx
      .select()
      .from(savedMeals)
      .where(and(eq(savedMeals.id, options.id), eq(savedMeals.userId, userId)));
    if (!meal) throw notFound("No such saved meal");
    const used = await countDayEntries(tx, userId, body.date);
    await assertWithinPlanLimit(tx, {
      userId,
      limit: "meal_entries_per_day",
      currentCount: used + meal.items.length - 1,
    });
    for (const item of meal.items) {
      try {
        await logMealEntry(tx, { userId, body: entryBodyOf(item, body) });
      } catch (error) {
        if (error instanceof AppError && error.status === 404) {
          throw conflict(
            `A food of "${meal.name}" has been deleted; log its other foods by hand or save the meal again`,
          );
        }
        throw error;
      }
    }
    return { logged: meal.items.length };
  });
}
