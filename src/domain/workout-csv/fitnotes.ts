/*
 * FitNotes' "Spreadsheet Export" of workout data: `Date,Exercise,Category,Weight (kgs),Reps,
 * Distance,Distance Unit,Time,Comment` (the weight column names its unit: "(kgs)" or "(lbs)"; some
 * versions write `Weight` and a `Weight Unit` column instead — tihawk/push-fitnotes supports both
 * kgs and lbs). Dates are "2024-01-15", Time "0:30:00". FitNotes has no sessions: one day is one
 * workout, with no name and no start time.
 */
import { parseClock } from "../training";
import { isIsoDate } from "../calendar";
import type { CsvRow } from "../csv";
import {
  columnsOf,
  distanceUnitOf,
  numberCell,
  positiveOrNull,
  readerOf,
  RowProblem,
  toKg,
  toMetres,
  weightUnitOf,
  wholeCell,
  WorkoutCollector,
  type ExportReader,
  type ParsedExport,
  type UnitChoice,
  type WeightUnit,
} from "./model";

const WEIGHT_COLUMNS: [string, WeightUnit | null][] = [
  ["Weight (kgs)", "kg"],
  ["Weight (kg)", "kg"],
  ["Weight (lbs)", "lb"],
  ["Weight (lb)", "lb"],
  ["Weight", null],
];

export function fitNotesReader(header: CsvRow, units: UnitChoice): ExportReader {
  const columns = columnsOf(header);
  const [weightColumn, headerUnit] = WEIGHT_COLUMNS.find(([name]) => columns.has(name)) ?? [
    "Weight",
    null,
  ];
  const rowUnits = headerUnit === null && columns.has("Weight Unit");
  const collector = new WorkoutCollector();
  const errors: ParsedExport["errors"] = [];
  let sawWeight = false;
  let sawDistance = false;
  const readRow = (row: CsvRow) => {
    const date = columns.get(row, "Date");
    if (date === "") throw new RowProblem("the date is missing");
    if (!isIsoDate(date)) throw new RowProblem(`the date "${date}" is not a date like 2024-01-15`);
    const exerciseName = columns.get(row, "Exercise");
    if (exerciseName === "") throw new RowProblem("the exercise name is missing");
    const weight = numberCell(columns.get(row, weightColumn), "Weight");
    const weightUnit =
      headerUnit ?? (rowUnits ? weightUnitOf(columns.get(row, "Weight Unit")) : null);
    if (weight && !weightUnit) sawWeight = true;
    const distance = positiveOrNull(numberCell(columns.get(row, "Distance"), "Distance"));
    const distanceUnit = distanceUnitOf(columns.get(row, "Distance Unit"));
    if (distance && !distanceUnit) sawDistance = true;
    const timeText = columns.get(row, "Time");
    const seconds = timeText === "" ? null : parseClock(timeText);
    if (seconds === null && timeText !== "")
      throw new RowProblem(`the time "${timeText}" is not a time like 0:30:00`);
    const workout = collector.workout(date, () => ({
      line: row.line,
      date,
      time: null,
      durationSeconds: null,
      name: null,
      notes: null,
      exercises: [],
    }));
    collector.addSet(
      workout,
      exerciseName,
      {
        kind: "normal",
        reps: positiveOrNull(wholeCell(columns.get(row, "Reps"), "Reps")),
        weightKg: toKg(weight, weightUnit ?? units.weightUnit ?? "kg"),
        seconds: positiveOrNull(seconds),
        distanceM: toMetres(distance, distanceUnit ?? units.distanceUnit ?? "km"),
        rpe: null,
      },
      { notes: columns.get(row, "Comment") || null },
    );
  };
  return readerOf(errors, readRow, () => ({
    format: "fitnotes",
    needsWeightUnit: sawWeight && !units.weightUnit,
    needsDistanceUnit: sawDistance && !units.distanceUnit,
    workouts: collector.workouts(),
    errors,
  }));
}
