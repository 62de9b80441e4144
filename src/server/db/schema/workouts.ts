import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { SET_KINDS, type SetKind } from "../../../domain/training";
import { users } from "./auth";

/**
 * The exercise library: the 873 exercises of yuhonas/free-exercise-db (data/exercises.json.gz,
 * Unlicense) plus common activities the library lacks, with Compendium MET values in
 * src/domain/workouts.ts. Seeded at start; `source` says which list a row came from. A `custom` row
 * belongs to one user (`owner_id`), made by hand or by an import naming an exercise we lack, and is
 * seen by no one else.
 */
export const exercises = pgTable(
  "exercises",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    force: text("force"),
    level: text("level").notNull(),
    mechanic: text("mechanic"),
    equipment: text("equipment"),
    primaryMuscles: text("primary_muscles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secondaryMuscles: text("secondary_muscles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text("category").notNull(),
    source: text("source", { enum: ["library", "compendium", "custom"] }).notNull(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("exercises_category_idx").on(t.category),
    index("exercises_owner_idx").on(t.ownerId),
  ],
);

/**
 * One session on one diary day (the user's local date). A session being logged live has a start and
 * no end yet; one logged afterwards may have neither. `import_key` names the session in the file it
 * was imported from, so importing the same file twice adds nothing.
 */
export const workouts = pgTable(
  "workouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    name: text("name"),
    notes: text("notes"),
    /** The body weight the calorie estimate used, kept so the estimate can be explained later. */
    bodyWeightKg: real("body_weight_kg").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    routineId: uuid("routine_id").references((): AnyPgColumn => routines.id, {
      onDelete: "set null",
    }),
    source: text("source", { enum: ["app", "strong", "hevy", "fitnotes"] })
      .notNull()
      .default("app"),
    importKey: text("import_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workouts_user_date_idx").on(t.userId, t.date),
    uniqueIndex("workouts_user_import_key_idx").on(t.userId, t.importKey),
  ],
);

/**
 * An exercise or activity within a workout, with the MET and kcal estimated when it was saved. Items
 * sharing a `superset_group` number are done in alternation. Cardio keeps its distance here.
 */
export const workoutItems = pgTable(
  "workout_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workoutId: uuid("workout_id")
      .notNull()
      .references(() => workouts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    exerciseId: text("exercise_id")
      .notNull()
      .references(() => exercises.id),
    durationMin: real("duration_min"),
    intensity: text("intensity", { enum: ["light", "moderate", "vigorous"] }),
    distanceM: real("distance_m"),
    supersetGroup: integer("superset_group"),
    restSeconds: integer("rest_seconds"),
    notes: text("notes"),
    met: real("met").notNull(),
    kcal: real("kcal").notNull(),
  },
  (t) => [
    index("workout_items_workout_idx").on(t.workoutId),
    index("workout_items_exercise_idx").on(t.exerciseId),
  ],
);

/**
 * One set of a strength exercise. `weight_kg` is the load, the added weight of a bodyweight
 * exercise or the assistance of an assisted one (the exercise's kind says which); a timed exercise
 * has `seconds` instead of reps. Only sets ticked `done` count for records and volume.
 */
export const workoutSets = pgTable(
  "workout_sets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => workoutItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: SET_KINDS }).notNull().default("normal"),
    reps: integer("reps"),
    weightKg: real("weight_kg"),
    seconds: integer("seconds"),
    rpe: real("rpe"),
    done: boolean("done").notNull().default(true),
  },
  (t) => [index("workout_sets_item_idx").on(t.itemId)],
);

/** A saved plan of exercises and target sets to start workouts from; `folder` groups them. */
export const routines = pgTable(
  "routines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    folder: text("folder"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("routines_user_idx").on(t.userId)],
);

/** A routine's target set: never queried on its own, so kept as JSON with its exercise. */
export interface RoutineSetTarget {
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
}

export const routineItems = pgTable(
  "routine_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    routineId: uuid("routine_id")
      .notNull()
      .references(() => routines.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    exerciseId: text("exercise_id")
      .notNull()
      .references(() => exercises.id),
    supersetGroup: integer("superset_group"),
    restSeconds: integer("rest_seconds"),
    notes: text("notes"),
    sets: jsonb("sets").$type<RoutineSetTarget[]>().notNull().default([]),
  },
  (t) => [index("routine_items_routine_idx").on(t.routineId)],
);
