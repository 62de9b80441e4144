import type { SetKind } from "../training";
import { METRES_PER_KM, METRES_PER_MILE } from "../training";
import { WORKOUT_LIMITS } from "../workouts";
import type { CsvRow } from "../csv";

export type ImportFormatName = "strong" | "hevy" | "fitnotes";
export type WeightUnit = "kg" | "lb";
export type DistanceUnit = "km" | "mi";

/** The international pound: 0.45359237 kg exactly (1959 agreement). */
export const KG_PER_LB = 0.45359237;

export interface ImportedSet {
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  distanceM: number | null;
  rpe: number | null;
}

export interface ImportedExercise {
  name: string;
  notes: string | null;
  supersetGroup: number | null;
  sets: ImportedSet[];
}

export interface ImportedWorkout {
  /** The first line of the file that belongs to it. */
  line: number;
  date: string;
  /** Wall-clock start as written ("HH:MM:SS"), in the user's own zone; null when the file has none. */
  time: string | null;
  durationSeconds: number | null;
  name: string | null;
  notes: string | null;
  exercises: ImportedExercise[];
}

export interface LineError {
  line: number;
  message: string;
}

export interface ParsedExport {
  format: ImportFormatName;
  /** The file gives weights but not their unit, and none was chosen. */
  needsWeightUnit: boolean;
  needsDistanceUnit: boolean;
  workouts: ImportedWorkout[];
  errors: LineError[];
}

export interface UnitChoice {
  weightUnit?: WeightUnit | null;
  distanceUnit?: DistanceUnit | null;
}

/** Thrown for a row that cannot be imported; the parser reports it with the row's line and goes on. */
export class RowProblem extends Error {}

/**
 * Reads an export one row at a time and then gives what it held, so a caller can pause between
 * slices of a large file. A row the parser refuses becomes its line's error and reading goes on.
 */
export interface ExportReader {
  read(row: CsvRow): void;
  finish(): ParsedExport;
}

export function readerOf(
  errors: LineError[],
  readRow: (row: CsvRow) => void,
  finish: () => ParsedExport,
): ExportReader {
  return {
    read(row) {
      try {
        readRow(row);
      } catch (error) {
        if (!(error instanceof RowProblem)) throw error;
        errors.push({ line: row.line, message: error.message });
      }
    },
    finish,
  };
}

/** Header names compared without case, spaces or punctuation: "Exercise Name" = "exercise_name". */
export function columnKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export interface Columns {
  has(name: string): boolean;
  get(row: CsvRow, name: string): string;
}

export function columnsOf(header: CsvRow): Columns {
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const key = columnKey(cell);
    if (!index.has(key)) index.set(key, i);
  });
  return {
    has: (name) => index.has(columnKey(name)),
    get: (row, name) => {
      const i = index.get(columnKey(name));
      return i === undefined ? "" : (row.cells[i] ?? "").trim();
    },
  };
}

/** A number as phones write it: "62.5", or "62,5" in decimal-comma locales; empty is null. */
export function numberCell(text: string, what: string): number | null {
  if (text === "") return null;
  const normal = /^-?\d+,\d+$/.test(text) ? text.replace(",", ".") : text;
  const value = Number(normal);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normal) || !Number.isFinite(value))
    throw new RowProblem(`${what} "${text}" is not a number`);
  if (value < 0) throw new RowProblem(`${what} cannot be negative`);
  return value;
}

export function wholeCell(text: string, what: string): number | null {
  const value = numberCell(text, what);
  if (value === null) return null;
  if (!Number.isInteger(value)) throw new RowProblem(`${what} "${text}" is not a whole number`);
  return value;
}

/** Weight in kg, rounded to grams so a pound value does not carry float noise. */
export function toKg(value: number | null, unit: WeightUnit): number | null {
  if (value === null) return null;
  return Math.round((unit === "lb" ? value * KG_PER_LB : value) * 1000) / 1000;
}

export function toMetres(value: number | null, unit: DistanceUnit | "m"): number | null {
  if (value === null || value === 0) return null;
  const factor = unit === "km" ? METRES_PER_KM : unit === "mi" ? METRES_PER_MILE : 1;
  return Math.round(value * factor * 10) / 10;
}

/** "kg", "kgs", "lb", "lbs" as the apps write a weight unit; null for anything else. */
export function weightUnitOf(text: string): WeightUnit | null {
  const t = text.trim().toLowerCase();
  if (t === "kg" || t === "kgs") return "kg";
  if (t === "lb" || t === "lbs") return "lb";
  return null;
}

export function distanceUnitOf(text: string): DistanceUnit | "m" | null {
  const t = text.trim().toLowerCase();
  if (t === "km" || t === "kms") return "km";
  if (t === "mi" || t === "mile" || t === "miles") return "mi";
  if (t === "m" || t === "metres" || t === "meters") return "m";
  return null;
}

/** Zero means "not filled in" in every app's export: no seconds, no distance. */
export function positiveOrNull(value: number | null): number | null {
  return value === null || value === 0 ? null : value;
}

/** RPE as the apps allow it (6 to 10 in halves); 0 or empty is none. */
export function rpeCell(text: string): number | null {
  const value = positiveOrNull(numberCell(text, "RPE"));
  if (value === null) return null;
  if (value > 10) throw new RowProblem(`RPE ${text} is above 10`);
  return Math.max(1, Math.round(value * 2) / 2);
}

/*
 * What one file may hold. Past these a row is refused on its line rather than collected: the limits
 * keep a crafted file from costing the server more than a real one (every lookup below is then short).
 */
export const IMPORT_LIMITS = { workouts: 5000, nameLength: 100, sessionSeconds: 86_400 } as const;

/** Collects rows into workouts, keyed by start and name, and each workout's exercises in file order. */
export class WorkoutCollector {
  private readonly byKey = new Map<string, ImportedWorkout>();

  workout(key: string, make: () => ImportedWorkout): ImportedWorkout {
    const known = this.byKey.get(key);
    if (known) return known;
    if (this.byKey.size >= IMPORT_LIMITS.workouts)
      throw new RowProblem(
        `a file can hold at most ${IMPORT_LIMITS.workouts.toLocaleString("en")} workouts`,
      );
    const workout = make();
    if (
      workout.durationSeconds !== null &&
      workout.durationSeconds > IMPORT_LIMITS.sessionSeconds
    ) {
      throw new RowProblem("the workout lasts longer than a day");
    }
    this.byKey.set(key, workout);
    return workout;
  }

  /** Adds a set to the workout's exercise of that name (a new one unless the last one has it). */
  addSet(
    workout: ImportedWorkout,
    name: string,
    set: ImportedSet,
    extra: { notes?: string | null; supersetGroup?: number | null } = {},
  ): void {
    if (name.length > IMPORT_LIMITS.nameLength)
      throw new RowProblem(
        `the exercise name is longer than ${IMPORT_LIMITS.nameLength} characters`,
      );
    let exercise = workout.exercises.find((e) => e.name === name);
    if (!exercise) {
      if (workout.exercises.length >= WORKOUT_LIMITS.itemsPerWorkout) {
        throw new RowProblem(`a workout holds at most ${WORKOUT_LIMITS.itemsPerWorkout} exercises`);
      }
      exercise = { name, notes: null, supersetGroup: extra.supersetGroup ?? null, sets: [] };
      workout.exercises.push(exercise);
    }
    if (exercise.sets.length >= WORKOUT_LIMITS.setsPerExercise)
      throw new RowProblem(`an exercise holds at most ${WORKOUT_LIMITS.setsPerExercise} sets`);
    if (!exercise.notes && extra.notes) exercise.notes = extra.notes;
    exercise.sets.push(set);
  }

  workouts(): ImportedWorkout[] {
    return [...this.byKey.values()].filter((w) => w.exercises.length > 0);
  }
}

export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}
