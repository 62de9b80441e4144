import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_PARSERS, parsersOnceClient } from "./pglite-parsers";
import { nameOnPglite, queryNamed } from "./pglite-prepared";

const things = pgTable("things", {
  id: integer("id").primaryKey(),
  label: text("label").notNull(),
  amount: numeric("amount", { mode: "number" }),
  facts: jsonb("facts").$type<{ colour: string }>(),
  madeAt: timestamp("made_at", { withTimezone: true, mode: "date" }).notNull(),
});

let client: PGlite;
let db: ReturnType<typeof drizzle<Record<string, never>>>;

const preparedStatements = async () =>
  (
    await client.query<{ name: string }>("select name from pg_prepared_statements order by name")
  ).rows.map((row) => row.name);

beforeAll(async () => {
  client = new PGlite({ parsers: DRIZZLE_PARSERS });
  db = drizzle(parsersOnceClient(client));
  await client.exec(`
    create table things (id integer primary key, label text not null, amount numeric, facts jsonb, made_at timestamptz not null);
    insert into things values (1, 'one', 1.5, '{"colour":"red"}', '2026-03-02T10:00:00Z'), (2, 'two', null, null, '2026-03-03T10:00:00Z');
  `);
});

afterAll(async () => {
  await client.close();
});

describe("named statements on PGlite", () => {
  it("runs a Drizzle prepared query as a named statement, with the same rows as Drizzle's own", async () => {
    const build = (name: string) =>
      db
        .select()
        .from(things)
        .where(eq(things.id, sql.placeholder("id")))
        .prepare(name);
    const plain = await build("plain").execute({ id: 1 });
    const named = build("thing_by_id");
    nameOnPglite(named, "thing_by_id");

    expect(await named.execute({ id: 1 })).toEqual(plain);
    expect(plain).toEqual([
      {
        id: 1,
        label: "one",
        amount: 1.5,
        facts: { colour: "red" },
        madeAt: new Date("2026-03-02T10:00:00Z"),
      },
    ]);
    expect(await named.execute({ id: 2 })).toEqual([
      { id: 2, label: "two", amount: null, facts: null, madeAt: new Date("2026-03-03T10:00:00Z") },
    ]);
    expect(await preparedStatements()).toEqual(["thing_by_id"]);
  });

  it("leaves a query made on something other than a PGlite instance as it was", async () => {
    const query = { client: { query: () => "unchanged" } };
    nameOnPglite(query, "elsewhere");
    expect(query.client.query()).toBe("unchanged");
  });

  it("reports a database error with its code and goes on working after it", async () => {
    await expect(
      queryNamed(client, "by_label", "select id from things where label = $1 and id = $2::int", [
        "one",
        "not a number",
      ]),
    ).rejects.toMatchObject({ code: "22P02" });
    const again = await queryNamed<{ id: number }>(
      client,
      "by_label",
      "select id from things where label = $1 and id = $2::int",
      ["one", 1],
    );
    expect(again.rows).toEqual([{ id: 1 }]);
  });

  it("parses the statement afresh when a table under it changed shape", async () => {
    await client.exec("create table shapes (a integer); insert into shapes values (1)");
    expect((await queryNamed(client, "all_shapes", "select * from shapes", [])).rows).toEqual([
      { a: 1 },
    ]);
    await client.exec("alter table shapes add column b text default 'b'");
    expect((await queryNamed(client, "all_shapes", "select * from shapes", [])).rows).toEqual([
      { a: 1, b: "b" },
    ]);
  });

  it("parses the statement afresh when it was deallocated", async () => {
    expect(
      (await queryNamed(client, "one_label", "select label from things where id = $1", [1])).rows,
    ).toEqual([{ label: "one" }]);
    await client.exec("deallocate all");
    expect(
      (await queryNamed(client, "one_label", "select label from things where id = $1", [2])).rows,
    ).toEqual([{ label: "two" }]);
  });

  it("waits for a transaction in progress instead of running inside it", async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = client
      .transaction(async (tx) => {
        await tx.query("insert into things values (3, 'three', null, null, now())");
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertedYet;
    const counted = await queryNamed<{ n: number }>(
      client,
      "count_things",
      "select count(*)::int as n from things",
      [],
    );
    await rolledBack;
    expect(counted.rows).toEqual([{ n: 2 }]);
  });
});
