import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { seedDatabase } from "../../src/server/db/seed";
import { SEEDERS } from "../../src/server/features";
import { foodsSeeder } from "../../src/server/foods/seed";
import type { Db } from "../../src/server/db/client";
import { DAY_MS } from "../../src/domain/calendar";
import { templateKey } from "./template-key";

const silent = { info: () => {} };

/**
 * The reference data of a test database, but the food composition tables: 8,789 foods and 679,045
 * panel values are 60% of a template (13.1 MB gzipped against 5.2) and double the time a file takes
 * to open its clone, while a handful of files need them. Those ask for `{ foods: true }`.
 */
const seedSlim = (db: Db) =>
  seedDatabase(
    db,
    silent,
    SEEDERS.filter((seeder) => seeder !== foodsSeeder),
  );
const seedFoods = (db: Db) => seedDatabase(db, silent, [foodsSeeder]);

/**
 * Migrates and seeds the run's two template databases, slim and with foods; every test file then
 * clones one, which takes about a second, instead of migrating its own (Epic Stack copies a migrated
 * DB the same way).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? setupPostgresTemplate(serverUrl) : setupPgliteTemplate();
}

async function setupPgliteTemplate() {
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const key = templateKey();
  const slimFile = path.join(dir, `pglite-template-${key}.tar.gz`);
  const foodsFile = path.join(dir, `pglite-template-${key}-foods.tar.gz`);
  if (!existsSync(slimFile) || !existsSync(foodsFile))
    await buildPgliteTemplates(slimFile, foodsFile);
  removeStaleTemplates(dir, key);
  process.env.VITALOG_TEST_TEMPLATE = slimFile;
  process.env.VITALOG_TEST_TEMPLATE_FOODS = foodsFile;
  // Kept for the next run from the same sources (template-key.ts).
  return async () => {};
}

async function buildPgliteTemplates(slimFile: string, foodsFile: string) {
  const database = await openDatabase({ dataDir: "memory://" });
  const client = (
    database.db as unknown as {
      $client: { dumpDataDir(c: "gzip"): Promise<Blob>; exec(sql: string): Promise<unknown> };
    }
  ).$client;
  // Written whole under a name of this run's, then renamed: a run starting meanwhile never reads half a file.
  const dumpTo = async (file: string) => {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
    renameSync(partial, file);
  };
  await migrateDatabase(database);
  await seedSlim(database.db);
  await dropTemplateDatabases(client);
  await dumpTo(slimFile);
  await seedFoods(database.db);
  await dumpTo(foodsFile);
  await database.close();
}

/** Templates of other sources, a day old: another checkout's run may still be reading a newer one. */
function removeStaleTemplates(dir: string, key: string) {
  const dayAgo = Date.now() - DAY_MS;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith("pglite-template-") || name.includes(key)) continue;
    const file = path.join(dir, name);
    if (statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
  }
}

/**
 * initdb's template0 and template1 are 15 of the dump's 43 MB, and each test worker unpacks the dump
 * into PGlite's in-memory file system: without them a clone opens about a quarter faster. Nothing
 * on PGlite creates a database, so nothing needs a template.
 */
async function dropTemplateDatabases(client: { exec(sql: string): Promise<unknown> }) {
  await client.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await client.exec("drop database template0");
  await client.exec("drop database template1");
  await client.exec("checkpoint");
}

async function setupPostgresTemplate(serverUrl: string) {
  const key = templateKey();
  const template = `vitalog_template_${key}`;
  const foodsTemplate = `${template}_foods`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!(await databasesExist(admin, [template, foodsTemplate])))
    await buildPostgresTemplates(admin, serverUrl, template, foodsTemplate);
  await dropStaleTemplates(admin, key);
  process.env.VITALOG_TEST_TEMPLATE_DB = template;
  process.env.VITALOG_TEST_TEMPLATE_DB_FOODS = foodsTemplate;
  // Clones are named after this run, so two runs at once never drop each other's databases.
  const clonePrefix = `vitalog_t_${process.pid}_`;
  process.env.VITALOG_TEST_CLONE_PREFIX = clonePrefix;
  // The templates stay for the next run from the same sources (template-key.ts); the clones go.
  return async () => {
    const clones = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [clonePrefix],
    );
    for (const row of clones.rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

async function databasesExist(admin: pg.Client, names: string[]): Promise<boolean> {
  const found = await admin.query("select 1 from pg_database where datname = any($1)", [names]);
  return found.rowCount === names.length;
}

/**
 * Built under names of this run's, then renamed: a run starting meanwhile finds both templates
 * whole or builds its own. Each is stamped with its build time, which dropStaleTemplates reads.
 */
async function buildPostgresTemplates(
  admin: pg.Client,
  serverUrl: string,
  template: string,
  foodsTemplate: string,
) {
  const building = `vitalog_building_${process.pid}`;
  const buildingFoods = `${building}_foods`;
  for (const name of [building, buildingFoods])
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${building}`);
  const slim = await openDatabase({ databaseUrl: withDatabase(serverUrl, building) });
  await migrateDatabase(slim);
  await seedSlim(slim.db);
  await slim.close();
  await admin.query(`create database ${buildingFoods} template ${building}`);
  const withFoods = await openDatabase({ databaseUrl: withDatabase(serverUrl, buildingFoods) });
  await seedFoods(withFoods.db);
  await withFoods.close();
  for (const [from, to] of [
    [building, template],
    [buildingFoods, foodsTemplate],
  ] as const) {
    await admin.query(`drop database if exists ${to} with (force)`);
    await admin.query(`alter database ${from} rename to ${to}`);
    await admin.query(`comment on database ${to} is '${new Date().toISOString()}'`);
  }
}

/** Templates of other sources built over a day ago: another checkout's run may still clone a newer one. */
async function dropStaleTemplates(admin: pg.Client, key: string) {
  const stale = await admin.query<{ datname: string }>(
    `select datname from pg_database
      where datname ~ '^vitalog_template_[0-9a-f]{16}(_foods)?$' and not starts_with(datname, $1)
        and coalesce(shobj_description(oid, 'pg_database'), '') < $2`,
    [`vitalog_template_${key}`, new Date(Date.now() - DAY_MS).toISOString()],
  );
  for (const row of stale.rows)
    await admin.query(`drop database if exists ${row.datname} with (force)`);
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
