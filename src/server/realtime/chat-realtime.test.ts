import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_QUEUE_TOPIC, chatTopic, type ServerFrame } from "../../contract/realtime";
import { issueVisitorToken } from "../chat/credential";
import { notifyChat } from "../chat/doorbell";
import { appendChatMessage, lockChatSession } from "../chat/write";
import { chatAgents, chatSessions } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { connectRealtime, refusedUpgradeStatus, type TestSocket } from "../testing/realtime-client";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

/**
 * The chat side of /api/realtime over a real listening server. Sessions and messages are written with
 * the same primitives the chat routes use (lock, insert, NOTIFY in one transaction), so this file
 * tests the socket layer alone; the routes' own tests go through HTTP.
 */
let ctx: TestContext;
let origin: string;
let customer: TestUser;
let stranger: TestUser;
let agent: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  customer = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  agent = await createTestStaff(ctx, { role: "Support Agent", firstName: "Robin" });
});
afterAll(() => ctx.close());

interface TestChat {
  id: string;
  /** The cookie of the signed-out visitor who started it (a customer's chat has none). */
  visitorCookie: string;
}

async function startChat(
  options: { userId?: string; departmentId?: string | null } = {},
): Promise<TestChat> {
  const { token, tokenHash } = issueVisitorToken();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatSessions)
      .values({
        userId: options.userId ?? null,
        departmentId: options.departmentId ?? null,
        userName: "Vera Visitor",
        initialMessage: "Hello",
        visitorTokenHash: options.userId ? null : tokenHash,
      })
      .returning({ id: chatSessions.id });
    await notifyChat(tx, { kind: "state", sessionId: row!.id });
    return row!.id;
  });
  await say(id, "visitor", "Hello");
  return { id, visitorCookie: `vitalog_chat=${id}.${token}` };
}

async function say(sessionId: string, role: "visitor" | "agent", message: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await lockChatSession(tx, sessionId);
    return (
      await appendChatMessage(tx, {
        sessionId,
        senderRole: role,
        message,
        sender: { id: null, firstName: role === "agent" ? "Robin" : "Vera", lastName: "X" },
      })
    ).id;
  });
}

async function setStatus(
  sessionId: string,
  status: "active" | "resolved",
  assignedTo: string | null = null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(chatSessions)
      .set({ status, assignedTo, endedAt: status === "resolved" ? new Date() : null })
      .where(eq(chatSessions.id, sessionId));
    await notifyChat(tx, { kind: "state", sessionId });
  });
}

const isFrame = (type: ServerFrame["type"], topic?: string) => (f: ServerFrame) =>
  f.type === type && (!topic || ("topic" in f && f.topic === topic));
const chatTexts = (socket: TestSocket, topic: string) =>
  socket.frames.flatMap((f) =>
    f.type === "chat_messages" && f.topic === topic ? f.messages.map((m) => m.message) : [],
  );
const states = (socket: TestSocket, topic: string) =>
  socket.frames.flatMap((f) => (f.type === "chat_state" && f.topic === topic ? [f.session] : []));

async function follow(cookie: string, topic: string, lastMessageId?: string): Promise<TestSocket> {
  const socket = await connectRealtime(origin, { cookie });
  socket.send({ type: "subscribe", topic, lastMessageId });
  await socket.waitFor(
    (f) => (f.type === "subscribed" || f.type === "error") && "topic" in f && f.topic === topic,
  );
  return socket;
}

describe("live chat over /api/realtime", () => {
  it("lets a signed-out visitor in with their chat cookie only, to their own session only", async () => {
    const mine = await startChat();
    const theirs = await startChat();
    expect(await refusedUpgradeStatus(origin, { origin, cookie: "vitalog_chat=garbage" })).toBe(
      401,
    );
    const socket = await follow(mine.visitorCookie, chatTopic(mine.id));
    expect(chatTexts(socket, chatTopic(mine.id))).toEqual(["Hello"]);
    expect(states(socket, chatTopic(mine.id))[0]).toMatchObject({
      id: mine.id,
      status: "waiting",
      queuePosition: expect.any(Number),
    });
    socket.send({ type: "subscribe", topic: chatTopic(theirs.id) });
    expect(await socket.waitFor(isFrame("error", chatTopic(theirs.id)))).toMatchObject({
      code: "forbidden",
    });
    socket.send({ type: "subscribe", topic: CHAT_QUEUE_TOPIC });
    expect(await socket.waitFor(isFrame("error", CHAT_QUEUE_TOPIC))).toMatchObject({
      code: "forbidden",
    });
    await socket.close();
  });

  it("keeps a signed-in customer to their own chats, and the queue to staff with chat.view", async () => {
    const chat = await startChat({ userId: customer.id });
    const own = await follow(customer.cookie, chatTopic(chat.id));
    expect(chatTexts(own, chatTopic(chat.id))).toEqual(["Hello"]);
    const other = await follow(stranger.cookie, chatTopic(chat.id));
    expect(other.frames.find(isFrame("error"))).toMatchObject({ code: "forbidden" });
    const queue = await follow(stranger.cookie, CHAT_QUEUE_TOPIC);
    expect(queue.frames.find(isFrame("error"))).toMatchObject({ code: "forbidden" });
    const agentSocket = await follow(agent.cookie, chatTopic(chat.id));
    expect(chatTexts(agentSocket, chatTopic(chat.id))).toEqual(["Hello"]);
    await Promise.all([own.close(), other.close(), queue.close(), agentSocket.close()]);
  });

  it("delivers both sides' messages in order, and replays exactly what a reconnecting client missed", async () => {
    const chat = await startChat();
    const topic = chatTopic(chat.id);
    const visitor = await follow(chat.visitorCookie, topic);
    const agentSocket = await follow(agent.cookie, topic);
    const sent = [];
    for (let i = 1; i <= 5; i++)
      sent.push(await say(chat.id, i % 2 ? "agent" : "visitor", `m${i}`));
    await visitor.waitFor(() => chatTexts(visitor, topic).length === 6);
    await agentSocket.waitFor(() => chatTexts(agentSocket, topic).length === 6);
    expect(chatTexts(visitor, topic)).toEqual(["Hello", "m1", "m2", "m3", "m4", "m5"]);
    expect(chatTexts(agentSocket, topic)).toEqual(["Hello", "m1", "m2", "m3", "m4", "m5"]);

    await visitor.close();
    await say(chat.id, "agent", "while you were away");
    await say(chat.id, "agent", "and this");
    const back = await follow(chat.visitorCookie, topic, sent[4]);
    await back.waitFor(() => chatTexts(back, topic).length === 2);
    // Doorbells are heard in commit order: once this is here, those of the missed messages were served.
    await say(chat.id, "agent", "back again");
    await back.waitFor(() => chatTexts(back, topic).includes("back again"));
    expect(chatTexts(back, topic)).toEqual(["while you were away", "and this", "back again"]);
    expect(back.frames.find(isFrame("chat_messages"))).toMatchObject({ replay: true });
    expect(states(back, topic)).toHaveLength(1);
    await Promise.all([back.close(), agentSocket.close()]);
  });

  it("moves the queue position live when an earlier chat of the department is taken", async () => {
    const first = await startChat({ departmentId: null });
    const second = await startChat({ departmentId: null });
    const topic = chatTopic(second.id);
    const socket = await follow(second.visitorCookie, topic);
    const before = states(socket, topic)[0]!.queuePosition!;
    await setStatus(first.id, "active", agent.id);
    await socket.waitFor((f) => f.type === "chat_state" && f.session.queuePosition === before - 1);
    await setStatus(second.id, "active", agent.id);
    const joined = await socket.waitFor(
      (f) => f.type === "chat_state" && f.session.status === "active",
    );
    expect(joined).toMatchObject({ session: { queuePosition: null, agentFirstName: "Robin" } });
    await socket.close();
  });

  it("relays typing to the other side only, never to the typist's side, and not once the chat has ended", async () => {
    const chat = await startChat();
    const topic = chatTopic(chat.id);
    const visitor = await follow(chat.visitorCookie, topic);
    const agentSocket = await follow(agent.cookie, topic);
    visitor.send({ type: "typing", topic });
    expect(await agentSocket.waitFor(isFrame("typing", topic))).toMatchObject({ from: "visitor" });
    agentSocket.send({ type: "typing", topic });
    expect(await visitor.waitFor(isFrame("typing", topic))).toMatchObject({ from: "agent" });
    // Each relay reached both sockets at once: an echo to the typist would precede these answers.
    await Promise.all([visitor.drained(), agentSocket.drained()]);
    expect(
      visitor.frames
        .filter(isFrame("typing"))
        .every((f) => f.type === "typing" && f.from === "agent"),
    ).toBe(true);
    expect(
      agentSocket.frames
        .filter(isFrame("typing"))
        .every((f) => f.type === "typing" && f.from === "visitor"),
    ).toBe(true);

    await setStatus(chat.id, "resolved");
    await agentSocket.waitFor((f) => f.type === "chat_state" && f.session.status === "resolved");
    // A socket of its own, so the typing throttle (one relay a second per socket) cannot be what
    // holds the frame back: only the ended chat can.
    const afterEnd = await follow(chat.visitorCookie, topic);
    await afterEnd.waitFor((f) => f.type === "chat_state" && f.session.status === "resolved");
    const typedBefore = agentSocket.frames.filter(isFrame("typing")).length;
    afterEnd.send({ type: "typing", topic });
    // The server has handled the typing frame (any relay was sent to the database), and a doorbell
    // committed after it has reached the agent: a relay would have come first.
    await afterEnd.drained();
    await say(chat.id, "visitor", "after the end");
    await agentSocket.waitFor(() => chatTexts(agentSocket, topic).includes("after the end"));
    expect(agentSocket.frames.filter(isFrame("typing")).length).toBe(typedBefore);
    await Promise.all([visitor.close(), afterEnd.close(), agentSocket.close()]);
  });

  it("counts an agent with the console open as present (chat_agents.last_seen_at), shared through the database", async () => {
    const present = await createTestStaff(ctx, { role: "Support Agent" });
    const queue = await follow(present.cookie, CHAT_QUEUE_TOPIC);
    expect(queue.frames.find(isFrame("subscribed", CHAT_QUEUE_TOPIC))).toBeDefined();
    await expect
      .poll(
        async () =>
          (
            await ctx.db.select().from(chatAgents).where(eq(chatAgents.userId, present.id))
          )[0]?.lastSeenAt?.getTime() ?? 0,
        { timeout: 5000 },
      )
      .toBeGreaterThan(Date.now() - 10_000);
    // Someone else's presence changing rings the queue, so consoles refresh the agents' list.
    const other = await createTestStaff(ctx, { role: "Support Agent" });
    const otherQueue = await follow(other.cookie, CHAT_QUEUE_TOPIC);
    await queue.waitFor(isFrame("changed", CHAT_QUEUE_TOPIC));
    await Promise.all([queue.close(), otherQueue.close()]);
  });
});
