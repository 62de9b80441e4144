import { parseCsv } from "./csv";
import { parseFitNotes } from "./fitnotes";
import { parseHevy } from "./hevy";
import { columnKey, type ImportFormatName, type ParsedExport, type UnitChoice } from "./model";
import { parseStrong } from "./strong";

export * from "./model";
export { parseCsv, writeCsv, textCell } from "./csv";
export { STRONG_COLUMNS } from "./strong";

/** Which app wrote the file, from the header's column names alone; null for none of the three. */
export function detectFormat(headerCells: readonly string[]): ImportFormatName | null {
  const keys = new Set(headerCells.map(columnKey));
  if (keys.has("exercisetitle") && keys.has("starttime")) return "hevy";
  if (keys.has("exercisename") && keys.has("setorder") && keys.has("date")) return "strong";
  if (keys.has("exercise") && keys.has("category") && keys.has("date")) return "fitnotes";
  return null;
}

export class UnknownFormat extends Error {}

/** Reads a Strong, Hevy or FitNotes export into workouts; bad rows become line errors. */
export function parseWorkoutExport(text: string, units: UnitChoice = {}): ParsedExport {
  const rows = parseCsv(text);
  const format = rows[0] ? detectFormat(rows[0].cells) : null;
  if (!format) throw new UnknownFormat("This file is not a Strong, Hevy or FitNotes CSV export: its first line does not have their column names");
  if (format === "hevy") return parseHevy(rows);
  if (format === "strong") return parseStrong(rows, units);
  return parseFitNotes(rows, units);
}
