import type { Db } from "../db/client";

/** The calls on Db that each send one statement; a builder's own methods send nothing more. */
const STATEMENT_STARTERS = new Set<PropertyKey>([
  "select",
  "selectDistinct",
  "selectDistinctOn",
  "insert",
  "update",
  "delete",
  "execute",
]);

/**
 * The database with a count of the statements started through it, so a test can hold a read to one
 * query however many days it covers (no query per day creeping in).
 */
export function countingDb(db: Db): { db: Db; count: () => number } {
  let started = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || !STATEMENT_STARTERS.has(property)) return value;
      return (...args: unknown[]) => {
        started += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, count: () => started };
}
