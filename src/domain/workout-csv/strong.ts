/*
 * Strong's "Export Strong Data" CSV. Layout as real exports and the tools that read them show it:
 * current exports `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,
 * Notes,Workout Notes,RPE` with no unit anywhere (the fast-csv/@std/csv Strong adapters of the
 * "workout-converter" projects, rgdotplot/simple-workout-log-to-hevy data/strong.go); older ones,
 * `;`-separated with `Weight Unit` and `Distance Unit` columns (mtanzim/vis-strong-go README,
 * mwcaisse/strong-data-viz StrongExportRow.ts). Newer versions write letters in Set Order for
 * warm-up (W), drop (D) and failure (F) sets and add "Rest Timer" rows, which hold no set.
 */
import type { SetKind } from "../training";
import { isIsoDate } from "../calendar";
import type { CsvRow } from "../csv";
import { untextCell } from "../csv";
import {
  columnsOf,
  distanceUnitOf,
  numberCell,
  pad2,
  positiveOrNull,
  rpeCell,
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
} from "./model";

export const STRONG_COLUMNS = [
  "Date",
  "Workout Name",
  "Duration",
  "Exercise Name",
  "Set Order",
  "Weight",
  "Reps",
  "Distance",
  "Seconds",
  "Notes",
  "Workout Notes",
  "RPE",
] as const;

const SET_ORDER_KIND: Record<string, SetKind> = { w: "warmup", d: "drop", f: "failure" };

/** "2024-01-15 08:30:00", "2024-01-15 8:30:00 AM" (some locales, with a narrow space) → day and 24-hour time. */
export function parseStrongDate(text: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(
    text.replace(/[\u202f\u00a0]/g, " ").trim(),
  );
  if (!match || !isIsoDate(match[1]!)) return null;
  let hours = Number(match[2]);
  const meridiem = match[5]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === "pm" ? 12 : 0);
  }
  const minutes = Number(match[3]);
  const seconds = Number(match[4] ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { date: match[1]!, time: `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}` };
}

/** "1h 5m", "45m", "50s", or a bare number of seconds; null when empty or unreadable. */
export function parseStrongDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === "") return null;
  if (/^\d+$/.test(t)) return Number(t) || null;
  const match = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/.exec(t);
  if (!match || (!match[1] && !match[2] && !match[3])) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) || null;
}

export function strongReader(header: CsvRow, units: UnitChoice): ExportReader {
  const columns = columnsOf(header);
  const fileWeightUnits = columns.has("Weight Unit");
  const fileDistanceUnits = columns.has("Distance Unit");
  const collector = new WorkoutCollector();
  const errors: ParsedExport["errors"] = [];
  let sawWeight = false;
  let sawDistance = false;
  const readRow = (row: CsvRow) => {
    const setOrder = columns.get(row, "Set Order");
    if (/^rest timer$/i.test(setOrder) || /^rest timer$/i.test(columns.get(row, "Exercise Name")))
      return;
    const dateText = columns.get(row, "Date");
    if (dateText === "") throw new RowProblem("the date is missing");
    const when = parseStrongDate(dateText);
    if (!when)
      throw new RowProblem(
        `the date "${dateText}" is not a date and time like 2024-01-15 08:30:00`,
      );
    const exerciseName = untextCell(columns.get(row, "Exercise Name"));
    if (exerciseName === "") throw new RowProblem("the exercise name is missing");
    let kind: SetKind = "normal";
    if (!/^\d+$/.test(setOrder)) {
      const lettered = SET_ORDER_KIND[setOrder.toLowerCase()];
      if (!lettered) throw new RowProblem(`the set order "${setOrder}" is not a number or W, D, F`);
      kind = lettered;
    }
    const weight = numberCell(columns.get(row, "Weight"), "Weight");
    const weightUnit = fileWeightUnits ? weightUnitOf(columns.get(row, "Weight Unit")) : null;
    if (weight) {
      sawWeight = sawWeight || !weightUnit;
      if (fileWeightUnits && !weightUnit && columns.get(row, "Weight Unit") !== "")
        throw new RowProblem(
          `the weight unit "${columns.get(row, "Weight Unit")}" is not kg or lbs`,
        );
    }
    const distance = positiveOrNull(numberCell(columns.get(row, "Distance"), "Distance"));
    const distanceUnit = fileDistanceUnits
      ? distanceUnitOf(columns.get(row, "Distance Unit"))
      : null;
    if (distance) sawDistance = sawDistance || !distanceUnit;
    const name = untextCell(columns.get(row, "Workout Name")) || null;
    const workout = collector.workout(`${when.date} ${when.time}|${name ?? ""}`, () => ({
      line: row.line,
      date: when.date,
      // Our own export writes midnight for a workout logged without a start time.
      time: when.time === "00:00:00" ? null : when.time,
      durationSeconds: parseStrongDuration(columns.get(row, "Duration")),
      name,
      notes: untextCell(columns.get(row, "Workout Notes")) || null,
      exercises: [],
    }));
    collector.addSet(
      workout,
      exerciseName,
      {
        kind,
        reps: wholeCell(columns.get(row, "Reps"), "Reps"),
        weightKg: toKg(weight, weightUnit ?? units.weightUnit ?? "kg"),
        seconds: positiveOrNull(wholeCell(columns.get(row, "Seconds"), "Seconds")),
        distanceM: toMetres(distance, distanceUnit ?? units.distanceUnit ?? "km"),
        rpe: rpeCell(columns.get(row, "RPE")),
      },
      { notes: untextCell(columns.get(row, "Notes")) || null },
    );
  };
  return readerOf(errors, readRow, () => ({
    format: "strong",
    needsWeightUnit: sawWeight && !units.weightUnit,
    needsDistanceUnit: sawDistance && !units.distanceUnit,
    workouts: collector.workouts(),
    errors,
  }));
}
