import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, isNull, or } from "drizzle-orm";
import type {
  Exercise,
  ExerciseList,
  ParsedCreateExerciseBody,
  SearchExercisesQuery,
} from "../../contract/workouts";
import { exerciseKindOf } from "../../domain/training";
import { defaultIntensityFor, intensitiesFor, metFor } from "../../domain/workouts";
import type { Db } from "../db/client";
import { withUserLock } from "../db/user-lock";
import { exercises } from "../db/schema";
import { conflict, forbidden } from "../errors";
import {
  compareMatches,
  matchName,
  normalizeName,
  prepareQuery,
  type NameMatch,
} from "./exercise-search";

export type ExerciseRow = typeof exercises.$inferSelect;

/** A user keeps at most this many exercises of their own: the search reads them all at each keystroke. */
export const CUSTOM_EXERCISES_PER_USER = 500;

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
    kind: exerciseKindOf(row),
    intensities: intensitiesFor(row),
    defaultIntensity,
    met: metFor(row, defaultIntensity)?.met ?? null,
  };
}

/** Rows seen by everyone (library and built-in activities) or owned by this user; never another user's. */
const visibleTo = (userId: string) => or(isNull(exercises.ownerId), eq(exercises.ownerId, userId));

/**
 * The library and built-in activities change only when the server starts (seedExercises runs before
 * it listens), so one read per database handle serves every search after it.
 */
const sharedRowsByDb = new WeakMap<Db, Promise<ExerciseRow[]>>();

function sharedRows(db: Db): Promise<ExerciseRow[]> {
  let rows = sharedRowsByDb.get(db);
  if (!rows) {
    rows = db.select().from(exercises).where(isNull(exercises.ownerId));
    sharedRowsByDb.set(db, rows);
    rows.catch(() => sharedRowsByDb.delete(db));
  }
  return rows;
}

/**
 * Library search, ranked by src/server/workouts/exercise-search.ts; filters are exact. The ~900
 * shared rows are ranked in memory: a typo-tolerant ranking needs every name anyway.
 */
export async function searchExercises(
  db: Db,
  options: { userId: string; query: SearchExercisesQuery },
): Promise<ExerciseList> {
  const { query } = options;
  const [shared, own] = await Promise.all([
    sharedRows(db),
    db.select().from(exercises).where(eq(exercises.ownerId, options.userId)),
  ]);
  const filtered = [...own, ...shared].filter(
    (row) =>
      (!query.category || row.category === query.category) &&
      (!query.equipment || row.equipment === query.equipment) &&
      // Primary muscles only: "chest" should list chest exercises, not every press that uses the chest a little.
      (!query.muscle || row.primaryMuscles.includes(query.muscle)),
  );
  const prepared = prepareQuery(query.q ?? "");
  // A query of punctuation alone ("%%") names nothing: it matches nothing rather than everything.
  if (!prepared && (query.q ?? "").trim() !== "") return { exercises: [], total: 0 };
  const browse: NameMatch = { tier: 0, typos: 0, corrected: 0 };
  const matches: { row: ExerciseRow; match: NameMatch }[] = [];
  for (const row of filtered) {
    const match = prepared ? matchName(row.name, prepared) : browse;
    if (match) matches.push({ row, match });
  }
  matches.sort(compareMatches);
  return {
    exercises: matches
      .slice(query.offset, query.offset + query.limit)
      .map((m) => toExercise(m.row)),
    total: matches.length,
  };
}

/**
 * The exercises a user may log, by id: the library, the built-in activities and the user's own.
 * Everyone resolving exercise ids for a user goes through here, so another user's custom id is
 * treated as unknown.
 */
export async function getVisibleExercises(
  db: Db,
  options: { userId: string; ids: string[] },
): Promise<Map<string, ExerciseRow>> {
  if (options.ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(exercises)
    .where(and(inArray(exercises.id, [...new Set(options.ids)]), visibleTo(options.userId)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Adds an exercise of the user's own. Its category gives its MET and how it is logged; a second
 * exercise of the same name would be a trap in the picker, so it is refused.
 */
export async function createCustomExercise(
  db: Db,
  options: { userId: string; body: ParsedCreateExerciseBody },
): Promise<Exercise> {
  const { userId, body } = options;
  return withUserLock(db, `exercises:${userId}`, async (tx) => {
    const own = await tx
      .select({ name: exercises.name })
      .from(exercises)
      .where(eq(exercises.ownerId, userId));
    if (own.length >= CUSTOM_EXERCISES_PER_USER) {
      throw forbidden(`You can keep at most ${CUSTOM_EXERCISES_PER_USER} exercises of your own`);
    }
    const wanted = normalizeName(body.name);
    if (own.some((e) => normalizeName(e.name) === wanted)) {
      throw conflict(`You already have an exercise named "${body.name}"`, {
        name: "You already have an exercise of that name",
      });
    }
    const [row] = await tx
      .insert(exercises)
      .values({
        id: `custom_${randomUUID()}`,
        name: body.name,
        category: body.category,
        equipment: body.equipment ?? null,
        primaryMuscles: body.primaryMuscles,
        secondaryMuscles: [],
        level: "beginner",
        force: null,
        mechanic: null,
        source: "custom",
        ownerId: userId,
      })
      .returning();
    return toExercise(row!);
  });
}

/** How many library and built-in rows exist: the seeder compares it with what it ships. */
export async function countSharedExercises(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(exercises).where(isNull(exercises.ownerId));
  return Number(row?.n ?? 0);
}
