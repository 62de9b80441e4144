import { parse, PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";
import { withoutDrizzleParsers, WRAPPED } from "./pglite-parsers";

/**
 * Named prepared statements on PGlite (issue 11).
 *
 * PGlite's `query` sends every statement unnamed, so PostgreSQL parses and plans it again on each call;
 * Drizzle's `.prepare(name)` keeps the name but its PGlite driver drops it. On the embedded database,
 * where every query runs on the server's one thread, planning was 0.4 to 0.5 ms of each hot query
 * (the session lookup 0.66 ms unnamed against 0.26 ms prepared, the diary day 1.37 against 0.87).
 * Here a statement is parsed once under its name and then only bound and executed, under the same
 * two locks and with the same parsers and serializers as PGlite's own `query`.
 */

type Serializer = (value: unknown) => string;
type Parsers = Parameters<typeof parse.parseResults>[1];

/** The parts of a PGlite instance its own `query` uses; they are members of the instance, not of its typings. */
interface PgliteInternals {
  parsers: Parsers;
  serializers: Record<number, Serializer>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
}

/** The parameter types of each statement already parsed on an instance, by name. */
const parsedOn = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * What PostgreSQL answers when a statement parsed earlier cannot be used as it is: 0A000 when a table
 * it reads changed shape (a migration), 26000 when it is gone (a DISCARD ALL or DEALLOCATE).
 */
const PARSE_AGAIN = new Set(["0A000", "26000"]);

function concat(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
}

async function parseStatement(client: PGlite, name: string, text: string): Promise<number[]> {
  const { serialize } = protocol;
  const described = await client.execProtocol(
    concat([
      serialize.parse({ name, text }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return parse.parseDescribeStatementResults(described.messages);
}

/** A parameter of a type PGlite has no serializer for, as text. */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return value.toString();
  return JSON.stringify(value);
}

async function bindAndExecute<T>(
  client: PGlite,
  name: string,
  types: number[],
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  const { serialize } = protocol;
  const internals = client as unknown as PgliteInternals;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer =
      options?.serializers?.[types[index]!] ?? internals.serializers[types[index]!];
    if (serializer) return serializer(value);
    return asText(value);
  });
  const result = await client.execProtocol(
    concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return parse.parseResults(result.messages, internals.parsers, options)[0] as Results<T>;
}

/** Runs the statement `text` under `name`, parsing it first if this instance has not seen it. */
export async function queryNamed<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const internals = client as unknown as PgliteInternals;
  const statements = parsedOn.get(client) ?? new Map<string, number[]>();
  parsedOn.set(client, statements);
  const execute = async (): Promise<Results<T>> => {
    let types = statements.get(name);
    if (!types) statements.set(name, (types = await parseStatement(client, name, text)));
    try {
      return await bindAndExecute<T>(client, name, types, params, options);
    } catch (error) {
      if (!PARSE_AGAIN.has((error as { code?: string }).code ?? "")) throw error;
      // Parse it afresh, once.
      await client.execProtocol(
        concat([protocol.serialize.close({ type: "S", name }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
      statements.set(name, (types = await parseStatement(client, name, text)));
      return await bindAndExecute<T>(client, name, types, params, options);
    }
  };
  return internals._runExclusiveTransaction(() =>
    internals._runExclusiveQuery(async () => {
      const results = await execute();
      // As PGlite's own query does after a statement outside a transaction: a no-op on the server's
      // file system, a flush on those that keep the data directory elsewhere.
      await client.syncToFs();
      return results;
    }),
  );
}

/** Drizzle's PGlite prepared query: it calls `client.query(text, params, options)` on the client it was made with. */
interface DrizzlePreparedQuery {
  client?: unknown;
}

/**
 * Makes a Drizzle query prepared with `.prepare(name)` on a PGlite database run as the named statement
 * `name`. Queries made on anything else (the server driver, which names statements itself, or a
 * PGlite transaction) are left as they are.
 */
export function nameOnPglite(prepared: unknown, name: string): void {
  const query = prepared as DrizzlePreparedQuery | null;
  const wrapped = (query?.client as { [WRAPPED]?: unknown } | undefined)?.[WRAPPED];
  if (!query || !(wrapped instanceof PGlite)) return;
  query.client = {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      queryNamed<T>(wrapped, name, text, params, withoutDrizzleParsers(options)),
  };
}
