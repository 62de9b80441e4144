import { types, type PGlite } from "@electric-sql/pglite";

const asText = (value: string) => value;

/**
 * The types drizzle reads as PostgreSQL's own text (timestamps, dates, intervals and their arrays:
 * drizzle-orm/pglite/session.js), not as the Date objects PGlite would make of them. Type ids 1115,
 * 1182, 1185, 1187 and 1231 are the arrays of timestamp, date, timestamptz, interval and numeric.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** For `new PGlite({ parsers })`: drizzle's text parsers, held once by the instance. */
export const DRIZZLE_PARSERS = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, asText]));

const drizzleTypeKeys = new Set(DRIZZLE_TEXT_TYPES.map(String));

type QueryOptions = Parameters<PGlite["query"]>[2];

/** The options without drizzle's parsers, which the instance already applies; any other parser is kept. */
export function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers, ...rest } = options;
  return Object.keys(parsers).every((key) => drizzleTypeKeys.has(key)) ? rest : options;
}

type Queryable = Pick<PGlite, "query">;

/** What a client made by parsersOnceClient answers with the instance (or transaction) it wraps. */
export const WRAPPED = Symbol("the wrapped PGlite client");

/**
 * The client handed to drizzle. drizzle passes its parsers with every query, and PGlite then copies
 * its whole parser table (some 300 type ids) into a new object to merge them: about 80 µs per query,
 * more than the rest of a `select 1` (149 against 67 µs). Given to the instance once instead, the
 * per-query copy is dropped here, in transactions too.
 */
export function parsersOnceClient<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === WRAPPED) return target;
      if (property === "query") {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, withoutDrizzleParsers(options));
      }
      if (property === "transaction") {
        const transactional = target as unknown as {
          transaction<R>(callback: (tx: Queryable) => Promise<R>): Promise<R>;
        };
        return <R>(callback: (tx: Queryable) => Promise<R>) =>
          transactional.transaction((tx) => callback(parsersOnceClient(tx)));
      }
      // PGlite keeps its state in private fields: its methods must run with the instance itself as `this`.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function"
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
