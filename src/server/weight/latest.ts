import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { weightEntries } from "../db/schema";

/**
 * The user's most recent weigh-in in kg (by diary date), or null when they have none. With
 * `onOrBefore`, the most recent as of that diary day: what they weighed then, for a day logged
 * after the fact.
 */
export async function getLatestWeightKg(
  db: Db,
  userId: string,
  options: { onOrBefore?: string } = {},
): Promise<number | null> {
  const asOf =
    options.onOrBefore === undefined ? undefined : lte(weightEntries.date, options.onOrBefore);
  const [row] = await db
    .select({ weightKg: weightEntries.weightKg })
    .from(weightEntries)
    .where(and(eq(weightEntries.userId, userId), asOf))
    .orderBy(desc(weightEntries.date))
    .limit(1);
  return row?.weightKg ?? null;
}
