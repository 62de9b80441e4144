import { parseCsv, type CsvRow } from "../csv";
import { fitNotesReader } from "./fitnotes";
import { hevyReader } from "./hevy";
import {
  columnKey,
  type ExportReader,
  type ImportFormatName,
  type ParsedExport,
  type UnitChoice,
} from "./model";
import { strongReader } from "./strong";

export * from "./model";
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

/** The reader for the app that wrote the file, from its header line (undefined: an empty file). */
export function workoutExportReader(
  header: CsvRow | undefined,
  units: UnitChoice = {},
): ExportReader {
  const format = header ? detectFormat(header.cells) : null;
  if (!header || !format)
    throw new UnknownFormat(
      "This file is not a Strong, Hevy or FitNotes CSV export: its first line does not have their column names",
    );
  if (format === "hevy") return hevyReader(header);
  if (format === "strong") return strongReader(header, units);
  return fitNotesReader(header, units);
}

/** Reads a Strong, Hevy or FitNotes export into workouts; bad rows become line errors. */
export function parseWorkoutExport(text: string, units: UnitChoice = {}): ParsedExport {
  const [header, ...rows] = parseCsv(text);
  const reader = workoutExportReader(header, units);
  for (const row of rows) reader.read(row);
  return reader.finish();
}
