/**
 * HTTP hot paths against the least a server could do, in the same run: `npm run bench:http` (PGlite
 * in memory, and also PostgreSQL when BENCH_DATABASE_URL names a server, e.g.
 * postgres://postgres@127.0.0.1:5432/test; a scratch database is created on it and dropped after).
 *
 * - health: Vitalog's GET /api/health against bare node:http and the same driver doing `select 1`;
 * - diary day: a signed-in GET /api/meals?date= with 9 entries against bare node:http and the same
 *   driver doing it by hand (the session by its token's hash, then the day's rows, summed; both read
 *   every column of an entry but its full nutrient panel, which the diary does not show);
 * - dashboard and food search: GET /api/dashboard and a search for "chicken breast", against bare
 *   node:http and the same driver sending the statements Vitalog sent for the same request (read off
 *   Drizzle's logger), one after another, and answering with their rows.
 *
 * The load comes from a second process (bench/http-load.ts): BENCH_CONNECTIONS keep-alive connections
 * (10) for BENCH_DURATION_S seconds (10) after a second of warm-up. Vitalog runs with its access log
 * on at info level, written to nowhere, as a production server would log; BENCH_LOG_LEVEL=warn turns
 * it off, to measure what it costs.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { getTableColumns } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { hashToken } from "../src/server/auth/sessions/tokens";
import { defaultRateLimits, loadConfig, type Config } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { mealEntries } from "../src/server/db/schema";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDatabase } from "../src/server/db/seed";
import { SEEDERS } from "../src/server/features";
import { applyV8Settings } from "../src/server/startup/v8-settings";
import { createTestUser } from "../src/server/testing/factories";
import { testContextOf, type TestContext } from "../src/server/testing/test-app";
import type { LoadPlan, LoadResult } from "./http-load";
import { runInChild, scratchDatabase } from "./support";

// The server runs with these (src/server/main.ts); so do the references here, in the same process.
applyV8Settings();

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Today (the benchmark's user keeps time in UTC), so that the dashboard has a day to show. */
const DIARY_DATE = new Date().toISOString().slice(0, 10);
const FOOD_SEARCH = "chicken breast";
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "info";

/** The one thing both references need of a driver: a parameterised query's rows. */
type RawQuery = (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

function rawQueryOf(database: Database): RawQuery {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === "pglite")
    return async (text, params) =>
      (await (client as PGlite).query<Record<string, unknown>>(text, params)).rows;
  return async (text, params) =>
    (await (client as pg.Pool).query<Record<string, unknown>>(text, params)).rows;
}

const runLoad = (plan: LoadPlan) => runInChild<LoadPlan, LoadResult>("bench/http-load.ts", plan);

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A bare node:http server answering every request with `answer`, for as long as one load runs. */
async function loadBare(
  answer: (req: http.IncomingMessage) => Promise<unknown>,
  path: string,
  headers: Record<string, string>,
): Promise<LoadResult> {
  const server = http.createServer((req, res) => {
    answer(req).then(
      (body) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  const origin = await listen(server);
  try {
    return await runLoad({
      url: `${origin}${path}`,
      headers,
      connections: CONNECTIONS,
      durationS: DURATION_S,
    });
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

const NOT_NUTRIENTS = new Set(["quantity", "portion_seq", "grams", "servings"]);
/** The columns the diary answers with: all but each entry's full panel, which the diary does not show (nor read). */
const DIARY_COLUMNS = Object.values(getTableColumns(mealEntries))
  .filter((column) => column.name !== "panel")
  .map((column) => `"${column.name}"`)
  .join(", ");

/** The signed-in user of a reference's request: the session by its token's hash, as Vitalog finds it. */
async function bareSession(
  query: RawQuery,
  req: http.IncomingMessage,
): Promise<Record<string, unknown>> {
  const token = /(?:^|;\s*)vitalog_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1] ?? "";
  const [session] = await query(
    "select user_id from sessions where token_hash = $1 and expires_at > now()",
    [hashToken(token)],
  );
  if (!session) throw new Error("no session");
  return session;
}

/** The diary day by hand: the session by its token's hash, the day's rows, totals per meal and for the day. */
async function bareDiary(query: RawQuery, req: http.IncomingMessage): Promise<unknown> {
  const session = await bareSession(query, req);
  const rows = await query(
    `select ${DIARY_COLUMNS} from meal_entries where user_id = $1 and date = $2 order by created_at, name`,
    [session.user_id, DIARY_DATE],
  );
  const totals: Record<string, Record<string, number>> = { day: {} };
  for (const row of rows) {
    const meal = (totals[String(row.meal)] ??= {});
    for (const [key, value] of Object.entries(row)) {
      if (typeof value !== "number" || NOT_NUTRIENTS.has(key)) continue;
      meal[key] = (meal[key] ?? 0) + value;
      totals.day![key] = (totals.day![key] ?? 0) + value;
    }
  }
  return { entries: rows, totals };
}

/** A statement as the driver was sent it. */
interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements one request of Vitalog's sends to the database, but for the session lookup, which a
 * reference does itself. They are read off Drizzle's logger, which every query Drizzle runs (prepared,
 * built, or raw) reports to, whatever the driver; the database handle was made without one, so its
 * session holds a do-nothing logger whose method is replaced for the one request.
 */
async function recordStatements(
  database: Database,
  send: () => Promise<unknown>,
): Promise<Statement[]> {
  const logger = (
    database.db as unknown as {
      session: { logger: { logQuery?: (text: string, params: unknown[]) => void } };
    }
  ).session.logger;
  const recorded: Statement[] = [];
  logger.logQuery = (text, params) => recorded.push({ text, params });
  try {
    await send();
  } finally {
    delete logger.logQuery;
  }
  return recorded.filter((statement) => !statement.text.includes("token_hash"));
}

/**
 * A reference that finds the session by its token's hash, then sends the statements Vitalog sent for
 * the same request, one after another as Vitalog does, and answers with their rows: the same SQL by
 * hand, without the framework, validation, or the work Vitalog does on the rows in memory.
 */
async function bareReplay(
  query: RawQuery,
  statements: Statement[],
  req: http.IncomingMessage,
): Promise<unknown> {
  await bareSession(query, req);
  const results: unknown[] = [];
  for (const statement of statements) results.push(await query(statement.text, statement.params));
  return results;
}

interface Row {
  path: string;
  vitalog: LoadResult;
  reference: LoadResult;
}

async function benchDatabase(databaseUrl: string | undefined): Promise<Row[]> {
  const database = await openDatabase({ databaseUrl, dataDir: "memory://" });
  const config: Config = {
    ...loadConfig({}),
    webDir: undefined,
    rateLimits: defaultRateLimits(1000),
    databaseUrl,
  };
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp({ config, database, logger: { level: LOG_LEVEL, stream: nowhere } });
  await migrateDatabase(database);
  await seedDatabase(database.db, app.log, SEEDERS);
  // The benchmark closes the app and database itself, after its figures.
  const ctx: TestContext = { ...testContextOf({ app, database, config }), close: async () => {} };
  const user = await createTestUser(ctx, { plan: "Pro" });
  for (let i = 0; i < 9; i++) {
    const meal = ["breakfast", "lunch", "dinner"][i % 3];
    const logged = await ctx.request({
      method: "POST",
      url: "/api/meals/entries",
      cookie: user.cookie,
      payload: {
        date: DIARY_DATE,
        meal,
        kind: "usda",
        foodId: "05064",
        quantity: 100 + i,
        unit: "g",
      },
    });
    if (logged.statusCode !== 201)
      throw new Error(`logging failed: ${logged.statusCode} ${logged.body}`);
  }
  // The dashboard's other figures: a glass of water and this week's weights.
  for (const [url, payload] of [
    ["/api/water", { date: DIARY_DATE, amountMl: 250 }],
    ["/api/weight", { date: DIARY_DATE, weightKg: 72.4 }],
  ] as const) {
    const saved = await ctx.request({ method: "POST", url, cookie: user.cookie, payload });
    if (saved.statusCode !== 201)
      throw new Error(`${url} failed: ${saved.statusCode} ${saved.body}`);
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const query = rawQueryOf(database);
  const signedIn = { cookie: user.cookie };
  const rows: Row[] = [];
  try {
    const load = (path: string, headers: Record<string, string> = {}) =>
      runLoad({
        url: `${origin}${path}`,
        headers,
        connections: CONNECTIONS,
        durationS: DURATION_S,
      });
    rows.push({
      path: "health",
      vitalog: await load("/api/health"),
      reference: await loadBare(() => query("select 1", []), "/", {}),
    });
    rows.push({
      path: "diary day (9 entries)",
      vitalog: await load(`/api/meals?date=${DIARY_DATE}`, signedIn),
      reference: await loadBare((req) => bareDiary(query, req), "/", signedIn),
    });
    for (const [path, url] of [
      ["dashboard", "/api/dashboard"],
      ["food search", `/api/foods/search?q=${encodeURIComponent(FOOD_SEARCH)}`],
    ] as const) {
      // Once first, so that what is built on the first request (the search's index) is not recorded.
      const first = await ctx.request({ method: "GET", url, cookie: user.cookie });
      if (first.statusCode !== 200)
        throw new Error(`${url} answered ${first.statusCode} ${first.body}`);
      const statements = await recordStatements(database, () =>
        ctx.request({ method: "GET", url, cookie: user.cookie }),
      );
      rows.push({
        path: `${path} (${statements.length} statements)`,
        vitalog: await load(url, signedIn),
        reference: await loadBare((req) => bareReplay(query, statements, req), "/", signedIn),
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return rows;
}

const results: Array<[string, Row[]]> = [["PGlite", await benchDatabase(undefined)]];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const scratch = await scratchDatabase(serverUrl);
  try {
    results.push(["PostgreSQL", await benchDatabase(scratch.url)]);
  } finally {
    await scratch.drop();
  }
}
const f = (n: number) => n.toFixed(1);
console.log(
  `\nHTTP hot paths, ${CONNECTIONS} connections, ${DURATION_S} s each after 1 s of warm-up, log level ${LOG_LEVEL}`,
);
console.log(
  "| database | path | Vitalog req/s | p50 ms | p99 ms | max ms | errors | bare node:http req/s | p50 ms | p99 ms | ratio req/s |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const [name, rows] of results) {
  for (const { path, vitalog: v, reference: r } of rows) {
    console.log(
      `| ${name} | ${path} | ${v.perSecond.toFixed(0)} | ${f(v.p50)} | ${f(v.p99)} | ${f(v.max)} | ${v.errors} | ${r.perSecond.toFixed(0)} | ${f(r.p50)} | ${f(r.p99)} | ${(v.perSecond / r.perSecond).toFixed(2)} |`,
    );
  }
}
process.exit(0);
