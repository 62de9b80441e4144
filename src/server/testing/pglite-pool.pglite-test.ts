import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { checkOutPglite } from "./pglite-pool";

/** Both drivers answer `{ rows }`; Db's type leaves the result open. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Every public table's rows, as one digest per table: equal digests, equal databases. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rowsOf<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digests: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [result] = await rowsOf<{ digest: string | null }>(
      db,
      sql.raw(
        `select md5(string_agg(t::text, ',' order by t::text)) as digest from public."${tablename}" t`,
      ),
    );
    digests[tablename] = result?.digest ?? "empty";
  }
  return digests;
}

const nextAuditId = async (db: Db) =>
  (
    await rowsOf<{ id: string }>(
      db,
      sql`insert into audit_log (action) values ('probe') returning id::text`,
    )
  )[0]!.id;

describe("the tests' PGlite pool", () => {
  const template = process.env.VITALOG_TEST_TEMPLATE!;

  it("hands the next file the template's rows and sequences, whatever the last one wrote", async () => {
    const first = await checkOutPglite(template);
    const pristine = await fingerprint(first.db);
    const firstAuditId = await nextAuditId(first.db);
    // A delete that cascades, an update, an insert, and a write rolled back.
    await first.db.execute(sql`delete from roles where name = 'Support Agent'`);
    await first.db.execute(sql`update roles set description = 'changed' where name = 'Admin'`);
    await first.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into audit_log (action) values ('rolled back')`);
        tx.rollback();
      })
      .catch(() => {});
    expect(await fingerprint(first.db)).not.toEqual(pristine);
    await first.close();

    const second = await checkOutPglite(template);
    expect(await fingerprint(second.db)).toEqual(pristine);
    expect(await nextAuditId(second.db)).toBe(firstAuditId);
    await second.close();

    const third = await checkOutPglite(template);
    expect(await fingerprint(third.db)).toEqual(pristine);
    await third.close();
  });

  it("starts a second database when the first is still checked out", async () => {
    const one = await checkOutPglite(template);
    const two = await checkOutPglite(template);
    await one.db.execute(sql`update roles set description = 'only in one' where name = 'Admin'`);
    const [described] = await rowsOf<{ description: string }>(
      two.db,
      sql`select description from roles where name = 'Admin'`,
    );
    expect(described?.description).not.toBe("only in one");
    await one.close();
    await two.close();
  });
});
