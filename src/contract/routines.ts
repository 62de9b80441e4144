import { z } from "zod";
import { WORKOUT_LIMITS as L } from "../domain/workouts";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { storedReal } from "./stored-number";
import { ExerciseKind, SetKind, wholeNumber } from "./workouts";

/** A routine's target for one set; a workout started from it fills in last time's numbers where they exist. */
export const RoutineSetTarget = z.object({
  kind: SetKind.default("normal"),
  reps: wholeNumber("reps", L.reps).nullable().default(null),
  weightKg: storedReal(
    z
      .number({ error: "Enter the weight" })
      .min(L.weightKg.min, { error: "Weight cannot be negative" })
      .max(L.weightKg.max, { error: "That weight is more than anyone lifts" }),
  )
    .nullable()
    .default(null),
  seconds: wholeNumber("seconds", L.seconds).nullable().default(null),
});
export type RoutineSetTarget = z.infer<typeof RoutineSetTarget>;

export const RoutineItemInput = z.object({
  exerciseId: z.string().min(1, { error: "Choose an exercise" }).max(100),
  supersetGroup: wholeNumber("the superset", L.supersetGroup).nullable().optional(),
  restSeconds: wholeNumber("seconds of rest", L.restSeconds).nullable().optional(),
  notes: z.string().trim().max(500, { error: "Notes can be at most 500 characters" }).optional(),
  sets: z
    .array(RoutineSetTarget)
    .max(L.setsPerExercise, { error: `An exercise holds at most ${L.setsPerExercise} sets` })
    .default([]),
});
export type RoutineItemInput = z.input<typeof RoutineItemInput>;

export const SaveRoutineBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Give the routine a name" })
    .max(L.nameLength, { error: `A name can be at most ${L.nameLength} characters` }),
  folder: z
    .string()
    .trim()
    .max(60, { error: "A folder name can be at most 60 characters" })
    .nullable()
    .optional(),
  notes: z
    .string()
    .trim()
    .max(L.notesLength, { error: `Notes can be at most ${L.notesLength} characters` })
    .optional(),
  items: z
    .array(RoutineItemInput)
    .min(1, { error: "Add at least one exercise" })
    .max(L.itemsPerWorkout, { error: `A routine holds at most ${L.itemsPerWorkout} exercises` }),
});
export type SaveRoutineBody = z.input<typeof SaveRoutineBody>;

export const RoutineFromWorkoutBody = z.object({
  workoutId: z.uuid({ error: "Not a workout id" }),
  name: SaveRoutineBody.shape.name,
  folder: SaveRoutineBody.shape.folder,
});
export type RoutineFromWorkoutBody = z.input<typeof RoutineFromWorkoutBody>;

export const RoutineItem = z.object({
  exerciseId: z.string(),
  exerciseName: z.string(),
  category: z.string(),
  kind: ExerciseKind,
  supersetGroup: z.number().int().nullable(),
  restSeconds: z.number().int().nullable(),
  notes: z.string().nullable(),
  sets: z.array(RoutineSetTarget),
});
export type RoutineItem = z.infer<typeof RoutineItem>;

export const Routine = z.object({
  id: z.string(),
  name: z.string(),
  folder: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(RoutineItem),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Routine = z.infer<typeof Routine>;

export const RoutineList = z.object({ routines: z.array(Routine) });
export type RoutineList = z.infer<typeof RoutineList>;

export const RoutineIdParams = z.object({ id: z.uuid({ error: "Not a routine id" }) });

/** The signed-in user's routines. */
export const routinesApi = {
  list: endpoint({
    method: "GET",
    path: "/api/routines",
    responses: { 200: RoutineList },
    access: "user",
  }),
  create: endpoint({
    method: "POST",
    path: "/api/routines",
    body: SaveRoutineBody,
    responses: { 201: Routine },
    access: "user",
  }),
  fromWorkout: endpoint({
    method: "POST",
    path: "/api/routines/from-workout",
    body: RoutineFromWorkoutBody,
    responses: { 201: Routine },
    access: "user",
  }),
  get: endpoint({
    method: "GET",
    path: "/api/routines/:id",
    params: RoutineIdParams,
    responses: { 200: Routine },
    access: "user",
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/routines/:id",
    params: RoutineIdParams,
    body: SaveRoutineBody,
    responses: { 200: Routine },
    access: "user",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/routines/:id",
    params: RoutineIdParams,
    responses: { 200: OkBody },
    access: "user",
  }),
};
