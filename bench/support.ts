/** What the benchmarks share: a scratch PostgreSQL database, and a load generator in its own process. */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

/** A fresh database on the server at `serverUrl`, dropped by `drop()`. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
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
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`${script} exited ${code}`))));
    child.stdin.end(JSON.stringify(plan));
  });
}

/** The child's side of runInChild: its plan, read whole from stdin. */
export async function readPlan<Plan>(): Promise<Plan> {
  let text = "";
  for await (const chunk of process.stdin) text += (chunk as Buffer).toString("utf8");
  return JSON.parse(text) as Plan;
}
