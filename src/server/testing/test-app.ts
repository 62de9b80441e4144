import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { urlOf, type EndpointSpec } from "../../contract/endpoint";
import { buildApp, type App, type BuildAppOptions } from "../app";
import { defaultRateLimits, loadConfig, type Config } from "../config";
import type { Database, Db } from "../db/client";
import { openTestDatabase, type TestDatabaseOptions } from "./test-database";

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
  /**
   * One declared endpoint, called as the web calls it: method and path from its declaration (so a
   * test follows a renamed path), params and query filled in. The body is not typed against the
   * declaration: tests send wrong ones on purpose.
   */
  call(endpoint: EndpointSpec, input?: TestCallInput): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestCallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** The client's address (127.0.0.1 unless said): per-IP allowances and the trusted proxy read it. */
  remoteAddress?: string;
}

/**
 * `logger` lets a test read what the server logged (the fuzz test prints the stack of a 500);
 * `foods` gives it the food composition tables (see TestDatabaseOptions).
 */
export async function createTestContext(
  overrides: Partial<Config> = {},
  { logger, foods }: Pick<BuildAppOptions, "logger"> & TestDatabaseOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase({ foods });
  // Many users sign up from one test IP: allowances are raised unless a test sets the rule it tests.
  const config: Config = {
    ...loadConfig({}),
    webDir: undefined,
    rateLimits: defaultRateLimits(1000),
    ...overrides,
  };
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return testContextOf({ app, database, config });
}

/**
 * The test client of an app already built: createTestContext's, and the benchmarks' that build their
 * app on a database of their own.
 */
export function testContextOf({
  app,
  database,
  config,
}: Pick<TestContext, "app" | "database" | "config">): TestContext {
  const request: TestContext["request"] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
  return {
    app,
    db: database.db,
    database,
    config,
    request,
    call(endpoint, { params, query, body, cookie, headers, remoteAddress } = {}) {
      return request({
        method: endpoint.method,
        url: urlOf(endpoint, { params, query }),
        ...(remoteAddress === undefined ? {} : { remoteAddress }),
        ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
        cookie,
        headers,
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
