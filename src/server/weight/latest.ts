import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { weightEntries } from "../db/schema";

/** The user's most recent weigh-in in kg (by diary date), or null when they have none. */
export async function getLatestWeightKg(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ weightKg: weightEntries.weightKg })
    .from(weightEntries)
    .where(eq(weightEntries.userId, userId))
    .orderBy(desc(weightEntries.date))
    .limit(1);
  return row?.weightKg ?? null;
}
