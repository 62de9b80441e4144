import { and, asc, between, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { MEAL_NAMES } from "../db/schema/meals";
import { numberText, textCell } from "../../domain/csv";
import { exerciseKindOf } from "../../domain/training";
import { kgToUnit, mlToFlOz } from "../../domain/units";
import type { Db } from "../db/client";
import {
  exercises,
  mealEntries,
  waterEntries,
  weightEntries,
  workoutItems,
  workouts,
  workoutSets,
} from "../db/schema";
import { pagesByDay } from "./date-pages";
import type { ExportOwner } from "./owner";

export interface TrackerCsv {
  header: string[];
  chunks: AsyncIterable<string[][]>;
}

interface ExportInput {
  db: Db;
  userId: string;
  owner: ExportOwner;
}

/** The 16 nutrient columns every diary entry stores (the full panel is in the JSON archive). */
const NUTRIENTS = [
  ["energyKcal", "energy_kcal"],
  ["proteinG", "protein_g"],
  ["fatG", "fat_g"],
  ["carbsG", "carbs_g"],
  ["fiberG", "fiber_g"],
  ["sugarsG", "sugars_g"],
  ["saturatedFatG", "saturated_fat_g"],
  ["cholesterolMg", "cholesterol_mg"],
  ["sodiumMg", "sodium_mg"],
  ["potassiumMg", "potassium_mg"],
  ["calciumMg", "calcium_mg"],
  ["ironMg", "iron_mg"],
  ["vitaminCMg", "vitamin_c_mg"],
  ["vitaminDUg", "vitamin_d_ug"],
  ["vitaminAUg", "vitamin_a_ug"],
  ["magnesiumMg", "magnesium_mg"],
] as const;

const mealOrder = (meal: (typeof MEAL_NAMES)[number]) => MEAL_NAMES.indexOf(meal);

/** Every diary entry, a day's meals in diary order; empty nutrient cells are unknown, never zero. */
export function mealsCsv({ db, userId }: ExportInput): TrackerCsv {
  const header = [
    "date",
    "meal",
    "food",
    "kind",
    "quantity",
    "unit",
    "grams",
    "servings",
    ...NUTRIENTS.map(([, name]) => name),
  ];
  const chunks = pagesByDay(
    db,
    { table: mealEntries, userColumn: mealEntries.userId, dateColumn: mealEntries.date, userId },
    async (first, last) => {
      const rows = await db
        .select()
        .from(mealEntries)
        .where(and(eq(mealEntries.userId, userId), between(mealEntries.date, first, last)))
        .orderBy(asc(mealEntries.date), asc(mealEntries.createdAt));
      rows.sort((a, b) => a.date.localeCompare(b.date) || mealOrder(a.meal) - mealOrder(b.meal));
      return rows.map((e) => [
        e.date,
        e.meal,
        textCell(e.name),
        e.kind,
        numberText(e.quantity, 3),
        textCell(e.unitLabel),
        numberText(e.grams, 1),
        numberText(e.servings, 3),
        ...NUTRIENTS.map(([key]) => numberText(e[key], 2)),
      ]);
    },
  );
  return { header, chunks };
}

/** One weigh-in a row, in kg and in the unit the user reads (st is written as decimal stones). */
export function weightCsv({ db, userId, owner }: ExportInput): TrackerCsv {
  const unit = owner.weightUnit;
  const header =
    unit === "kg"
      ? ["date", "weight_kg", "body_fat_pct", "note"]
      : ["date", "weight_kg", `weight_${unit}`, "body_fat_pct", "note"];
  const chunks = pagesByDay(
    db,
    {
      table: weightEntries,
      userColumn: weightEntries.userId,
      dateColumn: weightEntries.date,
      userId,
    },
    async (first, last) => {
      const rows = await db
        .select()
        .from(weightEntries)
        .where(and(eq(weightEntries.userId, userId), between(weightEntries.date, first, last)))
        .orderBy(asc(weightEntries.date));
      return rows.map((e) => [
        e.date,
        numberText(e.weightKg, 2),
        ...(unit === "kg" ? [] : [numberText(kgToUnit(e.weightKg, unit), 2)]),
        numberText(e.bodyFatPct, 1),
        textCell(e.note),
      ]);
    },
  );
  return { header, chunks };
}

/** Each drink as logged (one tap, one row), with the time it was logged in the user's zone. */
export function waterCsv({ db, userId, owner }: ExportInput): TrackerCsv {
  const isImperial = owner.unitSystem === "imperial";
  const header = ["date", "logged_at_utc", "amount_ml", ...(isImperial ? ["amount_fl_oz"] : [])];
  const chunks = pagesByDay(
    db,
    { table: waterEntries, userColumn: waterEntries.userId, dateColumn: waterEntries.date, userId },
    async (first, last) => {
      const rows = await db
        .select()
        .from(waterEntries)
        .where(and(eq(waterEntries.userId, userId), between(waterEntries.date, first, last)))
        .orderBy(asc(waterEntries.date), asc(waterEntries.createdAt));
      return rows.map((e) => [
        e.date,
        e.createdAt.toISOString(),
        String(e.amountMl),
        ...(isImperial ? [numberText(mlToFlOz(e.amountMl), 1)] : []),
      ]);
    },
  );
  return { header, chunks };
}

export const WORKOUT_COLUMNS = [
  "date",
  "workout",
  "started_at_utc",
  "ended_at_utc",
  "exercise",
  "exercise_kind",
  "set",
  "set_kind",
  "done",
  "reps",
  "weight_kg",
  "seconds",
  "rpe",
  "distance_m",
  "duration_min",
  "kcal",
  "exercise_notes",
  "workout_notes",
] as const;

/** A page of days' workout items with their sets, in order: one query, no records (the CSV has none). */
async function loadSetRows(db: Db, userId: string, first: string, last: string) {
  return db
    .select({
      workout: workouts,
      item: workoutItems,
      set: workoutSets,
      exercise: {
        id: exercises.id,
        name: exercises.name,
        category: exercises.category,
        equipment: exercises.equipment,
      },
    })
    .from(workouts)
    .innerJoin(workoutItems, eq(workoutItems.workoutId, workouts.id))
    .innerJoin(exercises, eq(exercises.id, workoutItems.exerciseId))
    .leftJoin(workoutSets, eq(workoutSets.itemId, workoutItems.id))
    .where(
      and(
        eq(workouts.userId, userId),
        between(workouts.date, first, last),
        or(isNull(workouts.startedAt), isNotNull(workouts.endedAt)),
      ),
    )
    .orderBy(
      asc(workouts.date),
      asc(sql`coalesce(${workouts.startedAt}, ${workouts.createdAt})`),
      asc(workouts.id),
      asc(workoutItems.position),
      asc(workoutSets.position),
    );
}

/**
 * One row per set (and one per cardio or activity item without sets), finished and back-dated
 * workouts only: a workout still going is not history yet. (GET /api/workouts/export.csv is the
 * Strong layout other apps import; this is the tracker's own, with set kinds, unticked sets and
 * kcal. It reads the tables directly rather than through loadWorkouts, whose personal records
 * made a three-year export take 15 s.)
 */
export function workoutsCsv({ db, userId }: ExportInput): TrackerCsv {
  const chunks = pagesByDay(
    db,
    { table: workouts, userColumn: workouts.userId, dateColumn: workouts.date, userId },
    async (first, last) => {
      const rows = await loadSetRows(db, userId, first, last);
      let setNumber = 0;
      let previousItem: string | null = null;
      return rows.map(({ workout: w, item, set, exercise }) => {
        setNumber = item.id === previousItem ? setNumber + 1 : 1;
        previousItem = item.id;
        const isFirst = setNumber === 1;
        return [
          w.date,
          textCell(w.name),
          w.startedAt?.toISOString() ?? "",
          w.endedAt?.toISOString() ?? "",
          textCell(exercise.name),
          exerciseKindOf(exercise),
          set ? String(setNumber) : "",
          set?.kind ?? "",
          set ? (set.done ? "yes" : "no") : "",
          numberText(set?.reps, 0),
          numberText(set?.weightKg, 2),
          numberText(set?.seconds, 0),
          numberText(set?.rpe, 1),
          // The item's distance, time and kcal are the exercise's, written on its first row only.
          isFirst ? numberText(item.distanceM, 0) : "",
          isFirst ? numberText(item.durationMin, 1) : "",
          isFirst ? String(Math.round(item.kcal)) : "",
          textCell(item.notes),
          textCell(w.notes),
        ];
      });
    },
  );
  return { header: [...WORKOUT_COLUMNS], chunks };
}
