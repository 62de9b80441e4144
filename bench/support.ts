/** What the benchmarks share: a scratch PostgreSQL database, and a load generator in its own process. */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";

/** A fresh database on the server at `serverUrl`, dropped by `drop()`. */
export async function scratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vitalog_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs a load generator script in a second process, so that it does not share an event loop with
 * the server it measures: the plan goes in as JSON on stdin, the result comes back as JSON on stdout.
 */
export function runInChild<Plan, Result>(script: string, plan: Plan): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Result)
        : reject(new Error(`${script} exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(plan));
  });
}

/** The child's side of runInChild: its plan, read whole from stdin. */
export async function readPlan<Plan>(): Promise<Plan> {
  let text = "";
  for await (const chunk of process.stdin) text += (chunk as Buffer).toString("utf8");
  return JSON.parse(text) as Plan;
}

/** A port free on 127.0.0.1 right now, for a server the benchmark starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no free port");
  return address.port;
}

/**
 * Resolves once `url` answers 200, polling every `everyMs`; fails when `server` exits first or after
 * `timeoutMs`.
 */
export async function waitUntilOk(
  url: string,
  server: ChildProcess,
  options: { everyMs: number; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
  }
  throw new Error(`${url} did not answer 200 within ${options.timeoutMs / 1000} s`);
}
