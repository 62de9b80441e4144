/**
 * A small RFC 4180 reader and writer: quoted fields with doubled quotes, delimiters and line breaks
 * inside quotes, CRLF, LF or CR line ends, and a leading byte-order mark. Exports from phones set to
 * a decimal-comma locale separate fields with `;` (Strong does), so the reader takes the delimiter
 * the header line uses most.
 */

export type Delimiter = "," | ";" | "\t";

export interface CsvRow {
  /** The file's line (1-based) where the record starts, for error messages. */
  line: number;
  cells: string[];
}

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

/** Every record of the file, blank lines left out; the delimiter is detected unless given. */
export function parseCsv(input: string, delimiter?: Delimiter): CsvRow[] {
  return [...csvRecords(input, delimiter)];
}

/**
 * The file's records one at a time, so a caller can stop after a limit or pause between slices
 * of a large file without the whole file read first.
 */
export function* csvRecords(
  input: string,
  delimiter: Delimiter = detectDelimiter(input.replace(/^\uFEFF/, "")),
): Generator<CsvRow> {
  const text = input.replace(/^\uFEFF/, "");
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
  if (cell !== "" || cells.length > 0) {
    const row = endRow();
    if (row) yield row;
  }
}

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@]/;

/** A text cell safe to open in a spreadsheet: a formula-like start gets a leading apostrophe. */
export function textCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes textCell on import, so an exported note comes back as it was written. */
export function untextCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quote(value: string, delimiter: Delimiter): string {
  return value.includes('"') ||
    value.includes(delimiter) ||
    /[\r\n]/.test(value) ||
    value !== value.trim()
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** Records as RFC 4180 text: CRLF after every record, fields quoted only when they must be. */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: Delimiter = ","): string {
  return rows.map((row) => `${row.map((v) => quote(v, delimiter)).join(delimiter)}\r\n`).join("");
}
