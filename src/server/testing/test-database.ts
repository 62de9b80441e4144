import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";
import { checkOutPglite } from "./pglite-pool";

export interface TestDatabaseOptions {
  /**
   * Clone the template that holds the food composition tables (tests/setup/global-setup.ts): only
   * for tests that search, log or count foods, as it takes twice as long to open.
   */
  foods?: boolean;
}

/**
 * A database of its own for one test file in the state of the run's migrated template: on PostgreSQL a
 * clone, on PGlite this worker's database put back in that state (testing/pglite-pool.ts).
 */
export async function openTestDatabase({
  foods = false,
}: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return clonePostgres(serverUrl, foods);
  const file = foods ? process.env.VITALOG_TEST_TEMPLATE_FOODS : process.env.VITALOG_TEST_TEMPLATE;
  if (!file)
    throw new Error("No test template: run tests through vitest (tests/setup/global-setup.ts)");
  return checkOutPglite(file);
}

async function clonePostgres(serverUrl: string, foods: boolean): Promise<Database> {
  const template = foods
    ? process.env.VITALOG_TEST_TEMPLATE_DB_FOODS
    : process.env.VITALOG_TEST_TEMPLATE_DB;
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
