import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";

/** A database of its own for one test file, cloned from the run's migrated template. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return clonePostgres(serverUrl);
  const file = process.env.VITALOG_TEST_TEMPLATE;
  if (!file)
    throw new Error("No test template: run tests through vitest (tests/setup/global-setup.ts)");
  const dump = new Blob([readFileSync(file)]);
  return openDatabase({ dataDir: "memory://", loadDataDir: dump });
}

async function clonePostgres(serverUrl: string): Promise<Database> {
  const template = process.env.VITALOG_TEST_TEMPLATE_DB;
  if (!template) throw new Error("No template database: run tests through vitest");
  const prefix = process.env.VITALOG_TEST_CLONE_PREFIX ?? "vitalog_t_";
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
