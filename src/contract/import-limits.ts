import { z } from "zod";
import type { Access } from "./endpoint";

/**
 * How large a file every CSV import takes (weight history, workouts, and any import added later).
 * A real user never meets these: a decade of daily weigh-ins is ~3,650 lines (~100 kB), and years of
 * a heavy lifter's Strong log 30,000 sets (~3 MB). They bound what one request may cost the server,
 * and the web reads them to refuse a larger file before uploading it.
 */
export interface ImportFileLimit {
  /** Of the file as UTF-8, as the browser's File.size counts it. */
  maxBytes: number;
  /** Records after the header line. */
  maxRows: number;
}

export const IMPORT_FILE_LIMITS = {
  weight: { maxBytes: 2_000_000, maxRows: 20_000 },
  workouts: { maxBytes: 5_000_000, maxRows: 50_000 },
} as const satisfies Record<string, ImportFileLimit>;

const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`;

/** "The file is larger than 5 MB": the answer to a file past maxBytes, in the browser and on the server. */
export const fileTooLargeMessage = (limit: ImportFileLimit) =>
  `The file is larger than ${megabytes(limit.maxBytes)}`;

/** The answer to a file past maxRows. */
export const tooManyRowsMessage = (limit: ImportFileLimit) =>
  `The file has more than ${limit.maxRows.toLocaleString("en-US")} lines: import it in parts of at most ${limit.maxRows.toLocaleString("en-US")}`;

/** What the import page says before a file is chosen. */
export const describeFileLimit = (limit: ImportFileLimit) =>
  `Up to ${megabytes(limit.maxBytes)} and ${limit.maxRows.toLocaleString("en-US")} lines.`;

/** The CSV text of an import's body: its length is checked here, its UTF-8 bytes and lines by the server. */
export const csvFileText = (limit: ImportFileLimit, emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .min(1, { error: emptyMessage })
    .max(limit.maxBytes, { error: fileTooLargeMessage(limit) });

/**
 * Who may send a file to an import: a signed-in user within their import allowance, both checked
 * before the body is read, so a flood of large files is refused before it costs anything. A declared
 * kind's guard runs once the body is read, too late for that; the server gives these checks itself.
 */
export const IMPORT_ACCESS = {
  custom:
    "a signed-in user within the import allowance, checked before the body is read; the file then held to its byte limit",
} as const satisfies Access;
