import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { CopyBody, MealEntry, UpdateEntryBody } from "../../contract/meals";
import { amountToGrams, nutrientsOf, roundNutrients, scaleNutrients } from "../../domain/nutrition";
import { scalePanel } from "../../domain/nutrient-panel";
import type { Db } from "../db/client";
import { withUserLock } from "../db/user-lock";
import { mealEntries } from "../db/schema";
import { returnedRow, writeReferencing } from "../db/sql";
import { conflict, fieldError, notFound } from "../errors";
import { assertWithinPlanLimit } from "../plans/limits";
import {
  checkGrams,
  checkServings,
  resolveEntry,
  usdaGrams,
  type EntrySource,
  type ResolvedEntry,
} from "./amounts";

type EntryRow = typeof mealEntries.$inferSelect;

/** What an entry of the API is made of: every column but the full panel, which only the Nutrients page reads. */
export type EntryListRow = Omit<EntryRow, "panel">;

export function toMealEntry(row: EntryListRow): MealEntry {
  return {
    id: row.id,
    date: row.date,
    meal: row.meal,
    kind: row.kind,
    foodId: row.foodId,
    customFoodId: row.customFoodId,
    recipeId: row.recipeId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    portionSeq: row.portionSeq,
    unitLabel: row.unitLabel,
    grams: row.grams,
    servings: row.servings,
    nutrients: nutrientsOf(row),
  };
}

function rowValues(entry: ResolvedEntry) {
  const { nutrients, ...rest } = entry;
  return { ...rest, ...nutrients };
}

/** The entries of one diary day: what meal_entries_per_day counts (the limit check and the plan page). */
export async function countDayEntries(db: Db, userId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mealEntries)
    .where(and(eq(mealEntries.userId, userId), eq(mealEntries.date, date)));
  return row?.n ?? 0;
}

/**
 * Runs `write` with the day's entry count, holding a per-user-and-day advisory lock so two requests
 * at once cannot both take the last free entry of the plan (meal_entries_per_day).
 */
export async function withinDayLimit<T>(
  db: Db,
  options: { userId: string; date: string; adding: number },
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return withUserLock(db, `meals:${options.userId}:${options.date}`, async (tx) => {
    const used = await countDayEntries(tx, options.userId, options.date);
    // Room for `adding` entries means the last of them is still within the limit.
    await assertWithinPlanLimit(tx, {
      userId: options.userId,
      limit: "meal_entries_per_day",
      currentCount: used + options.adding - 1,
    });
    return write(tx);
  });
}

export async function logMealEntry(
  db: Db,
  options: { userId: string; body: EntrySource },
): Promise<MealEntry> {
  const { userId, body } = options;
  const resolved = await resolveEntry(db, userId, body);
  return withinDayLimit(db, { userId, date: body.date, adding: 1 }, async (tx) => {
    // The food or recipe found above may be deleted before this insert: then the user meets the 404 a
    // moment later would have given.
    const rows = await writeReferencing(
      tx
        .insert(mealEntries)
        .values({ userId, date: body.date, meal: body.meal, ...rowValues(resolved) })
        .returning(),
      () => notFound(body.kind === "recipe" ? "No such recipe" : "No such food"),
    );
    return toMealEntry(returnedRow(rows, () => notFound("No such entry")));
  });
}

async function getOwnEntry(db: Db, options: { userId: string; id: string }): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(mealEntries)
    .where(and(eq(mealEntries.id, options.id), eq(mealEntries.userId, options.userId)));
  if (!row) throw notFound("No such entry");
  return row;
}

/** The new amount as a factor of the old one, in whichever dimension (grams or servings) both share. */
async function amountFactor(db: Db, row: EntryRow, change: z.output<typeof UpdateEntryBody>) {
  const quantity = change.quantity ?? row.quantity;
  const unit = change.unit ?? row.unit;
  const portionSeq = change.portionSeq ?? (unit === row.unit ? row.portionSeq : null);
  if (row.kind === "usda") {
    if (unit === "serving") throw fieldError("unit", "Choose grams, ounces or a portion");
    const { grams, unitLabel } = await usdaGrams(db, {
      foodId: row.foodId!,
      quantity,
      unit,
      portionSeq,
    });
    checkGrams(grams);
    return {
      factor: grams / row.grams!,
      quantity,
      unit,
      portionSeq: unit === "portion" ? portionSeq : null,
      unitLabel,
      grams,
      servings: null,
    };
  }
  if (unit === "portion") throw fieldError("unit", "Portions exist for USDA foods only");
  if (row.kind !== "custom" && unit !== "serving")
    throw fieldError("unit", "This entry is counted in servings");
  if (unit === "serving") {
    if (row.servings === null)
      throw fieldError("unit", "This food has no serving weight; log it in grams");
    checkServings(quantity);
    const factor = quantity / row.servings;
    const unitLabel = row.unit === "serving" ? row.unitLabel : "serving";
    return {
      factor,
      quantity,
      unit,
      portionSeq: null,
      unitLabel,
      grams: row.grams === null ? null : row.grams * factor,
      servings: quantity,
    };
  }
  if (row.grams === null)
    throw fieldError("unit", "This food has no serving weight; log it by the serving");
  const grams = amountToGrams(quantity, unit);
  checkGrams(grams);
  const factor = grams / row.grams;
  return {
    factor,
    quantity,
    unit,
    portionSeq: null,
    unitLabel: unit,
    grams,
    servings: row.servings === null ? null : row.servings * factor,
  };
}

/**
 * Moves an entry to another meal and/or changes its amount. The stored snapshot is rescaled (nutrients
 * are proportional to the amount), so an entry never picks up later edits of its custom food. The
 * amount and nutrients written are whole values worked out from one read of the row, so of two edits
 * at once the later simply wins; an entry deleted since that read is a 404.
 */
export async function updateMealEntry(
  db: Db,
  options: { userId: string; id: string; body: z.output<typeof UpdateEntryBody> },
): Promise<MealEntry> {
  const row = await getOwnEntry(db, options);
  const { body } = options;
  const changesAmount =
    body.quantity !== undefined || body.unit !== undefined || body.portionSeq !== undefined;
  if (row.kind === "quick" && changesAmount && body.unit !== undefined && body.unit !== "serving") {
    throw fieldError("unit", "A quick add is counted in servings");
  }
  let amountValues = {};
  if (changesAmount) {
    const { factor, ...amount } = await amountFactor(db, row, body);
    amountValues = {
      ...amount,
      ...roundNutrients(scaleNutrients(nutrientsOf(row), factor)),
      panel: row.panel && scalePanel(row.panel, factor),
    };
  }
  const updated = await db
    .update(mealEntries)
    .set({ ...(body.meal ? { meal: body.meal } : {}), ...amountValues, updatedAt: new Date() })
    .where(and(eq(mealEntries.id, row.id), eq(mealEntries.userId, options.userId)))
    .returning();
  return toMealEntry(returnedRow(updated, () => notFound("No such entry")));
}

/**
 * Copies a meal (into the same meal) or a whole day to another day, snapshots included. A custom food
 * or recipe of the day deleted while copying makes the copies point at nothing: the copy is refused
 * as a conflict, and copying again copies the entries as the delete left them.
 */
export async function copyMealEntries(
  db: Db,
  options: { userId: string; body: z.output<typeof CopyBody> },
): Promise<{ copied: number }> {
  const { userId, body } = options;
  if (body.fromDate === body.toDate) throw fieldError("toDate", "Choose another day to copy to");
  const filters = [eq(mealEntries.userId, userId), eq(mealEntries.date, body.fromDate)];
  if (body.meal) filters.push(eq(mealEntries.meal, body.meal));
  const source = await db
    .select()
    .from(mealEntries)
    .where(and(...filters))
    .orderBy(mealEntries.createdAt);
  if (source.length === 0)
    throw fieldError(
      "fromDate",
      body.meal ? "Nothing was logged in that meal" : "Nothing was logged that day",
    );
  return withinDayLimit(db, { userId, date: body.toDate, adding: source.length }, async (tx) => {
    await writeReferencing(
      tx.insert(mealEntries).values(
        source.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => ({
          ...rest,
          date: body.toDate,
        })),
      ),
      () => conflict("A food on that day was deleted while it was being copied. Copy it again."),
    );
    return { copied: source.length };
  });
}
