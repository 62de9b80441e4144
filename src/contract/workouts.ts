import { z } from "zod";
import { WORKOUT_LIMITS as L } from "../domain/workouts";
import { storedReal } from "./stored-number";

const IntensityEnum = z.enum(["light", "moderate", "vigorous"]);

/** A library exercise or built-in activity, with what the log form needs to estimate its kcal. */
export const Exercise = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  equipment: z.string().nullable(),
  level: z.string(),
  force: z.string().nullable(),
  mechanic: z.string().nullable(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  source: z.enum(["library", "compendium"]),
  /** Intensities the user may choose; empty when the activity has one fixed MET. */
  intensities: z.array(IntensityEnum),
  defaultIntensity: IntensityEnum.nullable(),
  /** The MET at the default intensity (or the fixed one), for the estimate shown while typing. */
  met: z.number().nullable(),
});
export type Exercise = z.infer<typeof Exercise>;

export const SearchExercisesQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().max(40).optional(),
  muscle: z.string().max(40).optional(),
  equipment: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type SearchExercisesQuery = z.infer<typeof SearchExercisesQuery>;

export const ExerciseList = z.object({ exercises: z.array(Exercise), total: z.number().int() });
export type ExerciseList = z.infer<typeof ExerciseList>;

const positiveInt = (what: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `Enter the number of ${what}` })
    .int({ error: `Enter a whole number of ${what}` })
    .min(bounds.min, { error: `At least ${bounds.min} ${what}` })
    .max(bounds.max, { error: `At most ${bounds.max} ${what}` });

export const WorkoutItemInput = z.object({
  exerciseId: z.string().min(1, { error: "Choose an exercise" }).max(100),
  durationMin: storedReal(
    z
      .number({ error: "Enter the duration in minutes" })
      .min(L.durationMin.min, { error: `Duration must be at least ${L.durationMin.min} minute` })
      .max(L.durationMin.max, { error: `Duration must be at most ${L.durationMin.max} minutes` }),
  ),
  intensity: IntensityEnum.nullable().optional(),
  sets: positiveInt("sets", L.sets).nullable().optional(),
  reps: positiveInt("reps", L.reps).nullable().optional(),
  weightKg: storedReal(
    z
      .number({ error: "Enter the weight lifted" })
      .min(L.weightKg.min, { error: "Weight cannot be negative" })
      .max(L.weightKg.max, { error: "That weight is more than anyone lifts" }),
  )
    .nullable()
    .optional(),
});
export type WorkoutItemInput = z.infer<typeof WorkoutItemInput>;

export const SaveWorkoutBody = z.object({
  date: z.iso.date({ error: "Enter a date" }),
  notes: z.string().trim().max(L.notesLength, { error: `Notes can be at most ${L.notesLength} characters` }).optional(),
  /** Needed only while the user has no weigh-in: the estimate never assumes a weight. */
  bodyWeightKg: storedReal(
    z
      .number({ error: "Enter your body weight" })
      .min(L.bodyWeightKg.min, { error: "Enter a body weight of at least 20 kg (44 lb)" })
      .max(L.bodyWeightKg.max, { error: "Enter a body weight of at most 450 kg (992 lb)" }),
  )
    .nullable()
    .optional(),
  items: z
    .array(WorkoutItemInput)
    .min(1, { error: "Add at least one exercise or activity" })
    .max(L.itemsPerWorkout, { error: `A workout holds at most ${L.itemsPerWorkout} exercises` }),
});
export type SaveWorkoutBody = z.infer<typeof SaveWorkoutBody>;

export const WorkoutItem = z.object({
  id: z.string(),
  exerciseId: z.string(),
  exerciseName: z.string(),
  category: z.string(),
  durationMin: z.number(),
  intensity: IntensityEnum.nullable(),
  sets: z.number().int().nullable(),
  reps: z.number().int().nullable(),
  weightKg: z.number().nullable(),
  met: z.number(),
  metCode: z.string().nullable(),
  metDescription: z.string().nullable(),
  kcal: z.number(),
});
export type WorkoutItem = z.infer<typeof WorkoutItem>;

export const Workout = z.object({
  id: z.string(),
  date: z.string(),
  notes: z.string().nullable(),
  bodyWeightKg: z.number(),
  kcal: z.number(),
  minutes: z.number(),
  items: z.array(WorkoutItem),
  createdAt: z.string(),
});
export type Workout = z.infer<typeof Workout>;

export const WorkoutIdParams = z.object({ id: z.uuid({ error: "Not a workout id" }) });

export const ListWorkoutsQuery = z.object({ from: z.iso.date(), to: z.iso.date() });
export type ListWorkoutsQuery = z.infer<typeof ListWorkoutsQuery>;

export const WorkoutTotals = z.object({ minutes: z.number(), kcal: z.number(), sessions: z.number().int() });
export type WorkoutTotals = z.infer<typeof WorkoutTotals>;

export const WorkoutList = z.object({ workouts: z.array(Workout), totals: WorkoutTotals });
export type WorkoutList = z.infer<typeof WorkoutList>;

/** What the log form needs before the user types: today in their zone and the weight to use. */
export const WorkoutDefaults = z.object({
  today: z.string(),
  latestWeightKg: z.number().nullable(),
  unitSystem: z.enum(["metric", "imperial"]),
});
export type WorkoutDefaults = z.infer<typeof WorkoutDefaults>;
