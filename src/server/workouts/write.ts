import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { workoutItems, workoutSets } from "../db/schema";
import { badRequest, conflict, isUniqueViolation, notFound } from "../errors";
import type { EstimatedItem } from "./estimate";

/**
 * Refuses item and set ids the browser sent that are already another workout's (maybe another
 * user's): the answer is the 404 a missing row gets, never a write to it and never a 500. Ids used
 * twice in one body are refused on the field. `workoutId` is the workout being saved (none when new).
 */
export async function assertIdsFree(
  db: Db,
  items: EstimatedItem[],
  workoutId: string | null,
): Promise<void> {
  const seen = new Set<string>();
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    if (item.id !== undefined) {
      if (seen.has(item.id)) fields[`items.${i}.id`] = "This exercise id appears twice";
      seen.add(item.id);
    }
    item.sets.forEach((set, j) => {
      if (set.id === undefined) return;
      if (seen.has(set.id)) fields[`items.${i}.sets.${j}.id`] = "This set id appears twice";
      seen.add(set.id);
    });
  });
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);

  const itemIds = items.flatMap((i) => (i.id === undefined ? [] : [i.id]));
  const setIds = items.flatMap((i) => i.sets.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  const [takenItems, takenSets] = await Promise.all([
    itemIds.length === 0
      ? []
      : db
          .select({ workoutId: workoutItems.workoutId })
          .from(workoutItems)
          .where(inArray(workoutItems.id, itemIds)),
    setIds.length === 0
      ? []
      : db
          .select({ workoutId: workoutItems.workoutId })
          .from(workoutSets)
          .innerJoin(workoutItems, eq(workoutItems.id, workoutSets.itemId))
          .where(inArray(workoutSets.id, setIds)),
  ]);
  if (takenItems.some((row) => row.workoutId !== workoutId)) throw notFound("Exercise not found");
  if (takenSets.some((row) => row.workoutId !== workoutId)) throw notFound("Set not found");
}

/** Writes a workout's items and their sets, keeping the ids the browser gave them. */
export async function insertItems(
  tx: Db,
  workoutId: string,
  items: EstimatedItem[],
): Promise<void> {
  if (items.length === 0) return;
  try {
    const inserted = await tx
      .insert(workoutItems)
      .values(
        items.map(({ sets: _sets, id, ...item }) => ({
          ...item,
          ...(id === undefined ? {} : { id }),
          workoutId,
        })),
      )
      .returning({ id: workoutItems.id, position: workoutItems.position });
    const idAt = new Map(inserted.map((row) => [row.position, row.id]));
    const sets = items.flatMap((item) =>
      item.sets.map(({ id, ...set }) => ({
        ...set,
        ...(id === undefined ? {} : { id }),
        itemId: idAt.get(item.position)!,
      })),
    );
    if (sets.length > 0) await tx.insert(workoutSets).values(sets);
  } catch (error) {
    // Two saves naming the same new id at the same moment: the second finds it taken only on insert.
    if (isUniqueViolation(error))
      throw conflict("Another save of these sets came in at the same moment; save again");
    throw error;
  }
}
