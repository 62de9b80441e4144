/**
 * Start-up and memory of the compiled server (`npm run bench:start`), against a bare node:http
 * process in the same run:
 *
 * - first start: an empty data directory, to the first 200 of GET /api/health (creates the embedded
 *   database, migrates, seeds);
 * - start on an existing data directory, BENCH_STARTS times (5): what a restart or a deploy costs;
 * - RSS right after start, and steady RSS after BENCH_DURATION_S seconds (10) of load on the
 *   health check and a public API read, from a second process.
 *
 * It runs what `npm start` runs (dist/server/main.js, built first if missing) on PGlite, or on the
 * PostgreSQL server named by BENCH_DATABASE_URL (a scratch database, dropped after).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { LoadPlan, LoadResult } from "./http-load";
import { freePort, runInChild, scratchDatabase, waitUntilOk } from "./support";

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const SERVER_MAIN = path.resolve("dist/server/main.js");
const BARE_SERVER =
  "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

/** Milliseconds from `since` until `url` answers 200, polled every 5 ms. */
async function msUntilOk(url: string, since: number, child: ChildProcess): Promise<number> {
  await waitUntilOk(url, child, { everyMs: 5, timeoutMs: 120_000 });
  return performance.now() - since;
}

interface Started {
  child: ChildProcess;
  origin: string;
  ms: number;
}

async function start(
  args: string[],
  env: Record<string, string>,
  probePath: string,
): Promise<Started> {
  const port = await freePort();
  const since = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  return { child, origin, ms: await msUntilOk(`${origin}${probePath}`, since, child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Resident memory of a process, from /proc (this benchmark runs on Linux). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? Number.NaN) / 1024;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Figures {
  firstStartMs: number;
  startsMs: number[];
  rssAfterStart: number;
  rssAfterLoad: number;
  load: LoadResult[];
}

async function benchServer(databaseUrl: string | undefined): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitalog-bench-start-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const args = ["--enable-source-maps", SERVER_MAIN];
  try {
    const first = await start(args, env, "/api/health");
    await stop(first.child);
    const startsMs: number[] = [];
    let last: Started | undefined;
    for (let i = 0; i < STARTS; i++) {
      if (last) await stop(last.child);
      last = await start(args, env, "/api/health");
      startsMs.push(last.ms);
    }
    const { child, origin } = last!;
    const rssAfterStart = rssMiB(child.pid!);
    const load: LoadResult[] = [];
    for (const probe of ["/api/health", "/api/help/faq"]) {
      load.push(
        await runInChild<LoadPlan, LoadResult>("bench/http-load.ts", {
          url: `${origin}${probe}`,
          headers: {},
          connections: 10,
          durationS: DURATION_S,
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rssAfterLoad = rssMiB(child.pid!);
    await stop(child);
    return { firstStartMs: first.ms, startsMs, rssAfterStart, rssAfterLoad, load };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchBare(): Promise<{ startsMs: number[]; rss: number }> {
  const startsMs: number[] = [];
  let rss = Number.NaN;
  for (let i = 0; i < STARTS; i++) {
    const { child, ms } = await start(["-e", BARE_SERVER], {}, "/");
    startsMs.push(ms);
    rss = rssMiB(child.pid!);
    await stop(child);
  }
  return { startsMs, rss };
}

if (!existsSync(SERVER_MAIN)) {
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const bare = await benchBare();
const results: Array<[string, Figures]> = [["PGlite", await benchServer(undefined)]];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const scratch = await scratchDatabase(serverUrl);
  try {
    results.push(["PostgreSQL", await benchServer(scratch.url)]);
  } finally {
    await scratch.drop();
  }
}

const f = (n: number) => n.toFixed(0);
console.log(
  `\nStart-up of dist/server/main.js (${STARTS} starts on an existing data directory; medians) and memory`,
);
console.log(
  `bare node:http process: start to first 200 ${f(median(bare.startsMs))} ms, RSS ${f(bare.rss)} MiB`,
);
console.log(
  "| database | first start ms | start ms (median, min–max) | ratio to bare | RSS after start MiB | RSS after load MiB | load req/s (health, faq) |",
);
console.log("|---|---|---|---|---|---|---|");
for (const [name, r] of results) {
  const range = `${f(median(r.startsMs))} (${f(Math.min(...r.startsMs))}–${f(Math.max(...r.startsMs))})`;
  const ratio = (median(bare.startsMs) / median(r.startsMs)).toFixed(2);
  const load = r.load
    .map((l) => `${f(l.perSecond)}${l.errors ? ` (${l.errors} errors)` : ""}`)
    .join(", ");
  console.log(
    `| ${name} | ${f(r.firstStartMs)} | ${range} | ${ratio} | ${f(r.rssAfterStart)} | ${f(r.rssAfterLoad)} | ${load} |`,
  );
}
console.log(
  "Targets (issue 11): start on an existing data directory ≤ 1,000 ms; steady RSS ≤ 250 MiB.",
);
process.exit(0);
