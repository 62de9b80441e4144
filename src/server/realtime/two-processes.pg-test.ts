import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketTopic } from "../../contract/realtime";
import { createTestUser, type TestUser } from "../testing/factories";
import { connectRealtime } from "../testing/realtime-client";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

/**
 * Two server processes on one PostgreSQL database: this test process (server A) and a real
 * `src/server/main.ts` (server B), each with its own listening connection. A reply written through one
 * reaches a socket held by the other only through NOTIFY. PGlite is one process's database, so this
 * file is a `.pg-test.ts` that vitest.config.ts includes only when TEST_DATABASE_URL is set: it is not
 * skipped on PGlite, it is not there.
 */
let ctx: TestContext;
let serverB: ChildProcess;
let originA: string;
let originB: string;
let customer: TestUser;
let agent: TestStaff;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServerB(databaseUrl: string): Promise<string> {
  const port = await freePort();
  serverB = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, WEB_DIR: "", LOG_LEVEL: "warn", ADMIN_PASSWORD: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    if (serverB.exitCode !== null) throw new Error(`server B exited with ${serverB.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return origin;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server B did not start");
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  originA = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const result: unknown = await ctx.db.execute(sql`select current_database() as name`);
  const { rows } = result as { rows: { name: string }[] };
  const [row] = rows;
  // The database this file cloned for itself (src/server/testing/test-database.ts), on the same server.
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  originB = await startServerB(url.toString());
  customer = await createTestUser(ctx);
  agent = await createTestStaff(ctx, { role: "Support Agent" });
}, 120_000);

afterAll(async () => {
  if (serverB) {
    const exited = new Promise((resolve) => serverB.once("exit", resolve));
    serverB.kill("SIGTERM");
    await exited;
  }
  await ctx.close();
});

/** Sessions live in the database: the same cookie works on either server. */
async function post(origin: string, path: string, cookie: string, body: unknown) {
  const response = await fetch(`${origin}${path}`, { method: "POST", headers: { origin, cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return response;
}

describe("realtime across two server processes", () => {
  it("delivers a reply posted to server B to a customer on server A, and the answer back the other way", async () => {
    const ticket = await openTestTicket(ctx, customer);
    const topic = ticketTopic(ticket.id);
    const customerOnA = await connectRealtime(originA, { cookie: customer.cookie });
    customerOnA.send({ type: "subscribe", topic });
    await customerOnA.waitFor((f) => f.type === "subscribed");
    const agentOnB = await connectRealtime(originB, { cookie: agent.cookie });
    agentOnB.send({ type: "subscribe", topic });
    await agentOnB.waitFor((f) => f.type === "subscribed");

    await post(originB, `/api/admin/tickets/${ticket.id}/messages`, agent.cookie, { body: "Hello from B", internal: false });
    await customerOnA.waitFor((f) => f.type === "messages" && f.messages.some((m) => m.body === "Hello from B"));

    await post(originA, `/api/tickets/${ticket.id}/messages`, customer.cookie, { body: "Thanks, seen on A" });
    await agentOnB.waitFor((f) => f.type === "messages" && f.messages.some((m) => m.body === "Thanks, seen on A"));
    await Promise.all([customerOnA.close(), agentOnB.close()]);
  });
});
