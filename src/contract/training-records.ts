import { z } from "zod";
import { endpoint } from "./endpoint";
import { Exercise, ExerciseKind, WorkoutSet } from "./workouts";

/** Where a record was set: the workout, its day and the set's numbers. */
const RecordSet = z.object({
  workoutId: z.string(),
  date: z.string(),
  weightKg: z.number(),
  reps: z.number().int(),
});

/**
 * An exercise's personal records over every done set that is not a warm-up. The estimated one-rep
 * max is Epley's: weight × (1 + reps / 30), the weight itself for a single.
 */
export const ExerciseRecords = z.object({
  exerciseId: z.string(),
  exerciseName: z.string(),
  kind: ExerciseKind,
  heaviest: RecordSet.nullable(),
  bestOneRepMax: RecordSet.extend({ valueKg: z.number() }).nullable(),
  bestSetVolume: RecordSet.extend({ volumeKg: z.number() }).nullable(),
  /** The most reps done at each weight, where no heavier weight saw as many: the rep records. */
  mostReps: z.array(RecordSet),
  /** Timed exercises: the longest hold. */
  longestSeconds: z
    .object({ workoutId: z.string(), date: z.string(), seconds: z.number().int() })
    .nullable(),
  /** Cardio: the farthest and the fastest (seconds per km) session. */
  longestDistance: z
    .object({ workoutId: z.string(), date: z.string(), distanceM: z.number() })
    .nullable(),
  bestPace: z
    .object({ workoutId: z.string(), date: z.string(), secondsPerKm: z.number() })
    .nullable(),
  lastDone: z.string(),
});
export type ExerciseRecords = z.infer<typeof ExerciseRecords>;

export const RecordsList = z.object({ records: z.array(ExerciseRecords) });
export type RecordsList = z.infer<typeof RecordsList>;

export const ExerciseIdParams = z.object({ id: z.string().min(1).max(100) });

export const ExerciseHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const ExerciseSession = z.object({
  workoutId: z.string(),
  date: z.string(),
  sets: z.array(WorkoutSet),
  /** Best Epley estimate of the day's done sets, kg; null when no set had a weight and reps. */
  bestOneRepMaxKg: z.number().nullable(),
  /** Sum of weight × reps over the day's done sets that are not warm-ups, kg. */
  volumeKg: z.number(),
  distanceM: z.number().nullable(),
  durationMin: z.number().nullable(),
});
export type ExerciseSession = z.infer<typeof ExerciseSession>;

export const ExerciseHistory = z.object({
  exercise: Exercise,
  /** Newest first. */
  sessions: z.array(ExerciseSession),
  records: ExerciseRecords.nullable(),
});
export type ExerciseHistory = z.infer<typeof ExerciseHistory>;

export const MuscleVolumeQuery = z.object({
  from: z.iso.date({ error: "Enter the first day as YYYY-MM-DD" }),
  to: z.iso.date({ error: "Enter the last day as YYYY-MM-DD" }),
});
export type MuscleVolumeQuery = z.infer<typeof MuscleVolumeQuery>;

/** Per ISO week (Monday first) and primary muscle: hard sets done (not warm-ups) and their volume. */
export const MuscleVolume = z.object({
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      muscles: z.array(
        z.object({ muscle: z.string(), sets: z.number().int(), volumeKg: z.number() }),
      ),
    }),
  ),
});
export type MuscleVolume = z.infer<typeof MuscleVolume>;

/** Personal records, one exercise's history and weekly volume per muscle: all computed from the sets. */
export const trainingApi = {
  records: endpoint({
    method: "GET",
    path: "/api/training/records",
    responses: { 200: RecordsList },
    access: "user",
  }),
  exerciseHistory: endpoint({
    method: "GET",
    path: "/api/exercises/:id/history",
    params: ExerciseIdParams,
    query: ExerciseHistoryQuery,
    responses: { 200: ExerciseHistory },
    access: "user",
  }),
  muscleVolume: endpoint({
    method: "GET",
    path: "/api/progress/muscle-volume",
    query: MuscleVolumeQuery,
    responses: { 200: MuscleVolume },
    access: "user",
  }),
};
