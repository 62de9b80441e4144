import { and, eq } from "drizzle-orm";
import type { MealEntry } from "../../contract/meals";
import type { DeletedEntry } from "../../contract/saved-meals";
import type { Db } from "../db/client";
import { customFoods, mealEntries, recipes } from "../db/schema";
import { returnedRow, writeReferencing } from "../db/sql";
import { conflict, fieldError, isUniqueViolation, notFound } from "../errors";
import { toMealEntry, withinDayLimit } from "./entries";

type EntryRow = typeof mealEntries.$inferSelect;

/** What the browser keeps to undo a delete: the whole row but its owner and last-edit time. */
function snapshotOf(row: EntryRow): DeletedEntry {
  return { ...toMealEntry(row), panel: row.panel ?? null, createdAt: row.createdAt.toISOString() };
}

/**
 * Deletes one of the user's entries and hands back its snapshot, so the diary can offer to undo. The
 * schema has no deleted_at: the row really goes (totals, recents and the dashboard see it gone at once),
 * and the undo writes it back from the snapshot.
 */
export async function deleteMealEntryForUndo(
  db: Db,
  options: { userId: string; id: string },
): Promise<DeletedEntry> {
  const deleted = await db
    .delete(mealEntries)
    .where(and(eq(mealEntries.id, options.id), eq(mealEntries.userId, options.userId)))
    .returning();
  return snapshotOf(returnedRow(deleted, () => notFound("No such entry")));
}

/** A custom food or recipe reference kept only when it is the user's own and still there. */
async function ownReference(
  db: Db,
  table: typeof customFoods | typeof recipes,
  userId: string,
  id: string | null,
): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  // Deleted since (or never the user's): the entry keeps its snapshot and loses the link, as the
  // food's own delete does to its entries.
  return row ? row.id : null;
}

/**
 * Writes a deleted entry back as it was: same id, meal, amount, name, nutrients and place in the meal.
 * The owner is the session's user, whatever the snapshot says; links to custom foods and recipes are
 * kept only when they are the user's own; it counts against the day's plan limit like any entry (the
 * delete freed a place, but another entry may have taken it since). Undoing twice is a 409.
 */
export async function restoreMealEntry(
  db: Db,
  options: { userId: string; entry: DeletedEntry },
): Promise<MealEntry> {
  const { userId, entry } = options;
  if (entry.kind === "usda" && entry.foodId === null)
    throw fieldError("foodId", "A USDA entry needs its food");
  if (entry.kind !== "usda" && entry.foodId !== null)
    throw fieldError("foodId", "Only USDA entries name a USDA food");
  const [customFoodId, recipeId] = await Promise.all([
    ownReference(db, customFoods, userId, entry.kind === "custom" ? entry.customFoodId : null),
    ownReference(db, recipes, userId, entry.kind === "recipe" ? entry.recipeId : null),
  ]);
  const { nutrients, createdAt, panel, ...rest } = entry;
  return withinDayLimit(db, { userId, date: entry.date, adding: 1 }, async (tx) => {
    try {
      const rows = await writeReferencing(
        tx
          .insert(mealEntries)
          .values({
            ...rest,
            ...nutrients,
            panel,
            customFoodId,
            recipeId,
            userId,
            createdAt: new Date(createdAt),
            updatedAt: new Date(),
          })
          .returning(),
        () => fieldError("foodId", "No such food"),
      );
      return toMealEntry(returnedRow(rows, () => notFound("No such entry")));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("This entry is already back in your diary");
      throw error;
    }
  });
}
