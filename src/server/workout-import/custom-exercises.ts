import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { exercises } from "../db/schema";
import { forbidden } from "../errors";
import { normalizeName } from "../workouts/exercise-search";
import { CUSTOM_EXERCISES_PER_USER } from "../workouts/exercises";

/** What "(Barbell)"-style suffixes, as Strong and Hevy write them, say about the equipment (library vocabulary). */
const EQUIPMENT_OF: [RegExp, string | null][] = [
  [/\bbarbell\b/i, "barbell"],
  [/\bdumbbells?\b/i, "dumbbell"],
  [/\bkettlebells?\b/i, "kettlebells"],
  [/\bcable\b/i, "cable"],
  [/\b(machine|smith)\b/i, "machine"],
  [/\bbands?\b/i, "bands"],
  [/\bez ?bar\b/i, "e-z curl bar"],
  [/\b(bodyweight|body weight|assisted|weighted)\b/i, "body only"],
];

const CARDIO_NAME =
  /\b(run|running|jog|cycl|cycling|bike|swim|swimming|walk|walking|rowing|elliptical|stair|hike|hiking|ski)/i;

export interface CustomGuess {
  category: string;
  equipment: string | null;
}

/**
 * The category and equipment of an exercise the library lacks, from its name's suffix and what was
 * logged: a cardio word or a distance makes it cardio; a weight with no named equipment, "other"
 * (so it is logged as weighted); neither, a bodyweight exercise.
 */
export function guessCustomExercise(
  name: string,
  logged: { weighted: boolean; distance: boolean },
): CustomGuess {
  if (logged.distance || CARDIO_NAME.test(name)) return { category: "cardio", equipment: null };
  const suffix = /\(([^)]+)\)\s*$/.exec(name)?.[1] ?? name;
  const found = EQUIPMENT_OF.find(([pattern]) => pattern.test(suffix));
  if (found) return { category: "strength", equipment: found[1] };
  return { category: "strength", equipment: logged.weighted ? "other" : "body only" };
}

/**
 * Makes the user's own exercise for each name not yet among them (the caller holds the user's
 * exercise lock), and answers the id of every name. A later import reuses them by name.
 */
export async function ensureCustomExercises(
  tx: Db,
  userId: string,
  wanted: Map<string, CustomGuess>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (wanted.size === 0) return ids;
  const own = await tx
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(and(eq(exercises.ownerId, userId), eq(exercises.source, "custom")));
  const byName = new Map(own.map((row) => [normalizeName(row.name), row.id]));
  const seen = new Set(byName.keys());
  // Names that differ only in case or punctuation are one exercise.
  const missing = [...wanted].filter(
    ([name]) => !seen.has(normalizeName(name)) && Boolean(seen.add(normalizeName(name))),
  );
  if (own.length + missing.length > CUSTOM_EXERCISES_PER_USER) {
    throw forbidden(
      `This file names ${missing.length} exercises we don't have; you can keep at most ${CUSTOM_EXERCISES_PER_USER} of your own`,
    );
  }
  if (missing.length > 0) {
    const rows = await tx
      .insert(exercises)
      .values(
        missing.map(([name, guess]) => ({
          id: `custom_${randomUUID()}`,
          name: name.slice(0, 100),
          category: guess.category,
          equipment: guess.equipment,
          primaryMuscles: [],
          secondaryMuscles: [],
          level: "beginner",
          force: null,
          mechanic: null,
          source: "custom" as const,
          ownerId: userId,
        })),
      )
      .returning({ id: exercises.id, name: exercises.name });
    rows.forEach((row, i) => byName.set(normalizeName(missing[i]![0]), row.id));
  }
  for (const name of wanted.keys()) ids.set(name, byName.get(normalizeName(name))!);
  return ids;
}
