/**
 * The load generator of bench/http.ts, in its own process so that it does not share an event loop
 * with the server it measures: `connections` keep-alive connections, each sending its next request
 * as soon as the previous one is answered, for `durationS` seconds after one second of warm-up.
 * Reads a LoadPlan (JSON) on stdin, prints a LoadResult (JSON) on stdout.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { readPlan } from "./support";

export interface LoadPlan {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The slowest request: a queue that starves one client shows here first. */
  max: number;
}

const WARMUP_MS = 1_000;

const plan = await readPlan<LoadPlan>();

const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });

function request(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(plan.url, { agent, headers: plan.headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200));
    });
    req.on("error", () => resolve(false));
  });
}

const started = performance.now();
const measureFrom = started + WARMUP_MS;
const until = measureFrom + plan.durationS * 1000;
const latencies: number[] = [];
let errors = 0;

async function loop(): Promise<void> {
  while (performance.now() < until) {
    const at = performance.now();
    const ok = await request();
    if (at < measureFrom) continue;
    latencies.push(performance.now() - at);
    if (!ok) errors++;
  }
}

await Promise.all(Array.from({ length: plan.connections }, loop));
agent.destroy();
latencies.sort((a, b) => a - b);
const pick = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
const result: LoadResult = {
  requests: latencies.length,
  errors,
  perSecond: latencies.length / plan.durationS,
  p50: pick(0.5),
  p99: pick(0.99),
  max: latencies.at(-1) ?? Number.NaN,
};
process.stdout.write(JSON.stringify(result));
