/**
 * A small RFC 4180 parser: comma-separated fields, fields in double quotes may hold commas, line breaks
 * and doubled quotes (""), records end in CRLF or LF. Written here rather than adding a package for
 * the two reference files we read (data/README.md).
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let fieldStarted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === "") {
      inQuotes = true;
      fieldStarted = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
      fieldStarted = true;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      fieldStarted = false;
    } else {
      field += char;
      fieldStarted = true;
    }
    i += 1;
  }
  if (inQuotes) throw new SyntaxError("CSV ends inside a quoted field");
  // A last record without a final line break.
  if (fieldStarted || field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Records as objects keyed by the header line's names; every record must have the header's width. */
export function parseCsvWithHeader(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row, index) => {
    if (row.length !== header.length) {
      throw new SyntaxError(
        `CSV record ${index + 2} has ${row.length} fields, the header has ${header.length}`,
      );
    }
    return Object.fromEntries(header.map((name, column) => [name, row[column]!]));
  });
}
