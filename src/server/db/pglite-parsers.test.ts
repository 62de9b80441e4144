import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_PARSERS, parsersOnceClient } from "./pglite-parsers";

type QueryOptions = Parameters<PGlite["query"]>[2];

/** A stand-in client that records the options each query reaches it with. */
function recordingClient() {
  const seen: QueryOptions[] = [];
  const query = async (_text: string, _params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return { rows: [], fields: [] };
  };
  const client = {
    query,
    transaction: async <R>(callback: (tx: { query: typeof query }) => Promise<R>) =>
      callback({ query }),
    label: "the original",
  };
  return { client, seen };
}

describe("parsersOnceClient", () => {
  const drizzleOptions = { rowMode: "array" as const, parsers: DRIZZLE_PARSERS };

  it("drops drizzle's per-query parsers and keeps the other options", async () => {
    const { client, seen } = recordingClient();
    await parsersOnceClient(client as unknown as PGlite).query("select 1", [], drizzleOptions);
    expect(seen).toEqual([{ rowMode: "array" }]);
  });

  it("keeps parsers it does not know, so a caller's own parsing still applies", async () => {
    const { client, seen } = recordingClient();
    const own = { parsers: { [types.INT4]: (value: string) => Number(value) * 2 } };
    await parsersOnceClient(client as unknown as PGlite).query("select 1", [], own);
    expect(seen).toEqual([own]);
  });

  it("drops them inside a transaction too, and passes everything else through", async () => {
    const { client, seen } = recordingClient();
    const wrapped = parsersOnceClient(client as unknown as PGlite & { label: string });
    await wrapped.transaction(async (tx) => tx.query("select 1", [], drizzleOptions));
    expect(seen).toEqual([{ rowMode: "array" }]);
    expect(wrapped.label).toBe("the original");
  });
});

describe("a PGlite instance given drizzle's parsers once", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite({ parsers: DRIZZLE_PARSERS });
    await client.waitReady;
  });
  afterAll(() => client.close());

  it("reads dates, timestamps and intervals as PostgreSQL's text through drizzle, as drizzle itself would", async () => {
    const db = drizzle(parsersOnceClient(client));
    const { rows } = await db.execute<{ day: unknown; at: unknown; span: unknown }>(
      sql`select date '2026-11-25' as day, timestamptz '2026-11-25 07:45:00+00' as at, interval '90 minutes' as span`,
    );
    expect(rows[0]).toEqual({ day: "2026-11-25", at: "2026-11-25 07:45:00+00", span: "01:30:00" });
  });

  it("still parses the other types (numbers, JSON, booleans)", async () => {
    const db = drizzle(parsersOnceClient(client));
    const { rows } = await db.execute<{ n: unknown; j: unknown; b: unknown }>(
      sql`select 2::int4 as n, '{"a":1}'::jsonb as j, true as b`,
    );
    expect(rows[0]).toEqual({ n: 2, j: { a: 1 }, b: true });
  });
});
