import type { Db } from "./client";
import { seedMarkers } from "./schema";

/**
 * Runs `seed` the first time this install sees `name`, never again: starter content (FAQ entries,
 * departments) that staff later delete stays deleted. `seed` should itself insert only into an empty
 * table, so an install that had the content before markers existed gets no duplicates.
 */
export async function seedOnce(db: Db, name: string, seed: () => Promise<void>): Promise<void> {
  const inserted = await db
    .insert(seedMarkers)
    .values({ name })
    .onConflictDoNothing()
    .returning({ name: seedMarkers.name });
  if (inserted.length > 0) await seed();
}
