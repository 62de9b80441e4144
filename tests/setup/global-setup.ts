import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { seedDatabase } from "../../src/server/db/seed";
import { SEEDERS } from "../../src/server/features";

const silent = { info: () => {} };

/**
 * Migrates and seeds one template database per run; every test file then clones it, which takes
 * well under a second, instead of migrating its own (Epic Stack copies a migrated DB the same way).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? setupPostgresTemplate(serverUrl) : setupPgliteTemplate();
}

async function setupPgliteTemplate() {
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const database = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(database);
  await seedDatabase(database.db, silent, SEEDERS);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir("gzip");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.VITALOG_TEST_TEMPLATE = file;
  return async () => rmSync(file, { force: true });
}

async function setupPostgresTemplate(serverUrl: string) {
  const template = `vitalog_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const url = withDatabase(serverUrl, template);
  const database = await openDatabase({ databaseUrl: url });
  await migrateDatabase(database);
  await seedDatabase(database.db, silent, SEEDERS);
  await database.close();
  process.env.VITALOG_TEST_TEMPLATE_DB = template;
  // Clones are named after this run, so two runs at once never drop each other's databases.
  const clonePrefix = `vitalog_t_${process.pid}_`;
  process.env.VITALOG_TEST_CLONE_PREFIX = clonePrefix;
  return async () => {
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
      [clonePrefix, template],
    );
    for (const row of stale.rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
