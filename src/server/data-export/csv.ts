import { Readable } from "node:stream";

/**
 * Spreadsheets run a cell starting with one of these as a formula, and a leading tab or carriage
 * return can hide one (OWASP, CSV Injection): such a text cell gets a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a user typed (food names, notes), made safe to open in a spreadsheet. */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A number written plainly: no trailing zeros, never exponent notation, empty when unknown. */
export function numberCell(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const scale = 10 ** decimals;
  return String(Math.round(value * scale) / scale);
}

/** RFC 4180: a field holding a quote, comma or line break is quoted, its quotes doubled. */
function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(quote).join(",")}\r\n`;
}

/**
 * The file as a stream: the header, then each chunk of records as the database yields it, so years
 * of history are never held in memory at once. A UTF-8 byte-order mark goes first, so Excel reads
 * accented food names as UTF-8 rather than the system code page.
 */
export function csvStream(header: readonly string[], chunks: AsyncIterable<string[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvRecord(header)}`;
    for await (const rows of chunks) {
      if (rows.length > 0) yield rows.map(csvRecord).join("");
    }
  }
  return Readable.from(lines());
}
