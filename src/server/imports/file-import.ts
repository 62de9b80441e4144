import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import type { FastifyRequest } from "fastify";
import {
  fileTooLargeMessage,
  tooManyRowsMessage,
  type ImportFileLimit,
} from "../../contract/import-limits";
import { csvRecords, detectDelimiter, type CsvRow, type Delimiter } from "../../domain/csv";
import { requireUser, viewerOf } from "../auth/plugin";
import { hitRateLimit } from "../auth/rate-limit";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import type { RouteExtras } from "../http/endpoint-route";
import type { AppDeps } from "../http/types";

/**
 * What every CSV import shares (weight history, workouts, any import added later): its file limits,
 * a per-user rate limit, and reading in slices. On PGlite the database and every request share the
 * one thread, so a file read in one go held /api/health for seconds.
 */

/**
 * How long one slice may hold the event loop. By time, not by a count of rows: a row of Hevy's costs
 * several of a weigh-in's, and a loaded machine makes every row dearer.
 */
const SLICE_MS = 5;

/**
 * How long one write transaction of an import may hold the database. On PGlite the database is one
 * connection: a 5,000-workout file written in one transaction held /api/health for 15 to 30 s.
 */
const WRITE_SLICE_MS = 25;

/**
 * Writes `items` in transactions of about WRITE_SLICE_MS each (`open` begins one, with whatever
 * lock the import holds), letting waiting requests reach the database between them. Each one
 * commits on its own: an import cut short keeps what it wrote, and importing the file again adds
 * the rest, since every import skips what is already there.
 */
export async function writeInSlices<T>(
  items: readonly T[],
  open: (work: (tx: Db) => Promise<number>) => Promise<number>,
  write: (tx: Db, item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  while (next < items.length) {
    next = await open(async (tx) => {
      const started = performance.now();
      let index = next;
      do {
        await write(tx, items[index]!);
        index += 1;
      } while (index < items.length && performance.now() - started < WRITE_SLICE_MS);
      return index;
    });
    if (next < items.length) await setImmediate();
  }
}

const fileTooLarge = (message: string) =>
  new AppError("file_too_large", message, 413, { csv: message });

/** Runs `visit` on every item, letting other requests run between slices of SLICE_MS. */
export async function inSlices<T>(items: Iterable<T>, visit: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    visit(item);
    // The clock costs ~50 ns, a row several microseconds: reading it after every item is cheap.
    if (performance.now() - sliceStart > SLICE_MS) {
      await setImmediate();
      sliceStart = performance.now();
    }
  }
}

export interface ImportFile {
  /** Undefined for an empty file: each import words that in its own terms. */
  header: CsvRow | undefined;
  lines: CsvRow[];
  delimiter: Delimiter;
}

/**
 * The file's records, read in slices. Past the limit's lines it stops at once with a 413 naming the
 * limit, so a crafted file of millions of short lines costs no more than a real one.
 */
export async function readImportFile(csv: string, limit: ImportFileLimit): Promise<ImportFile> {
  const delimiter = detectDelimiter(csv);
  const records: CsvRow[] = [];
  await inSlices(csvRecords(csv, { delimiter }), (record) => {
    if (records.length > limit.maxRows) throw fileTooLarge(tooManyRowsMessage(limit));
    records.push(record);
  });
  const [header, ...lines] = records;
  return { header, lines, delimiter };
}

/**
 * The body limit of an import's request: every file of maxBytes gets through (JSON escapes a quote or
 * a line break in two characters, so a CSV's text at most doubles) and anything larger is refused
 * before it is read.
 */
export const importBodyLimitOf = (limit: ImportFileLimit) => limit.maxBytes * 2 + 64 * 1024;

/**
 * The extras of an import's route (its access is IMPORT_ACCESS): signed in and the per-user import
 * allowance, checked before the body is read so a flood of large bodies is refused cheaply; the body
 * limit with a 413 naming the file's limit; and, as the guard, the file held to maxBytes of UTF-8 once
 * the body is read, before the schema's own check of its length would answer 400 instead.
 */
export function importRouteOptions(
  deps: Pick<AppDeps, "db" | "config">,
  limit: ImportFileLimit,
): RouteExtras {
  const message = fileTooLargeMessage(limit);
  return {
    bodyLimit: importBodyLimitOf(limit),
    config: { bodyTooLarge: { field: "csv", message } },
    preParsing: async (request: FastifyRequest) => {
      await requireUser(request);
      await hitRateLimit(
        deps.db,
        `import:user:${viewerOf(request).userId}`,
        deps.config.rateLimits.importsPerUser,
      );
    },
    guard: async (request: FastifyRequest) => {
      const csv = (request.body as { csv?: unknown } | undefined)?.csv;
      if (typeof csv === "string" && Buffer.byteLength(csv, "utf8") > limit.maxBytes)
        throw fileTooLarge(message);
    },
  };
}
