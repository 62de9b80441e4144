import { weightToKg, type WeightUnit } from "./units";
import { detectDelimiter, parseCsv, type CsvRow, type Delimiter } from "./csv";
import { parseIsoDate } from "./calendar";

/**
 * Weight history from a CSV file: our own `date,weight,unit` (headers matched loosely), the
 * MyFitnessPal export `Date,Body Fat %,Weight`, and what spreadsheets write (`;` with decimal commas,
 * quotes, CRLF, a BOM). Every line that cannot be taken gets its reason in words; the rest is read.
 */

/** No real cell is longer; checking length first keeps every pattern below on short text. */
const CELL_MAX = 40;

/** Order of day and month in dates like 03/04/2024; year-first dates are always read year, month, day. */
export type DateOrder = "dmy" | "mdy";
export type WeightCsvFormat = "generic" | "myfitnesspal";

export interface WeightCsvBounds {
  weightKg: { min: number; max: number };
  bodyFatPct: { min: number; max: number };
  noteMax: number;
}

export interface WeightCsvOptions {
  /**
   * The unit of weights that name none (no unit column, an empty unit cell, MyFitnessPal). Null: the
   * user has not said, and such weights are not read (needsUnit) rather than guessed.
   */
  unit: WeightUnit | null;
  /** Null: worked out from the file; dates it cannot settle are refused on their line. */
  dateOrder: DateOrder | null;
  /** The user's today: later dates are refused. */
  today: string;
  bounds: WeightCsvBounds;
}

export interface WeightCsvRow {
  line: number;
  date: string;
  weightKg: number;
  bodyFatPct: number | null;
  note: string | null;
}

export interface WeightCsvLineError {
  line: number;
  message: string;
}

export interface ParsedWeightCsv {
  format: WeightCsvFormat;
  rows: WeightCsvRow[];
  errors: WeightCsvLineError[];
  /** The day/month order used for dates like 03/04/2024 (null: the file has none, or could not tell). */
  dateOrder: DateOrder | null;
  /** Some lines were refused because their day and month could be either: the user should choose. */
  needsDateOrder: boolean;
  /** Some weights named no unit of their own, so the chosen unit was used. */
  usesChosenUnit: boolean;
  /** Some weights named no unit and none was chosen: they are left out until the user chooses. */
  needsUnit: boolean;
}

/** A file that cannot be read at all (no header, too big); the message is for the user. */
export class WeightCsvError extends Error {}

interface Columns {
  date: number;
  weight: number;
  unit: number | null;
  bodyFat: number | null;
  note: number | null;
  /** "Weight (lb)": the header names the unit of the whole column. */
  headerUnit: WeightUnit | null;
}

const columnKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, "");

const UNIT_WORDS: Record<string, WeightUnit> = {
  kg: "kg",
  kgs: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogram: "kg",
  kilograms: "kg",
  lb: "lb",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  st: "st",
  stone: "st",
  stones: "st",
};

function unitOfWord(word: string): WeightUnit | null {
  return UNIT_WORDS[word.trim().toLowerCase()] ?? null;
}

function findColumns(header: readonly string[]): Columns {
  const keys = header.map(columnKey);
  const find = (test: (key: string) => boolean) => {
    const index = keys.findIndex(test);
    return index === -1 ? null : index;
  };
  const unit = find(
    (k) => k === "unit" || k === "units" || k === "weightunit" || k === "weightunits",
  );
  const date = find((k) => k.startsWith("date") || k === "day" || k === "timestamp");
  const weight = find(
    (k) =>
      k !== keys[unit ?? -1] &&
      (k.startsWith("weight") || k.startsWith("bodyweight") || k === "mass"),
  );
  if (date === null || weight === null) {
    throw new WeightCsvError(
      "The first line must name a date and a weight column, for example: date,weight,unit",
    );
  }
  const suffix = /(kgs?|lbs?|st)$/.exec(keys[weight]!)?.[1];
  return {
    date,
    weight,
    unit,
    bodyFat: find((k) => k.includes("fat")),
    note: find((k) => k === "note" || k === "notes" || k === "comment" || k === "comments"),
    headerUnit: suffix ? unitOfWord(suffix) : null,
  };
}

function formatOf(header: readonly string[]): WeightCsvFormat {
  const keys = header.map(columnKey).join(",");
  return keys === "date,bodyfat,weight" ? "myfitnesspal" : "generic";
}

/** A decimal number; a decimal comma only where `,` does not separate fields. */
function parseDecimal(text: string, delimiter: Delimiter): number | null {
  const normalized = delimiter === "," ? text : text.replace(",", ".");
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

type SlashDate = { first: number; second: number; year: number };

const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]|$)/;
const YEAR_LAST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[T ]|$)/;

function slashDateOf(cell: string): SlashDate | null {
  const match = YEAR_LAST.exec(cell.trim());
  return match
    ? { first: Number(match[1]), second: Number(match[2]), year: Number(match[3]) }
    : null;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The order a file's dates must have: the only one its unambiguous dates (13/04 or 04/13) allow. */
function detectDateOrder(cells: readonly string[]): DateOrder | null {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of cells) {
    const date = slashDateOf(cell);
    if (date && date.first > 12) dayFirst = true;
    if (date && date.second > 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? null : dayFirst ? "dmy" : "mdy";
}

type DateResult = { date: string } | { error: string; isAmbiguous?: boolean };

function parseDate(cell: string, order: DateOrder | null): DateResult {
  const text = cell.trim();
  const notADate = { error: `"${text}" is not a date: write it as YYYY-MM-DD` };
  if (text === "") return { error: "The date is missing" };
  if (text.length > CELL_MAX) return { error: "The date is not a date: write it as YYYY-MM-DD" };
  const yearFirst = YEAR_FIRST.exec(text);
  let iso: string | null = null;
  if (yearFirst) iso = isoOf(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  else {
    const date = slashDateOf(text);
    if (!date) return notADate;
    const resolved =
      order ??
      (date.first > 12
        ? "dmy"
        : date.second > 12
          ? "mdy"
          : date.first === date.second
            ? "dmy"
            : null);
    if (!resolved) {
      return {
        error: `${text} could be day/month or month/day: choose the date order above`,
        isAmbiguous: true,
      };
    }
    const [day, month] = resolved === "dmy" ? [date.first, date.second] : [date.second, date.first];
    iso = isoOf(date.year, month, day);
  }
  const parts = parseIsoDate(iso);
  return parts && parts.year >= 1900 ? { date: iso } : notADate;
}

type WeightResult = { kg: number; isChosenUnit: boolean } | { error: string } | { needsUnit: true };

/** `80.5`, `80.5 kg`, `177 lb`, `12 st 9 lb`; the unit from the cell, else the column, else the file's. */
function parseWeight(
  cell: string,
  rowUnit: WeightUnit | null,
  fileUnit: WeightUnit | null,
  delimiter: Delimiter,
): WeightResult {
  const text = cell.trim().toLowerCase();
  if (text === "") return { error: "The weight is missing" };
  const notANumber = {
    error: `"${cell.trim().slice(0, CELL_MAX)}" is not a weight: write a number such as 80.5`,
  };
  if (text.length > CELL_MAX) return notANumber;
  const stoneLb = /^(\d+)\s*st\s*(\d+(?:[.,]\d+)?)\s*(?:lbs?)?$/.exec(text);
  if (stoneLb) {
    const pounds = parseDecimal(stoneLb[2]!, delimiter);
    return pounds === null
      ? notANumber
      : { kg: weightToKg(Number(stoneLb[1]) * 14 + pounds, "lb"), isChosenUnit: false };
  }
  const withUnit = /^([\d.,]+)\s*([a-z]*)$/.exec(text);
  if (!withUnit) return notANumber;
  const value = parseDecimal(withUnit[1]!, delimiter);
  if (value === null) return notANumber;
  const cellUnit = withUnit[2] ? unitOfWord(withUnit[2]) : null;
  if (withUnit[2] && !cellUnit) return { error: `Unknown unit "${withUnit[2]}": use kg, lb or st` };
  const unit = cellUnit ?? rowUnit ?? fileUnit;
  if (!unit) return { needsUnit: true };
  return { kg: weightToKg(value, unit), isChosenUnit: !cellUnit && !rowUnit };
}

type BodyFatResult = { pct: number | null } | { error: string };

/** Empty, or 0 as MyFitnessPal writes on days without a reading, is no reading. */
function parseBodyFat(
  cell: string | undefined,
  bounds: WeightCsvBounds["bodyFatPct"],
  delimiter: Delimiter,
): BodyFatResult {
  const text = (cell ?? "").trim().replace(/\s*%$/, "");
  if (text === "") return { pct: null };
  const value = text.length > CELL_MAX ? null : parseDecimal(text, delimiter);
  if (value === null) return { error: `"${text.slice(0, CELL_MAX)}" is not a body fat percentage` };
  if (value === 0) return { pct: null };
  if (value < bounds.min || value > bounds.max)
    return { error: `Body fat ${value}% is outside ${bounds.min} to ${bounds.max}%` };
  return { pct: value };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

interface LineContext {
  columns: Columns;
  options: WeightCsvOptions;
  delimiter: Delimiter;
  order: DateOrder | null;
}

type LineResult =
  | { row: WeightCsvRow; isChosenUnit: boolean }
  | { error: string; isAmbiguous?: boolean }
  | { needsUnit: true };

function readLine(record: CsvRow, context: LineContext): LineResult {
  const { columns, options, delimiter } = context;
  const cells = record.cells;
  const date = parseDate(cells[columns.date] ?? "", context.order);
  if ("error" in date) return date;
  if (date.date > options.today) return { error: `${date.date} is in the future` };
  let rowUnit: WeightUnit | null = columns.headerUnit;
  const unitCell = columns.unit === null ? "" : (cells[columns.unit] ?? "").trim();
  if (unitCell !== "") {
    rowUnit = unitCell.length > CELL_MAX ? null : unitOfWord(unitCell);
    if (!rowUnit)
      return { error: `Unknown unit "${unitCell.slice(0, CELL_MAX)}": use kg, lb or st` };
  }
  const weight = parseWeight(cells[columns.weight] ?? "", rowUnit, options.unit, delimiter);
  if (!("kg" in weight)) return weight;
  const { min, max } = options.bounds.weightKg;
  const kg = round2(weight.kg);
  if (kg < min || kg > max)
    return {
      error: `The weight ${(cells[columns.weight] ?? "").trim()} (${kg} kg) is outside ${min} to ${max} kg`,
    };
  const bodyFat = parseBodyFat(
    columns.bodyFat === null ? undefined : cells[columns.bodyFat],
    options.bounds.bodyFatPct,
    delimiter,
  );
  if ("error" in bodyFat) return bodyFat;
  const note = columns.note === null ? "" : (cells[columns.note] ?? "").trim();
  if (note.length > options.bounds.noteMax)
    return { error: `The note is longer than ${options.bounds.noteMax} characters` };
  return {
    row: {
      line: record.line,
      date: date.date,
      weightKg: kg,
      bodyFatPct: bodyFat.pct,
      note: note || null,
    },
    isChosenUnit: weight.isChosenUnit,
  };
}

/** Reads a file's lines one at a time, so a caller can pause between slices of a large file. */
export interface WeightCsvReader {
  read(record: CsvRow): void;
  finish(): ParsedWeightCsv;
}

/**
 * The reader of a file whose records are `header` and `lines` (the date order is worked out from
 * every line first); throws WeightCsvError when the header cannot be read.
 */
export function weightCsvReader(
  header: CsvRow | undefined,
  lines: readonly CsvRow[],
  delimiter: Delimiter,
  options: WeightCsvOptions,
): WeightCsvReader {
  if (!header) throw new WeightCsvError("The file is empty");
  const columns = findColumns(header.cells);
  const order = options.dateOrder ?? detectDateOrder(lines.map((l) => l.cells[columns.date] ?? ""));
  const context: LineContext = { columns, options, delimiter, order };
  const rows: WeightCsvRow[] = [];
  const errors: WeightCsvLineError[] = [];
  const lineOfDate = new Map<string, number>();
  let needsDateOrder = false;
  let usesChosenUnit = false;
  let needsUnit = false;
  const read = (record: CsvRow) => {
    const result = readLine(record, context);
    if ("needsUnit" in result) {
      needsUnit = true;
      return;
    }
    if ("error" in result) {
      errors.push({ line: record.line, message: result.error });
      needsDateOrder ||= result.isAmbiguous === true;
      return;
    }
    const first = lineOfDate.get(result.row.date);
    if (first !== undefined) {
      errors.push({
        line: record.line,
        message: `${result.row.date} is also on line ${first}: one weigh-in a day, line ${first} is kept`,
      });
      return;
    }
    lineOfDate.set(result.row.date, record.line);
    usesChosenUnit ||= result.isChosenUnit;
    rows.push(result.row);
  };
  const finish = (): ParsedWeightCsv => ({
    format: formatOf(header.cells),
    rows,
    errors,
    dateOrder: order,
    needsDateOrder,
    usesChosenUnit,
    needsUnit,
  });
  return { read, finish };
}

/** Reads the whole file at once; throws WeightCsvError only when no line can be read at all. */
export function parseWeightCsv(text: string, options: WeightCsvOptions): ParsedWeightCsv {
  const delimiter = detectDelimiter(text);
  const [header, ...lines] = parseCsv(text, { delimiter });
  const reader = weightCsvReader(header, lines, delimiter, options);
  for (const line of lines) reader.read(line);
  return reader.finish();
}
