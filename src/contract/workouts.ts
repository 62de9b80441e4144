import { z } from "zod";
import { EXERCISE_KINDS, SET_KINDS } from "../domain/training";
import { EQUIPMENT, EXERCISE_CATEGORIES, MUSCLES, WORKOUT_LIMITS as L } from "../domain/workouts";
import { storedReal } from "./stored-number";
import { DAY_MS } from "../domain/calendar";

const IntensityEnum = z.enum(["light", "moderate", "vigorous"]);
export const SetKind = z.enum(SET_KINDS);
export const ExerciseKind = z.enum(EXERCISE_KINDS);

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
  source: z.enum(["library", "compendium", "custom"]),
  /** How a set of it is logged: reps × weight, added or assisted weight, seconds, distance, time. */
  kind: ExerciseKind,
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

export const wholeNumber = (what: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `Enter the number of ${what}` })
    .int({ error: `Enter a whole number of ${what}` })
    .min(bounds.min, { error: `At least ${bounds.min} ${what}` })
    .max(bounds.max, { error: `At most ${bounds.max} ${what}` });

/**
 * One set as the logger sends it. `id` is the client's own UUID, so a set keeps its identity
 * across saves of a workout in progress; an id that is another workout's answers 404.
 */
export const WorkoutSetInput = z.object({
  id: z.uuid({ error: "Not a set id" }).optional(),
  kind: SetKind.default("normal"),
  reps: wholeNumber("reps", L.reps).nullable().optional(),
  /** The load, the added weight (bodyweight exercises) or the assistance (assisted ones), in kg. */
  weightKg: storedReal(
    z
      .number({ error: "Enter the weight lifted" })
      .min(L.weightKg.min, { error: "Weight cannot be negative" })
      .max(L.weightKg.max, { error: "That weight is more than anyone lifts" }),
  )
    .nullable()
    .optional(),
  seconds: wholeNumber("seconds", L.seconds).nullable().optional(),
  rpe: z
    .number({ error: "Enter an RPE from 1 to 10" })
    .min(L.rpe.min, { error: "RPE runs from 1 to 10" })
    .max(L.rpe.max, { error: "RPE runs from 1 to 10" })
    .multipleOf(0.5, { error: "RPE goes in half steps (8, 8.5, 9)" })
    .nullable()
    .optional(),
  done: z.boolean().default(true),
});
export type WorkoutSetInput = z.input<typeof WorkoutSetInput>;

export const WorkoutItemInput = z.object({
  id: z.uuid({ error: "Not an exercise id" }).optional(),
  exerciseId: z.string().min(1, { error: "Choose an exercise" }).max(100),
  /** Optional: without it the exercise shares the workout's own duration with the others. */
  durationMin: storedReal(
    z
      .number({ error: "Enter the duration in minutes" })
      .min(L.durationMin.min, { error: `Duration must be at least ${L.durationMin.min} minute` })
      .max(L.durationMin.max, { error: `Duration must be at most ${L.durationMin.max} minutes` }),
  )
    .nullable()
    .optional(),
  intensity: IntensityEnum.nullable().optional(),
  /** Cardio only, in metres. */
  distanceM: storedReal(
    z
      .number({ error: "Enter the distance" })
      .min(L.distanceM.min, { error: "Enter a distance of at least 1 m" })
      .max(L.distanceM.max, { error: "Enter a distance of at most 1,000 km" }),
  )
    .nullable()
    .optional(),
  /** Exercises with the same number are a superset, done in alternation. */
  supersetGroup: wholeNumber("the superset", L.supersetGroup).nullable().optional(),
  /** The rest timer's length after a set of this exercise. */
  restSeconds: wholeNumber("seconds of rest", L.restSeconds).nullable().optional(),
  notes: z.string().trim().max(500, { error: "Notes can be at most 500 characters" }).optional(),
  sets: z
    .array(WorkoutSetInput)
    .max(L.setsPerExercise, { error: `An exercise holds at most ${L.setsPerExercise} sets` })
    .default([]),
});
export type WorkoutItemInput = z.input<typeof WorkoutItemInput>;

const instant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Enter the time the workout ${what}` });

export const SaveWorkoutBody = z
  .object({
    date: z.iso.date({ error: "Enter a date" }),
    name: z
      .string()
      .trim()
      .max(L.nameLength, { error: `A name can be at most ${L.nameLength} characters` })
      .optional(),
    notes: z
      .string()
      .trim()
      .max(L.notesLength, { error: `Notes can be at most ${L.notesLength} characters` })
      .optional(),
    /** Needed only while the user has no weigh-in: the estimate never assumes a weight. */
    bodyWeightKg: storedReal(
      z
        .number({ error: "Enter your body weight" })
        .min(L.bodyWeightKg.min, { error: "Enter a body weight of at least 20 kg (44 lb)" })
        .max(L.bodyWeightKg.max, { error: "Enter a body weight of at most 450 kg (992 lb)" }),
    )
      .nullable()
      .optional(),
    /** Set while logging live; `endedAt` null means the workout is still going. */
    startedAt: instant("started").nullable().optional(),
    endedAt: instant("ended").nullable().optional(),
    routineId: z.uuid({ error: "Not a routine id" }).nullable().optional(),
    items: z
      .array(WorkoutItemInput)
      .max(L.itemsPerWorkout, { error: `A workout holds at most ${L.itemsPerWorkout} exercises` }),
  })
  .refine((body) => body.items.length > 0 || (body.startedAt != null && body.endedAt == null), {
    path: ["items"],
    error: "Add at least one exercise or activity",
  })
  // Left out (undefined), an edit keeps the start already saved; only an explicit null leaves none.
  .refine((body) => body.endedAt == null || body.startedAt !== null, {
    path: ["startedAt"],
    error: "Enter the time the workout started",
  })
  .refine(
    (body) =>
      body.startedAt == null ||
      body.endedAt == null ||
      Date.parse(body.endedAt) >= Date.parse(body.startedAt),
    {
      path: ["endedAt"],
      error: "The end must not be before the start",
    },
  )
  // A day: past it a workout was left running, and its minutes would swamp every total.
  .refine(
    (body) =>
      body.startedAt == null ||
      body.endedAt == null ||
      Date.parse(body.endedAt) - Date.parse(body.startedAt) <= DAY_MS,
    {
      path: ["endedAt"],
      error: "A workout can last at most 24 hours",
    },
  );
export type SaveWorkoutBody = z.input<typeof SaveWorkoutBody>;

/** A personal record a set set when it was done: compared with every earlier done set. */
export const RecordKind = z.enum(["weight", "oneRepMax", "volume", "reps"]);
export type RecordKind = z.infer<typeof RecordKind>;

export const WorkoutSet = z.object({
  id: z.string(),
  kind: SetKind,
  reps: z.number().int().nullable(),
  weightKg: z.number().nullable(),
  seconds: z.number().int().nullable(),
  rpe: z.number().nullable(),
  done: z.boolean(),
  records: z.array(RecordKind),
});
export type WorkoutSet = z.infer<typeof WorkoutSet>;

export const WorkoutItem = z.object({
  id: z.string(),
  exerciseId: z.string(),
  exerciseName: z.string(),
  category: z.string(),
  kind: ExerciseKind,
  durationMin: z.number().nullable(),
  intensity: IntensityEnum.nullable(),
  distanceM: z.number().nullable(),
  supersetGroup: z.number().int().nullable(),
  restSeconds: z.number().int().nullable(),
  notes: z.string().nullable(),
  met: z.number(),
  metCode: z.string().nullable(),
  metDescription: z.string().nullable(),
  kcal: z.number(),
  sets: z.array(WorkoutSet),
});
export type WorkoutItem = z.infer<typeof WorkoutItem>;

export const WorkoutSource = z.enum(["app", "strong", "hevy", "fitnotes"]);

export const Workout = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string().nullable(),
  notes: z.string().nullable(),
  bodyWeightKg: z.number(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** True while logging live: started, not ended. */
  inProgress: z.boolean(),
  routineId: z.string().nullable(),
  source: WorkoutSource,
  kcal: z.number(),
  minutes: z.number(),
  items: z.array(WorkoutItem),
  createdAt: z.string(),
});
export type Workout = z.infer<typeof Workout>;

export const WorkoutIdParams = z.object({ id: z.uuid({ error: "Not a workout id" }) });

export const ListWorkoutsQuery = z.object({ from: z.iso.date(), to: z.iso.date() });
export type ListWorkoutsQuery = z.infer<typeof ListWorkoutsQuery>;

export const WorkoutTotals = z.object({
  minutes: z.number(),
  kcal: z.number(),
  sessions: z.number().int(),
});
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

/** What the user did last time with each asked exercise: the logger shows it beside every set and pre-fills it. */
export const LastSetsQuery = z.object({
  ids: z
    .string()
    .max(3000)
    .transform((text) => text.split(",").filter(Boolean))
    .pipe(
      z
        .array(z.string().min(1).max(100))
        .min(1, { error: "Name at least one exercise" })
        .max(L.itemsPerWorkout),
    ),
  /** Leave this workout out: the one being logged is not "last time". */
  exceptWorkoutId: z.uuid().optional(),
});
export const LastPerformance = z.object({
  workoutId: z.string(),
  date: z.string(),
  distanceM: z.number().nullable(),
  durationMin: z.number().nullable(),
  sets: z.array(WorkoutSet.omit({ id: true, records: true, done: true })),
});
export type LastPerformance = z.infer<typeof LastPerformance>;
export const LastSets = z.object({ last: z.record(z.string(), LastPerformance) });
export type LastSets = z.infer<typeof LastSets>;

/** The workout being logged live (started, not ended), to resume; null when there is none. */
export const CurrentWorkout = z.object({ workout: Workout.nullable() });
export type CurrentWorkout = z.infer<typeof CurrentWorkout>;

/** A user's own exercise, for what the library lacks; seen by that user only. */
export const CreateExerciseBody = z.object({
  name: z
    .string({ error: "Enter a name" })
    .trim()
    .min(2, { error: "Enter a name of at least 2 characters" })
    .max(L.nameLength, { error: `A name can be at most ${L.nameLength} characters` }),
  category: z.enum(EXERCISE_CATEGORIES, {
    error: `Choose one of: ${EXERCISE_CATEGORIES.join(", ")}`,
  }),
  equipment: z
    .enum(EQUIPMENT, { error: `Choose one of: ${EQUIPMENT.join(", ")}` })
    .nullable()
    .optional(),
  primaryMuscles: z
    .array(z.enum(MUSCLES, { error: "Choose muscles from the list" }))
    .max(5, { error: "Choose at most 5 muscles" })
    .default([]),
});
export type CreateExerciseBody = z.input<typeof CreateExerciseBody>;

/** The bodies as the routes hand them on, once parsed (defaults filled in). */
export type ParsedSaveWorkoutBody = z.output<typeof SaveWorkoutBody>;
export type ParsedCreateExerciseBody = z.output<typeof CreateExerciseBody>;
