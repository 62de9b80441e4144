import { and, arrayContains, asc, count, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Exercise, ExerciseList, SearchExercisesQuery } from "../../contract/workouts";
import { defaultIntensityFor, intensitiesFor, metFor } from "../../domain/workouts";
import type { Db } from "../db/client";
import { exercises } from "../db/schema";

type ExerciseRow = typeof exercises.$inferSelect;

export function toExercise(row: ExerciseRow): Exercise {
  const defaultIntensity = defaultIntensityFor(row);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    equipment: row.equipment,
    level: row.level,
    force: row.force,
    mechanic: row.mechanic,
    primaryMuscles: row.primaryMuscles,
    secondaryMuscles: row.secondaryMuscles,
    source: row.source,
    intensities: intensitiesFor(row),
    defaultIntensity,
    met: metFor(row, defaultIntensity)?.met ?? null,
  };
}

/** `%` and `_` typed by the user are matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Library search: every word of `q` must appear in the name; filters are exact. Built-in
 * activities come first, then names that start with the query, then the alphabet.
 */
export async function searchExercises(db: Db, query: SearchExercisesQuery): Promise<ExerciseList> {
  const conditions: SQL[] = [];
  const words = (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  for (const word of words) conditions.push(ilike(exercises.name, likePattern(word)));
  if (query.category) conditions.push(eq(exercises.category, query.category));
  if (query.equipment) conditions.push(eq(exercises.equipment, query.equipment));
  // Primary muscles only: "chest" should list chest exercises, not every press that uses the chest a little.
  if (query.muscle) conditions.push(arrayContains(exercises.primaryMuscles, [query.muscle]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order: SQL[] = [sql`case when ${exercises.source} = 'compendium' then 0 else 1 end`];
  if (words[0]) order.push(sql`case when ${exercises.name} ilike ${likePattern(words[0]).slice(1)} then 0 else 1 end`);
  order.push(asc(exercises.name));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exercises)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(exercises).where(where),
  ]);
  return { exercises: rows.map(toExercise), total: Number(total?.n ?? 0) };
}

export async function getExercisesByIds(db: Db, ids: string[]): Promise<Map<string, ExerciseRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(exercises).where(inArray(exercises.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
