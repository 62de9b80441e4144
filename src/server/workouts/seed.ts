import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { BUILT_IN_ACTIVITIES } from "../../domain/workouts";
import type { Db } from "../db/client";
import { exercises } from "../db/schema";
import type { Seeder } from "../db/seed";
import { countSharedExercises } from "./exercises";

/** yuhonas/free-exercise-db, 873 exercises, Unlicense; see data/EXERCISES.md. */
const LIBRARY_FILE = new URL("../../../data/exercises.json.gz", import.meta.url);

/**
 * How many exercises the shipped library file holds (a test reads the file to hold this true), so a
 * start can tell the table is complete without reading, unzipping and parsing the file (issue 11).
 */
export const LIBRARY_EXERCISE_COUNT = 873;

interface LibraryExercise {
  id: string;
  name: string;
  force: string | null;
  level: string;
  mechanic: string | null;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  category: string;
}

type ExerciseRow = typeof exercises.$inferInsert;

export function readLibrary(): ExerciseRow[] {
  const list = JSON.parse(
    gunzipSync(readFileSync(LIBRARY_FILE)).toString("utf8"),
  ) as LibraryExercise[];
  return list.map((e) => ({ ...e, source: "library" as const }));
}

function builtInRows(): ExerciseRow[] {
  return BUILT_IN_ACTIVITIES.map((a) => ({
    id: a.id,
    name: a.name,
    force: null,
    level: "beginner",
    mechanic: null,
    equipment: null,
    primaryMuscles: [],
    secondaryMuscles: [],
    category: "cardio",
    source: "compendium" as const,
  }));
}

/**
 * Loads the library and the built-in activities. A table already holding as many shared rows as we ship
 * is left alone (the usual start); otherwise every row is upserted, so a new release's additions
 * and corrections land without touching workouts that refer to existing ids.
 */
export async function seedExercises(db: Db): Promise<void> {
  // Users' own exercises live in the same table and are no part of what we ship: counting them
  // would make every start after a user added one upsert the whole library again.
  if ((await countSharedExercises(db)) === LIBRARY_EXERCISE_COUNT + BUILT_IN_ACTIVITIES.length)
    return;
  const rows = [...readLibrary(), ...builtInRows()];
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(exercises)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: exercises.id,
        set: {
          name: sql`excluded.name`,
          force: sql`excluded.force`,
          level: sql`excluded.level`,
          mechanic: sql`excluded.mechanic`,
          equipment: sql`excluded.equipment`,
          primaryMuscles: sql`excluded.primary_muscles`,
          secondaryMuscles: sql`excluded.secondary_muscles`,
          category: sql`excluded.category`,
          source: sql`excluded.source`,
        },
      });
  }
}

export const exercisesSeeder: Seeder = {
  name: "exercises",
  runs: "every start",
  seed: seedExercises,
};
