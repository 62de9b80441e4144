import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REALTIME_CLOSE,
  TICKET_QUEUE_TOPIC,
  ticketTopic,
  type ServerFrame,
} from "../../contract/realtime";
import type { TicketDetail } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { profiles, securitySettings, sessions, userRoles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { connectRealtime, refusedUpgradeStatus, type TestSocket } from "../testing/realtime-client";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

/** A real listening server and the `ws` client: the upgrade, its cookie and Origin go over the wire. */
let ctx: TestContext;
let origin: string;
let customer: TestUser;
let agent: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  customer = await createTestUser(ctx);
  agent = await createTestStaff(ctx, { role: "Support Agent" });
});
afterAll(() => ctx.close());

const staffReply = async (ticketId: string, body: string, internal = false) => {
  const response = await ctx.call(ticketsApi.reply, {
    params: { id: ticketId },
    cookie: agent.cookie,
    body: { body, internal },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TicketDetail>().messages.at(-1)!;
};

const messagesOf = (socket: TestSocket, topic: string) =>
  socket.frames.flatMap((f) =>
    f.type === "messages" && f.topic === topic ? f.messages.map((m) => m.body) : [],
  );
const isFrame = (type: ServerFrame["type"], topic?: string) => (f: ServerFrame) =>
  f.type === type && (!topic || ("topic" in f && f.topic === topic));

async function subscribed(
  cookie: string,
  topic: string,
  lastMessageId?: string,
): Promise<TestSocket> {
  const socket = await connectRealtime(origin, { cookie });
  socket.send({ type: "subscribe", topic, lastMessageId });
  await socket.waitFor(isFrame("subscribed", topic));
  return socket;
}

describe("/api/realtime", () => {
  it("refuses an anonymous upgrade, and a cross-site one even with a valid cookie", async () => {
    expect(await refusedUpgradeStatus(origin, { origin })).toBe(401);
    expect(
      await refusedUpgradeStatus(origin, {
        origin: "https://evil.example",
        cookie: customer.cookie,
      }),
    ).toBe(403);
    expect(await refusedUpgradeStatus(origin, { cookie: customer.cookie })).toBe(403);
  });

  it("sends the customer a staff reply made through the API, but never an internal note", async () => {
    const ticket = await openTestTicket(ctx, customer);
    const topic = ticketTopic(ticket.id);
    const socket = await subscribed(customer.cookie, topic);
    await staffReply(ticket.id, "A private note", true);
    await staffReply(ticket.id, "We are on it");
    await socket.waitFor(
      (f) => f.type === "messages" && f.messages.some((m) => m.body === "We are on it"),
    );
    // The note's doorbell was heard before the reply's: whatever it queued for the socket is done.
    await socket.drained();
    expect(messagesOf(socket, topic)).toEqual(["We are on it"]);
    await socket.close();
  });

  it("refuses another user's ticket with an error frame and sends it no event", async () => {
    const ticket = await openTestTicket(ctx, customer);
    const topic = ticketTopic(ticket.id);
    const stranger = await createTestUser(ctx);
    const intruder = await connectRealtime(origin, { cookie: stranger.cookie });
    intruder.send({ type: "subscribe", topic });
    const refused = await intruder.waitFor(isFrame("error", topic));
    expect(refused).toMatchObject({ code: "forbidden" });
    const owner = await subscribed(customer.cookie, topic);
    await staffReply(ticket.id, "Only for the owner");
    await owner.waitFor(isFrame("messages", topic));
    // The doorbell rang every follower when the owner's delivery was queued: the intruder's work is done.
    await intruder.drained();
    expect(intruder.frames.filter((f) => f.type !== "error")).toEqual([]);
    await Promise.all([intruder.close(), owner.close()]);
  });

  it("lets only support.view follow the queue, which rings when a ticket is opened", async () => {
    const customerSocket = await connectRealtime(origin, { cookie: customer.cookie });
    customerSocket.send({ type: "subscribe", topic: TICKET_QUEUE_TOPIC });
    expect(await customerSocket.waitFor(isFrame("error", TICKET_QUEUE_TOPIC))).toMatchObject({
      code: "forbidden",
    });
    const editor = await createTestStaff(ctx, { role: "Content Editor" });
    const editorSocket = await connectRealtime(origin, { cookie: editor.cookie });
    editorSocket.send({ type: "subscribe", topic: TICKET_QUEUE_TOPIC });
    expect(await editorSocket.waitFor(isFrame("error", TICKET_QUEUE_TOPIC))).toMatchObject({
      code: "forbidden",
    });

    const agentSocket = await subscribed(agent.cookie, TICKET_QUEUE_TOPIC);
    await openTestTicket(ctx, customer, { subject: "A new one" });
    await agentSocket.waitFor(isFrame("changed", TICKET_QUEUE_TOPIC));
    expect(customerSocket.frames.filter((f) => f.type === "changed")).toEqual([]);
    await Promise.all([customerSocket.close(), editorSocket.close(), agentSocket.close()]);
  });

  it("replays exactly the replies missed while disconnected, in order, once", async () => {
    const ticket = await openTestTicket(ctx, customer);
    const topic = ticketTopic(ticket.id);
    const first = await subscribed(customer.cookie, topic);
    const seen = await staffReply(ticket.id, "Reply 1");
    await first.waitFor(isFrame("messages", topic));
    await first.close();

    await staffReply(ticket.id, "Reply 2");
    await staffReply(ticket.id, "Reply 3");
    const again = await subscribed(customer.cookie, topic, seen.id);
    const replay = await again.waitFor(isFrame("messages", topic));
    expect(replay).toMatchObject({ replay: true });
    // Doorbells are heard in commit order: once Reply 4 is here, those of Replies 2 and 3 were served.
    await staffReply(ticket.id, "Reply 4");
    await again.waitFor(() => messagesOf(again, topic).includes("Reply 4"));
    expect(messagesOf(again, topic)).toEqual(["Reply 2", "Reply 3", "Reply 4"]);
    await again.close();
  });

  it("answers a ping frame and rejects a malformed one", async () => {
    const socket = await connectRealtime(origin, { cookie: customer.cookie });
    socket.send({ type: "ping" });
    await socket.waitFor(isFrame("pong"));
    socket.send({ type: "subscribe", topic: "users:all" } as never);
    expect(await socket.waitFor(isFrame("error"))).toMatchObject({ code: "bad_request" });
    await socket.close();
  });

  it("does not renew a session on the upgrade, whose answer cannot carry the renewed cookie", async () => {
    const user = await createTestUser(ctx);
    const soon = new Date(Date.now() + 60 * 60_000);
    await ctx.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const socket = await connectRealtime(origin, { cookie: user.cookie });
    socket.send({ type: "ping" });
    await socket.waitFor(isFrame("pong"));
    const [row] = await ctx.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBe(soon.getTime());
    await socket.close();
  });

  it("slows a socket that floods it with frames (drops the excess, says so) and keeps serving it and others", async () => {
    const flooder = await connectRealtime(origin, { cookie: customer.cookie });
    let closedWith: number | null = null;
    flooder.onClose((code) => (closedWith = code));
    const ticket = await openTestTicket(ctx, customer);
    for (let i = 0; i < 1000; i++)
      flooder.send({ type: "subscribe", topic: ticketTopic(ticket.id) });
    expect(await flooder.waitFor(isFrame("error"))).toMatchObject({ code: "rate_limited" });
    // Sent until the refilling budget (10 frames a second) lets it through: then the socket is still
    // served, and the burst's subscribes are done.
    await flooder.drained({ resendMs: 50 });
    // The burst (40) was served, the rest dropped: far fewer re-reads than frames sent.
    expect(flooder.frames.filter((f) => f.type === "subscribed").length).toBeLessThanOrEqual(45);
    expect(closedWith).toBeNull();
    const other = await subscribed(customer.cookie, ticketTopic(ticket.id));
    await other.close();
    await flooder.close();
  });

  it("re-checks the right at the next event: an agent whose role is taken away gets an error, not the event", async () => {
    const leaving = await createTestStaff(ctx, { role: "Support Agent" });
    const socket = await subscribed(leaving.cookie, TICKET_QUEUE_TOPIC);
    await ctx.db.delete(userRoles).where(eq(userRoles.userId, leaving.id));
    await openTestTicket(ctx, customer, { subject: "After the role went" });
    expect(await socket.waitFor(isFrame("error", TICKET_QUEUE_TOPIC))).toMatchObject({
      code: "forbidden",
    });
    expect(socket.frames.filter((f) => f.type === "changed")).toEqual([]);
    await socket.close();
  });

  it("ends a socket at the next event once its account is suspended or its session has expired, as a request's cookie would", async () => {
    const suspended = await createTestStaff(ctx, { role: "Support Agent" });
    const expired = await createTestStaff(ctx, { role: "Support Agent" });
    const sockets = await Promise.all(
      [suspended, expired].map((staff) => subscribed(staff.cookie, TICKET_QUEUE_TOPIC)),
    );
    const closes = sockets.map((socket) => new Promise((resolve) => socket.onClose(resolve)));
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, suspended.id));
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    await openTestTicket(ctx, customer, { subject: "After the session ended" });
    expect(await Promise.all(closes)).toEqual([
      REALTIME_CLOSE.sessionEnded,
      REALTIME_CLOSE.sessionEnded,
    ]);
    for (const socket of sockets) {
      expect(socket.frames.find(isFrame("error"))).toMatchObject({ code: "unauthorized" });
      expect(socket.frames.filter((f) => f.type === "changed")).toEqual([]);
    }
  });

  it("follows the staff two-factor requirement: an aal1 staff session is refused the queue, an aal2 one is served", async () => {
    const other = await createTestStaff(ctx, { role: "Support Agent" });
    await ctx.db
      .insert(securitySettings)
      .values({ staffTwoFactorRequired: true })
      .onConflictDoUpdate({ target: securitySettings.id, set: { staffTwoFactorRequired: true } });
    try {
      const refused = await connectRealtime(origin, { cookie: other.cookie });
      refused.send({ type: "subscribe", topic: TICKET_QUEUE_TOPIC });
      expect(await refused.waitFor(isFrame("error", TICKET_QUEUE_TOPIC))).toMatchObject({
        code: "forbidden",
      });
      await refused.close();

      await ctx.db.update(sessions).set({ aal: "aal2" }).where(eq(sessions.userId, other.id));
      const served = await subscribed(other.cookie, TICKET_QUEUE_TOPIC);
      await openTestTicket(ctx, customer, { subject: "Seen with two factors" });
      await served.waitFor(isFrame("changed", TICKET_QUEUE_TOPIC));
      await served.close();
    } finally {
      await ctx.db.update(securitySettings).set({ staffTwoFactorRequired: false });
    }
  });
});
