/**
 * CSV, read and written in one place (RFC 4180): quoted fields with doubled quotes, delimiters and
 * line breaks inside quotes, CRLF, LF or CR line ends, and a leading byte-order mark. Exports from
 * phones set to a decimal-comma locale separate fields with `;` (Strong does), so the reader takes
 * the delimiter the header line uses most. Written here rather than adding a package: the imports,
 * the exports and the two reference files we read need no more than this.
 */

export type Delimiter = "," | ";" | "\t";

export interface CsvRow {
  /** The file's line (1-based) where the record starts, for error messages. */
  line: number;
  cells: string[];
}

/** Excel reads a file as UTF-8 only when it starts with this; otherwise accents come out garbled. */
export const BYTE_ORDER_MARK = "\uFEFF";

const withoutByteOrderMark = (text: string) =>
  text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;

/** The delimiter the first line uses most outside quotes; `,` when it uses none. */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && (char === "," || char === ";" || char === "\t")) counts[char] += 1;
  }
  const best = (Object.keys(counts) as Delimiter[]).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : ",";
}

export interface CsvReadOptions {
  /** Detected from the first line when not given. */
  delimiter?: Delimiter;
  /**
   * Throw a SyntaxError when the text ends inside a quoted field. Our own reference files must be
   * whole; a user's upload is read as far as it goes, and its rows are judged one by one.
   */
  requireClosedQuotes?: boolean;
}

/** Every record of the file, blank lines left out. */
export function parseCsv(input: string, options: CsvReadOptions = {}): CsvRow[] {
  return [...csvRecords(input, options)];
}

/**
 * The file's records one at a time, so a caller can stop after a limit or pause between slices
 * of a large file without the whole file read first.
 */
export function* csvRecords(input: string, options: CsvReadOptions = {}): Generator<CsvRow, void> {
  const text = withoutByteOrderMark(input);
  const delimiter = options.delimiter ?? detectDelimiter(text);
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = (): CsvRow | null => {
    cells.push(cell);
    const row = cells.length > 1 || cells[0]!.trim() !== "" ? { line: rowLine, cells } : null;
    cells = [];
    cell = "";
    return row;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      // A quote opens a quoted field only at its start; spaces before it are dropped.
      cell = "";
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      const row = endRow();
      if (row) yield row;
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (quoted && options.requireClosedQuotes) {
    throw new SyntaxError(`CSV ends inside the quoted field opened on line ${rowLine}`);
  }
  if (cell !== "" || cells.length > 0) {
    const row = endRow();
    if (row) yield row;
  }
}

/**
 * Records as objects keyed by the header line's names, for files we ship ourselves: a record of
 * another width than the header's, or an unclosed quote, is an error rather than a row to skip.
 */
export function parseCsvWithHeader(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text, { delimiter: ",", requireClosedQuotes: true });
  if (!header) return [];
  return rows.map((row) => {
    if (row.cells.length !== header.cells.length) {
      throw new SyntaxError(
        `CSV line ${row.line} has ${row.cells.length} fields, the header has ${header.cells.length}`,
      );
    }
    return Object.fromEntries(header.cells.map((name, column) => [name, row.cells[column]!]));
  });
}

/**
 * Spreadsheets run a cell starting with one of these as a formula, and a leading tab or carriage
 * return can hide one (OWASP, CSV Injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text someone typed (a name, a note, an e-mail), made safe to open in a spreadsheet: a
 * formula-like start gets a leading apostrophe. Empty when there is none.
 */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes textCell on import, so an exported note comes back as it was written. */
export function untextCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** A number written plainly: no trailing zeros, never exponent notation, empty when unknown. */
export function numberText(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const scale = 10 ** decimals;
  return String(Math.round(value * scale) / scale);
}

/**
 * Quoted when it must be: a quote, the delimiter or a line break inside, and spaces at either end,
 * which some readers trim from a field left bare.
 */
function quote(value: string, delimiter: Delimiter): string {
  return value.includes('"') ||
    value.includes(delimiter) ||
    /[\r\n]/.test(value) ||
    value !== value.trim()
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(cells: readonly string[], delimiter: Delimiter = ","): string {
  return `${cells.map((cell) => quote(cell, delimiter)).join(delimiter)}\r\n`;
}

/** Records as RFC 4180 text, fields quoted only when they must be. */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: Delimiter = ","): string {
  return rows.map((row) => csvRecord(row, delimiter)).join("");
}

/**
 * A file's text piece by piece: the header, then each page of records as the caller yields it, so
 * a long export is never held in memory at once. The byte-order mark goes first when asked for.
 */
export async function* csvText(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly string[])[]>,
  options: { byteOrderMark?: boolean } = {},
): AsyncGenerator<string> {
  yield `${options.byteOrderMark ? BYTE_ORDER_MARK : ""}${csvRecord(header)}`;
  for await (const rows of pages) {
    if (rows.length > 0) yield writeCsv(rows);
  }
}
