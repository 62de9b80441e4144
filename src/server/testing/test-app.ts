import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type App, type BuildAppOptions } from "../app";
import { defaultRateLimits, loadConfig, type Config } from "../config";
import type { Database, Db } from "../db/client";
import { openTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost";

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  /** app.inject with our Origin (so the CSRF check passes) and, when given, a user's cookie. */
  request(
    options: InjectOptions & { cookie?: string | undefined },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `logger` lets a test read what the server logged (the fuzz test prints the stack of a 500). */
export async function createTestContext(
  overrides: Partial<Config> = {},
  { logger }: Pick<BuildAppOptions, "logger"> = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  // Many users sign up from one test IP: allowances are raised unless a test sets the rule it tests.
  const config: Config = {
    ...loadConfig({}),
    webDir: undefined,
    rateLimits: defaultRateLimits(1000),
    ...overrides,
  };
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    request({ cookie, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The `name=value` pair of the session cookie a response set, ready to send back. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "vitalog_session");
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}
