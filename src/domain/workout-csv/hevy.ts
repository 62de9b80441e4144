/*
 * Hevy's "Export Workouts" CSV: `title,start_time,end_time,description,exercise_title,superset_id,
 * exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe`, with
 * weight_lbs and distance_miles instead for imperial accounts (Jake-Leicht/Hevy-Dashboard-App
 * interfaces.ts, adrianbb05/training_charts WorkoutData.ts); times like "15 Jan 2024, 08:30";
 * set_type normal, warmup, dropset or failure. The unit is in the column's name.
 */
import type { SetKind } from "../training";
import { isIsoDate } from "../calendar";
import type { CsvRow } from "../csv";
import {
  columnsOf,
  numberCell,
  pad2,
  positiveOrNull,
  rpeCell,
  readerOf,
  RowProblem,
  toKg,
  toMetres,
  wholeCell,
  WorkoutCollector,
  type ExportReader,
  type ParsedExport,
} from "./model";

const SET_TYPE: Record<string, SetKind> = {
  normal: "normal",
  warmup: "warmup",
  dropset: "drop",
  failure: "failure",
};
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "15 Jan 2024, 08:30" (also "2024-01-15 08:30:00") → day, time and minutes since the epoch day. */
export function parseHevyTime(text: string): { date: string; time: string } | null {
  const t = text.trim();
  const named = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  let year: string, month: number, day: number, rest: RegExpExecArray;
  if (named) {
    month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    [year, day, rest] = [named[3]!, Number(named[1]), named];
  } else if (iso) {
    [year, month, day, rest] = [iso[1]!, Number(iso[2]), Number(iso[3]), iso];
  } else return null;
  const date = `${year}-${pad2(month)}-${pad2(day)}`;
  const [h, m, s] = [Number(rest[4]), Number(rest[5]), Number(rest[6] ?? 0)];
  if (month < 1 || !isIsoDate(date) || h > 23 || m > 59 || s > 59) return null;
  return { date, time: `${pad2(h)}:${pad2(m)}:${pad2(s)}` };
}

function secondsBetween(
  a: { date: string; time: string },
  b: { date: string; time: string },
): number {
  return (Date.parse(`${b.date}T${b.time}Z`) - Date.parse(`${a.date}T${a.time}Z`)) / 1000;
}

export function hevyReader(header: CsvRow): ExportReader {
  const columns = columnsOf(header);
  const weightUnit = columns.has("weight_lbs") ? "lb" : "kg";
  const distanceUnit = columns.has("distance_miles") ? "mi" : "km";
  const collector = new WorkoutCollector();
  const errors: ParsedExport["errors"] = [];
  const readRow = (row: CsvRow) => {
    const startText = columns.get(row, "start_time");
    if (startText === "") throw new RowProblem("the start time is missing");
    const start = parseHevyTime(startText);
    if (!start)
      throw new RowProblem(`the start time "${startText}" is not a date like 15 Jan 2024, 08:30`);
    const exerciseName = columns.get(row, "exercise_title");
    if (exerciseName === "") throw new RowProblem("the exercise title is missing");
    const setType = columns.get(row, "set_type").toLowerCase() || "normal";
    const kind = SET_TYPE[setType];
    if (!kind)
      throw new RowProblem(`the set type "${setType}" is not normal, warmup, dropset or failure`);
    const name = columns.get(row, "title") || null;
    const end = parseHevyTime(columns.get(row, "end_time"));
    const workout = collector.workout(`${start.date} ${start.time}|${name ?? ""}`, () => {
      const duration = end ? secondsBetween(start, end) : 0;
      return {
        line: row.line,
        date: start.date,
        time: start.time,
        durationSeconds: duration > 0 ? duration : null,
        name,
        notes: columns.get(row, "description") || null,
        exercises: [],
      };
    });
    const superset = wholeCell(columns.get(row, "superset_id"), "superset_id");
    collector.addSet(
      workout,
      exerciseName,
      {
        kind,
        reps: wholeCell(columns.get(row, "reps"), "Reps"),
        weightKg: toKg(
          numberCell(columns.get(row, weightUnit === "lb" ? "weight_lbs" : "weight_kg"), "Weight"),
          weightUnit,
        ),
        seconds: positiveOrNull(
          wholeCell(columns.get(row, "duration_seconds"), "duration_seconds"),
        ),
        distanceM: toMetres(
          numberCell(
            columns.get(row, distanceUnit === "mi" ? "distance_miles" : "distance_km"),
            "Distance",
          ),
          distanceUnit,
        ),
        rpe: rpeCell(columns.get(row, "rpe")),
      },
      // Hevy numbers supersets from 0; ours from 1, and at most 15 in one workout.
      {
        notes: columns.get(row, "exercise_notes") || null,
        supersetGroup: superset !== null && superset < 15 ? superset + 1 : null,
      },
    );
  };
  return readerOf(errors, readRow, () => ({
    format: "hevy",
    needsWeightUnit: false,
    needsDistanceUnit: false,
    workouts: collector.workouts(),
    errors,
  }));
}
