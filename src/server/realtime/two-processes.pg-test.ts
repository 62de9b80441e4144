import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisitorChat } from "../../contract/chat";
import {
  CHAT_QUEUE_TOPIC,
  chatTopic,
  ticketTopic,
  type ServerFrame,
} from "../../contract/realtime";
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
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      WEB_DIR: "",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    if (serverB.exitCode !== null) throw new Error(`server B exited with ${serverB.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
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
async function post(origin: string, path: string, cookie: string, body: unknown, status = 201) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { origin, cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(status);
  return response;
}

const chatTexts = (frames: ServerFrame[], topic: string) =>
  frames.flatMap((f) =>
    f.type === "chat_messages" && f.topic === topic ? f.messages.map((m) => m.message) : [],
  );

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

    await post(originB, `/api/admin/tickets/${ticket.id}/messages`, agent.cookie, {
      body: "Hello from B",
      internal: false,
    });
    await customerOnA.waitFor(
      (f) => f.type === "messages" && f.messages.some((m) => m.body === "Hello from B"),
    );

    await post(originA, `/api/tickets/${ticket.id}/messages`, customer.cookie, {
      body: "Thanks, seen on A",
    });
    await agentOnB.waitFor(
      (f) => f.type === "messages" && f.messages.some((m) => m.body === "Thanks, seen on A"),
    );
    await Promise.all([customerOnA.close(), agentOnB.close()]);
  });
});

describe("live chat across two server processes", () => {
  it("carries a whole chat between a visitor on server A and an agent on server B, and replays on the other server after a drop", async () => {
    const chatAgent = await createTestStaff(ctx, { role: "Support Agent", firstName: "Bea" });
    // The agent's console is open on B: that socket's presence makes the agent online for A's start check.
    const consoleOnB = await connectRealtime(originB, { cookie: chatAgent.cookie });
    consoleOnB.send({ type: "subscribe", topic: CHAT_QUEUE_TOPIC });
    await consoleOnB.waitFor((f) => f.type === "subscribed");
    // B stamps the agent present just after it answers "subscribed" (presence.ts), as the widget's
    // live list would show a moment later: A is asked until it sees the stamp, not once.
    const onlineDepartment = async () => {
      const { departments } = (await (await fetch(`${originA}/api/chat/departments`)).json()) as {
        departments: Array<{ id: string; agentsOnline: boolean }>;
      };
      return departments.find((d) => d.agentsOnline);
    };
    await expect.poll(onlineDepartment, { timeout: 10_000, interval: 50 }).toBeDefined();
    const department = await onlineDepartment();

    const started = await post(originA, "/api/chat/sessions", "", {
      departmentId: department!.id,
      name: "Vera",
      message: "Hello from A",
    });
    const chat = (await started.json()) as VisitorChat;
    const visitorCookie = started.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("vitalog_chat="))!;
    const topic = chatTopic(chat.session.id);
    await consoleOnB.waitFor((f) => f.type === "changed" && f.topic === CHAT_QUEUE_TOPIC);

    const visitorOnA = await connectRealtime(originA, { cookie: visitorCookie });
    visitorOnA.send({ type: "subscribe", topic });
    await visitorOnA.waitFor((f) => f.type === "chat_state" && f.session.status === "waiting");
    await post(
      originB,
      `/api/admin/chat/sessions/${chat.session.id}/accept`,
      chatAgent.cookie,
      {},
      200,
    );
    await visitorOnA.waitFor(
      (f) =>
        f.type === "chat_state" &&
        f.session.status === "active" &&
        f.session.agentFirstName === "Bea",
    );
    await visitorOnA.waitFor(() =>
      chatTexts(visitorOnA.frames, topic).includes("Bea has joined the chat."),
    );

    consoleOnB.send({ type: "subscribe", topic });
    await consoleOnB.waitFor((f) => f.type === "subscribed" && f.topic === topic);
    for (let i = 1; i <= 3; i++) {
      await post(originA, `/api/chat/sessions/${chat.session.id}/messages`, visitorCookie, {
        message: `visitor ${i}`,
      });
      await post(
        originB,
        `/api/admin/chat/sessions/${chat.session.id}/messages`,
        chatAgent.cookie,
        { message: `agent ${i}` },
      );
    }
    const expected = [
      "Hello from A",
      "Bea has joined the chat.",
      "visitor 1",
      "agent 1",
      "visitor 2",
      "agent 2",
      "visitor 3",
      "agent 3",
    ];
    await visitorOnA.waitFor(() => chatTexts(visitorOnA.frames, topic).length === expected.length);
    await consoleOnB.waitFor(() => chatTexts(consoleOnB.frames, topic).length === expected.length);
    expect(chatTexts(visitorOnA.frames, topic)).toEqual(expected);
    expect(chatTexts(consoleOnB.frames, topic)).toEqual(expected);

    visitorOnA.send({ type: "typing", topic });
    expect(await consoleOnB.waitFor((f) => f.type === "typing" && f.topic === topic)).toMatchObject(
      { from: "visitor" },
    );

    // The visitor's connection drops; two replies go out meanwhile; they come back through server B.
    const lastSeen = visitorOnA.frames
      .flatMap((f) => (f.type === "chat_messages" ? f.messages : []))
      .at(-1)!.id;
    await visitorOnA.close();
    await post(originB, `/api/admin/chat/sessions/${chat.session.id}/messages`, chatAgent.cookie, {
      message: "still there?",
    });
    await post(originB, `/api/admin/chat/sessions/${chat.session.id}/messages`, chatAgent.cookie, {
      message: "I will wait",
    });
    const visitorOnB = await connectRealtime(originB, { cookie: visitorCookie });
    visitorOnB.send({ type: "subscribe", topic, lastMessageId: lastSeen });
    await visitorOnB.waitFor((f) => f.type === "chat_state");
    expect(chatTexts(visitorOnB.frames, topic)).toEqual(["still there?", "I will wait"]);

    await post(originB, `/api/chat/sessions/${chat.session.id}/end`, visitorCookie, {}, 200);
    await consoleOnB.waitFor(
      (f) => f.type === "chat_state" && f.topic === topic && f.session.status === "resolved",
    );
    await visitorOnB.waitFor(() =>
      chatTexts(visitorOnB.frames, topic).includes("This chat session has ended."),
    );
    await Promise.all([visitorOnB.close(), consoleOnB.close()]);
  });
});
