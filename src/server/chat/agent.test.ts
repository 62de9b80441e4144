import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDashboardApi, type AdminDashboard } from "../../contract/admin-dashboard";
import type {
  AgentChatDetail,
  ChatInboxResponse,
  ChatMessage,
  ChatOverview,
  ChatSessionsResponse,
} from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { departmentsApi, type DepartmentDetail } from "../../contract/departments";
import { CHAT_ENDED_MESSAGE, joinedMessage } from "../../domain/chat";
import { chatMessages, chatSessions } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";
import {
  acceptAs,
  agentPost,
  auditOf,
  createTestDepartment,
  startTestChat,
} from "../testing/chat-console";

let ctx: TestContext;
let sam: TestStaff;
let kim: TestStaff;
let admin: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  sam = await createTestStaff(ctx, { role: "Support Agent", firstName: "Sam", lastName: "Agent" });
  kim = await createTestStaff(ctx, { role: "Support Agent", firstName: "Kim", lastName: "Agent" });
  admin = await createTestStaff(ctx, { role: "Admin" });
});
afterAll(() => ctx.close());

const get = <T>(who: TestUser, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: who.cookie }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });
const detail = (id: string) => get<AgentChatDetail>(sam, chatApi.getSession, { params: { id } });

describe("stats", () => {
  it("counts waiting, active, resolved today and all sessions from the rows, in the console, the dashboard and the department", async () => {
    const dept = await createTestDepartment(ctx, "Stats desk");
    const before = (await get<ChatOverview>(sam, chatApi.overview)).stats;
    await startTestChat(ctx, { departmentId: dept });
    await startTestChat(ctx, { departmentId: dept });
    await startTestChat(ctx, { departmentId: dept, status: "active", assignedTo: kim.id });
    await startTestChat(ctx, { departmentId: dept, status: "resolved" });
    const yesterday = await startTestChat(ctx, {
      departmentId: dept,
      status: "resolved",
      minutesAgo: 3000,
    });
    await ctx.db
      .update(chatSessions)
      .set({ endedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(chatSessions.id, yesterday));
    await startTestChat(ctx, { departmentId: dept, status: "abandoned" });
    const after = (await get<ChatOverview>(sam, chatApi.overview)).stats;
    expect(after).toEqual({
      waiting: before.waiting + 2,
      active: before.active + 1,
      resolvedToday: before.resolvedToday + 1,
      total: before.total + 6,
    });

    const dashboard = await get<AdminDashboard>(admin, adminDashboardApi.get);
    expect(dashboard.chats).toEqual({ active: after.active, waiting: after.waiting });
    const department = await get<DepartmentDetail>(admin, departmentsApi.get, {
      params: { id: dept },
    });
    expect(department.stats.activeChats).toBe(1);
  });
});

describe("inbox and session table", () => {
  it("lists waiting sessions oldest first, then active ones oldest first", async () => {
    const dept = await createTestDepartment(ctx, "Inbox desk");
    const newerWaiting = await startTestChat(ctx, { departmentId: dept, minutesAgo: 5 });
    const olderWaiting = await startTestChat(ctx, { departmentId: dept, minutesAgo: 10 });
    const newerActive = await startTestChat(ctx, {
      departmentId: dept,
      minutesAgo: 1,
      status: "active",
      assignedTo: kim.id,
    });
    const olderActive = await startTestChat(ctx, {
      departmentId: dept,
      minutesAgo: 20,
      status: "active",
      assignedTo: kim.id,
    });
    await startTestChat(ctx, { departmentId: dept, status: "resolved" });
    const { sessions } = await get<ChatInboxResponse>(sam, chatApi.inbox);
    const mine = sessions.filter((s) => s.department?.id === dept);
    expect(mine.map((s) => s.id)).toEqual([olderWaiting, newerWaiting, olderActive, newerActive]);
    expect(mine.map((s) => s.queuePosition)).toEqual([1, 2, null, null]);
    expect(mine[2]!.assignedTo).toEqual({ id: kim.id, name: "Kim Agent" });
  });

  it("filters by status, department, agent and dates, newest first, in pages", async () => {
    const dept = await createTestDepartment(ctx, "Table desk");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await startTestChat(ctx, { departmentId: dept, minutesAgo: 10 + i }));
    const kims = await startTestChat(ctx, {
      departmentId: dept,
      minutesAgo: 1,
      status: "active",
      assignedTo: kim.id,
    });
    const old = await startTestChat(ctx, {
      departmentId: dept,
      minutesAgo: 3 * 24 * 60,
      status: "resolved",
    });
    const table = (query: TestCallInput["query"]) =>
      get<ChatSessionsResponse>(sam, chatApi.listSessions, {
        query: { departmentId: dept, ...query },
      });

    const page1 = await table({ status: "waiting", pageSize: 2, page: 1 });
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.sessions.map((s) => s.id)).toEqual([ids[0], ids[1]]);
    expect(
      (await table({ status: "waiting", pageSize: 2, page: 3 })).sessions.map((s) => s.id),
    ).toEqual([ids[4]]);
    expect((await table({ agentId: kim.id })).sessions.map((s) => s.id)).toEqual([kims]);

    const today = new Date().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    // Counted from the rows, so a run just after UTC midnight (when some started yesterday) still holds.
    const startedToday = (
      await ctx.db
        .select({ startedAt: chatSessions.startedAt })
        .from(chatSessions)
        .where(eq(chatSessions.departmentId, dept))
    ).filter((r) => r.startedAt.toISOString().slice(0, 10) === today);
    expect((await table({ from: today })).total).toBe(startedToday.length);
    expect((await table({ to: threeDaysAgo })).sessions.map((s) => s.id)).toEqual([old]);
    expect((await table({})).total).toBe(7);

    const bad = await ctx.call(chatApi.listSessions, {
      query: { from: "31-01-2026" },
      cookie: sam.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.from).toBe(
      "Use a date like 2026-01-31",
    );
  });
});

describe("detail", () => {
  it("shows a signed-in customer's name, plan, member since, open tickets and earlier chats", async () => {
    const customer = await createTestUser(ctx, {
      firstName: "Cora",
      lastName: "Customer",
      plan: "Premium",
    });
    await openTestTicket(ctx, customer);
    await startTestChat(ctx, {
      departmentId: null,
      user: customer,
      minutesAgo: 60,
      status: "resolved",
    });
    const id = await startTestChat(ctx, { departmentId: null, user: customer, name: "Cora C" });
    const chat = await detail(id);
    expect(chat.visitor).toMatchObject({
      signedIn: true,
      name: "Cora Customer",
      email: customer.email,
      planName: "Premium",
      openTicketCount: 1,
      previousChatCount: 1,
    });
    expect(chat.visitor.memberSince).toEqual(expect.any(String));
    expect(chat.messages.map((m) => m.message)).toEqual(["Hello, I need help"]);
  });

  it("describes a signed-out visitor only by what they gave, and answers 404 for an unknown session", async () => {
    const id = await startTestChat(ctx, {
      departmentId: null,
      name: "Guest Gil",
      email: "gil@example.com",
    });
    expect((await detail(id)).visitor).toEqual({
      signedIn: false,
      name: "Guest Gil",
      email: "gil@example.com",
      planName: null,
      memberSince: null,
      openTicketCount: 0,
      previousChatCount: 0,
    });
    const missing = await ctx.call(chatApi.getSession, {
      params: { id: "00000000-0000-4000-8000-000000000001" },
      cookie: sam.cookie,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.call(chatApi.getSession, { params: { id: "nope" }, cookie: sam.cookie });
    expect(bad.json<{ error: { message: string } }>().error.message).toContain(
      "No session ID provided",
    );
  });
});

describe("accept", () => {
  it("makes the chat active with the agent, says they joined, is audited, and refuses a second agent naming who has it", async () => {
    const id = await startTestChat(ctx, { departmentId: null });
    const chat = await acceptAs(ctx, sam, id);
    expect(chat).toMatchObject({
      status: "active",
      assignedTo: { id: sam.id, name: "Sam Agent" },
      queuePosition: null,
    });
    expect(chat.acceptedAt).toEqual(expect.any(String));
    expect(chat.messages.at(-1)).toMatchObject({
      senderRole: "system",
      messageType: "system",
      message: joinedMessage("Sam"),
      sender: null,
    });
    const [entry] = await auditOf(ctx, "chat.accept", id);
    expect(entry).toMatchObject({
      actorId: sam.id,
      before: { status: "waiting", assignedTo: null },
      after: { status: "active", assignedTo: sam.id },
    });

    const second = await agentPost(ctx, kim, chatApi.accept, { params: { id } });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: { message: string } }>().error.message).toBe(
      "Already accepted by Sam",
    );
    expect(await auditOf(ctx, "chat.accept", id)).toHaveLength(1);
  });

  it("refuses an agent at the per-agent limit with the limit in the message", async () => {
    const busy = await createTestStaff(ctx, { role: "Support Agent", firstName: "Bo" });
    const set = (max: number) =>
      ctx.call(chatApi.saveSettings, { cookie: admin.cookie, body: { maxChatsPerAgent: max } });
    expect((await set(2)).statusCode).toBe(200);
    try {
      await acceptAs(ctx, busy, await startTestChat(ctx, { departmentId: null }));
      await acceptAs(ctx, busy, await startTestChat(ctx, { departmentId: null }));
      const third = await startTestChat(ctx, { departmentId: null });
      const refused = await agentPost(ctx, busy, chatApi.accept, { params: { id: third } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(
        "You already have 2 active chats, the most allowed.",
      );
      expect((await detail(third)).status).toBe("waiting");
      expect((await get<ChatOverview>(busy, chatApi.overview)).me).toEqual({
        availability: "online",
        activeChats: 2,
      });
    } finally {
      await set(5);
    }
  });
});

describe("respond and end", () => {
  const send = (who: TestUser, id: string, message = "How can I help?") =>
    agentPost(ctx, who, chatApi.respond, { params: { id }, body: { message } });
  const errorOf = (r: { json: <T>() => T }) =>
    r.json<{ error: { message: string } }>().error.message;

  it("lets only the assigned agent write, and only while the chat is active", async () => {
    const id = await startTestChat(ctx, { departmentId: null });
    const early = await send(sam, id);
    expect([early.statusCode, errorOf(early)]).toEqual([409, "Accept this chat before replying."]);
    await acceptAs(ctx, sam, id);
    const sent = await send(sam, id, "  How can I help?  ");
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({
      sessionId: id,
      senderRole: "agent",
      messageType: "text",
      message: "How can I help?",
      sender: { id: sam.id, firstName: "Sam", lastName: "Agent" },
    });
    const other = await send(kim, id);
    expect([other.statusCode, errorOf(other)]).toEqual([409, "This chat is with Sam."]);
    expect((await send(sam, id, "   ")).statusCode).toBe(400);
    expect((await send(sam, id, "x".repeat(2001))).statusCode).toBe(400);

    const ended = await agentPost(ctx, sam, chatApi.endSession, { params: { id } });
    expect(ended.statusCode).toBe(200);
    const after = await send(sam, id);
    expect([after.statusCode, errorOf(after)]).toEqual([409, "This chat has already ended."]);
    const texts = (
      await ctx.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, id))
        .orderBy(chatMessages.id)
    ).map((m) => m.message);
    expect(texts).toEqual([
      "Hello, I need help",
      joinedMessage("Sam"),
      "How can I help?",
      CHAT_ENDED_MESSAGE,
    ]);
  });

  it("resolves with the end message and an audit entry; ending again changes nothing", async () => {
    const id = await startTestChat(ctx, { departmentId: null });
    await acceptAs(ctx, sam, id);
    const first = (
      await agentPost(ctx, kim, chatApi.endSession, { params: { id } })
    ).json<AgentChatDetail>();
    expect(first).toMatchObject({ status: "resolved", endedAt: expect.any(String) });
    expect(first.messages.at(-1)).toMatchObject({
      senderRole: "system",
      message: CHAT_ENDED_MESSAGE,
    });
    const again = await agentPost(ctx, kim, chatApi.endSession, { params: { id } });
    expect(again.statusCode).toBe(200);
    expect(again.json<AgentChatDetail>().messages).toHaveLength(first.messages.length);
    expect(again.json<AgentChatDetail>().endedAt).toBe(first.endedAt);
    const entries = await auditOf(ctx, "chat.end", id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: kim.id,
      before: { status: "active", assignedTo: sam.id },
      after: { status: "resolved" },
    });
    const rows = await ctx.db
      .select({ status: chatSessions.status })
      .from(chatSessions)
      .where(inArray(chatSessions.id, [id]));
    expect(rows).toEqual([{ status: "resolved" }]);
  });
});
