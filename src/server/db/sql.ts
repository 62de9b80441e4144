import type { SQL } from "drizzle-orm";
import { isForeignKeyViolation } from "../errors";
import type { Db } from "./client";
import { nameOnPglite } from "./pglite-prepared";

/** Runs raw SQL and returns its rows typed; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A json column as a value: both drivers hand json back parsed; a string is parsed in case one does not. */
export function jsonColumn<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/**
 * The row an UPDATE or DELETE … RETURNING aimed at one id gave back. None means another request
 * deleted the row after this one found it (PostgreSQL serves them side by side): `missing()`, a 404,
 * instead of an undefined row that would turn into a 500 further on.
 */
export function returnedRow<T>(rows: readonly T[], missing: () => Error): T {
  const [row] = rows;
  if (row === undefined) throw missing();
  return row;
}

/**
 * Runs a write whose foreign key points at a row the request found earlier (a food, a recipe). If
 * another request deleted that row in between, the database refuses the write (SQLSTATE 23503):
 * that is `gone()`, what the request would have met had it come a moment later, not a 500.
 */
export async function writeReferencing<T>(write: PromiseLike<T>, gone: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw gone();
    throw error;
  }
}

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot query, built by `prepare` (a Drizzle query ending in `.prepare(name)`) once per database handle
 * and reused: Drizzle then skips building its SQL per call, and PostgreSQL keeps it parsed per
 * connection (on PGlite through pglite-prepared.ts, since Drizzle's PGlite driver drops the name).
 * `name` must say which query it is: two queries must never share one.
 */
export function preparedFor<Q>(db: Db, name: string, prepare: (db: Db, name: string) => Q): Q {
  let queries = preparedByDb.get(db);
  if (!queries) preparedByDb.set(db, (queries = new Map<string, unknown>()));
  if (!queries.has(name)) {
    const query = prepare(db, name);
    nameOnPglite(query, name);
    queries.set(name, query);
  }
  return queries.get(name) as Q;
}
