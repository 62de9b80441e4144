/**
 * Live chat delivery benchmark: `npm run bench:chat` (PGlite in memory, and also PostgreSQL when
 * BENCH_DATABASE_URL is set to a scratch database's server URL, e.g. postgres://postgres@127.0.0.1:5432/test;
 * a fresh database is created on it and dropped after).
 *
 * One Vitalog server runs in this process. 500 conversations are set up in SQL (waiting, then taken by
 * 10 agents at 50 chats each), then a separate process (bench/chat-clients.ts) opens 1,000 WebSocket
 * clients (each visitor and each agent follows its conversation) and sends 100 messages a second for
 * DURATION_S seconds through the whole path: HTTP POST, insert and NOTIFY in one transaction, LISTEN,
 * re-read, fan-out. It reports the delivery latency (POST sent → frame received by the other side)
 * p50/p99 (after a first second of warm-up, whose messages still count for loss), and lost and
 * duplicated messages. The reference, in the same run and with the same client
 * process, is a bare `ws` relay: the sender's frame forwarded to its partner's socket, nothing else.
 */
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { WebSocketServer, type WebSocket } from "ws";
import { buildApp } from "../src/server/app";
import { issueVisitorToken } from "../src/server/chat/credential";
import {
  defaultRateLimits,
  defaultSocketCaps,
  loadConfig,
  type Config,
} from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDatabase } from "../src/server/db/seed";
import { SEEDERS } from "../src/server/features";
import { createTestStaff } from "../src/server/testing/staff";
import { testContextOf, type TestContext } from "../src/server/testing/test-app";
import type { ClientsPlan, ClientsResult } from "./chat-clients";
import { runInChild, scratchDatabase } from "./support";

const CONVERSATIONS = 500;
const AGENTS = 10;
const RATE = Number(process.env.BENCH_RATE ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);

/** Agents signed in, 500 sessions started and taken (50 per agent, the limit raised to match). */
async function seedConversations(
  database: Database,
  app: Awaited<ReturnType<typeof buildApp>>,
  config: Config,
): Promise<ClientsPlan["conversations"]> {
  const { db } = database;
  // The benchmark closes the app and database itself, after its figures.
  const ctx: TestContext = { ...testContextOf({ app, database, config }), close: async () => {} };
  const agents = [];
  for (let i = 0; i < AGENTS; i++)
    agents.push(await createTestStaff(ctx, { role: "Support Agent", firstName: `Agent${i}` }));
  await db.execute(sql`update chat_settings set max_chats_per_agent = 50`);
  const conversations: ClientsPlan["conversations"] = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const agent = agents[i % AGENTS]!;
    const { token, tokenHash } = issueVisitorToken();
    const rows = await db.execute(sql`
      insert into live_chat_sessions (user_name, initial_message, status, assigned_to, accepted_at, visitor_token_hash)
      values (${`Visitor ${i}`}, 'Hello', 'active', ${agent.id}, now(), ${tokenHash}) returning id`);
    const id = (rows as { rows: Array<{ id: string }> }).rows[0]!.id;
    conversations.push({
      sessionId: id,
      visitorCookie: `vitalog_chat=${id}.${token}`,
      agentCookie: agent.cookie,
    });
  }
  return conversations;
}

const runClients = (plan: ClientsPlan) =>
  runInChild<ClientsPlan, ClientsResult>("bench/chat-clients.ts", plan);

async function benchVitalog(
  label: string,
  databaseUrl: string | undefined,
): Promise<ClientsResult> {
  const database = await openDatabase({ databaseUrl, dataDir: "memory://" });
  const config: Config = {
    ...loadConfig({}),
    webDir: undefined,
    rateLimits: defaultRateLimits(1000),
    socketCaps: defaultSocketCaps(1000),
    databaseUrl,
  };
  const app = await buildApp({ config, database, logger: false });
  await migrateDatabase(database);
  await seedDatabase(database.db, app.log, SEEDERS);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const conversations = await seedConversations(database, app, config);
  console.error(
    `${label}: ${conversations.length} conversations ready; sending ${RATE}/s for ${DURATION_S} s`,
  );
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const before = performance.eventLoopUtilization();
  delay.enable();
  try {
    return await runClients({
      mode: "vitalog",
      origin,
      conversations,
      rate: RATE,
      durationS: DURATION_S,
    });
  } finally {
    delay.disable();
    const used = performance.eventLoopUtilization(before);
    // The server's own event loop: how busy it was, and how late its callbacks ran (p99).
    console.error(
      `${label}: server event loop ${(used.utilization * 100).toFixed(0)} % busy, delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
    );
    await app.close();
    await database.close();
  }
}

/** The least any relay can do: a frame in from one socket, out to its partner's, in one process. */
async function benchRelay(): Promise<ClientsResult> {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const rooms = new Map<string, Set<WebSocket>>();
  server.on("connection", (socket, request) => {
    const room = new URL(request.url ?? "/", "http://x").searchParams.get("room") ?? "";
    const members = rooms.get(room) ?? new Set();
    members.add(socket);
    rooms.set(room, members);
    socket.on("message", (data) => {
      for (const member of members)
        if (member !== socket) member.send(data as Buffer, { binary: false });
    });
    socket.on("close", () => members.delete(socket));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const conversations = Array.from({ length: CONVERSATIONS }, (_, i) => ({
    sessionId: `room-${i}`,
    visitorCookie: "",
    agentCookie: "",
  }));
  try {
    return await runClients({
      mode: "relay",
      origin,
      conversations,
      rate: RATE,
      durationS: DURATION_S,
    });
  } finally {
    for (const client of server.clients) client.terminate();
    server.close();
  }
}

const row = (name: string, r: ClientsResult, reference?: ClientsResult) =>
  `| ${name} | ${r.clients} | ${r.sent} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.lost} | ${r.duplicated} | ${r.sendP50.toFixed(1)} | ${
    reference
      ? `${(r.p50 / reference.p50).toFixed(1)} / ${(r.p99 / reference.p99).toFixed(1)}`
      : "1"
  } |`;

const relay = await benchRelay();
// BENCH_SKIP_PGLITE=1 measures PostgreSQL alone (for profiling one database at a time).
const results: Array<[string, ClientsResult]> = process.env.BENCH_SKIP_PGLITE
  ? []
  : [["PGlite", await benchVitalog("PGlite", undefined)]];
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const scratch = await scratchDatabase(serverUrl);
  try {
    results.push(["PostgreSQL", await benchVitalog("PostgreSQL", scratch.url)]);
  } finally {
    await scratch.drop();
  }
}
console.log(
  `\nlive chat delivery, ${CONVERSATIONS} conversations (${CONVERSATIONS * 2} sockets), ${RATE} messages/s for ${DURATION_S} s`,
);
console.log(
  "| path | clients | messages | p50 ms | p99 ms | max ms | lost | duplicated | send answered p50 ms | ratio p50 / p99 to relay |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
console.log(row("bare ws relay (reference)", relay));
for (const [name, result] of results) console.log(row(`Vitalog on ${name}`, result, relay));
process.exit(0);
