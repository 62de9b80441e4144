import { isNotNull, isNull, or } from "drizzle-orm";
import type { ExerciseRecords } from "../../contract/training-records";
import { personalBests } from "../../domain/training-records";
import type { Db } from "../db/client";
import { workouts } from "../db/schema";
import { loadExerciseSessions, type ExerciseSessions } from "../workouts/records";

/**
 * Workouts that are over: ended, or logged afterwards without a start. A live one still being logged
 * is left out of the records list and the history until it is finished.
 */
export const finishedWorkout = or(isNotNull(workouts.endedAt), isNull(workouts.startedAt))!;

export function toExerciseRecords(exercise: ExerciseSessions): ExerciseRecords {
  const bests = personalBests(exercise.kind, exercise.sessions);
  return {
    exerciseId: exercise.exerciseId,
    exerciseName: exercise.name,
    kind: exercise.kind,
    heaviest: bests.heaviest,
    bestOneRepMax: bests.bestOneRepMax,
    bestSetVolume: bests.bestSetVolume,
    mostReps: bests.mostReps,
    longestSeconds: bests.longestSeconds,
    longestDistance: bests.longestDistance,
    bestPace: bests.bestPace,
    // Every exercise listed has at least one session, so a day is always there.
    lastDone: bests.lastDone ?? "",
  };
}

/** Every exercise the user has done in a finished workout, with its records, the most recently done first. */
export async function listRecords(db: Db, userId: string): Promise<ExerciseRecords[]> {
  const all = await loadExerciseSessions(db, { userId, where: finishedWorkout });
  return all
    .map(toExerciseRecords)
    .sort((a, b) =>
      a.lastDone === b.lastDone
        ? a.exerciseName.localeCompare(b.exerciseName)
        : a.lastDone < b.lastDone
          ? 1
          : -1,
    );
}
