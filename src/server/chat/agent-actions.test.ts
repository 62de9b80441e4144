import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AgentChatDetail,
  ChatOverview,
  ConvertChatResponse,
  SavedRepliesResponse,
  SavedReply,
} from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import type { EndpointSpec } from "../../contract/endpoint";
import { ticketsApi } from "../../contract/tickets-api";
import { transferredToAgentMessage, transferredToDepartmentMessage } from "../../domain/chat";
import { chatAgents, departmentStaff, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import {
  acceptAs,
  agentPost,
  auditOf,
  createTestDepartment,
  startTestChat,
} from "../testing/chat-console";
import { loadChatSession } from "./read";
import { setAgentPresence } from "../testing/chat-agents";

let ctx: TestContext;
let sam: TestStaff;
let kim: TestStaff;
let admin: TestStaff;
let editor: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  sam = await createTestStaff(ctx, { role: "Support Agent", firstName: "Sam", lastName: "Agent" });
  kim = await createTestStaff(ctx, { role: "Support Agent", firstName: "Kim", lastName: "Agent" });
  admin = await createTestStaff(ctx, { role: "Admin" });
  editor = await createTestStaff(ctx, { role: "Content Editor" });
});
afterAll(() => ctx.close());

const call = (who: TestUser, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: who.cookie });
const errorOf = (r: { json: <T>() => T }) =>
  r.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
const transfer = (who: TestUser, id: string, body: object) =>
  agentPost(ctx, who, chatApi.transfer, { params: { id }, body });

describe("transfer", () => {
  it("to an agent keeps the chat active with them and tells the visitor", async () => {
    const id = await startTestChat(ctx, { departmentId: null });
    await acceptAs(ctx, sam, id);
    const response = await transfer(sam, id, { agentId: kim.id });
    expect(response.statusCode, response.body).toBe(200);
    const chat = response.json<AgentChatDetail>();
    expect(chat).toMatchObject({ status: "active", assignedTo: { id: kim.id, name: "Kim Agent" } });
    expect(chat.messages.at(-1)).toMatchObject({
      senderRole: "system",
      message: transferredToAgentMessage("Kim"),
    });
    // What the visitor's widget reads: Kim's name on the status line.
    expect((await loadChatSession(ctx.db, id))!.state.agentFirstName).toBe("Kim");
    expect(await auditOf(ctx, "chat.transfer", id)).toMatchObject([
      {
        actorId: sam.id,
        before: { assignedTo: sam.id },
        after: { assignedTo: kim.id, status: "active" },
      },
    ]);
    // Sam may no longer write in it.
    expect(
      (await agentPost(ctx, sam, chatApi.respond, { params: { id }, body: { message: "hi" } }))
        .statusCode,
    ).toBe(409);
    expect((await transfer(sam, id, { agentId: kim.id })).statusCode).toBe(409);
  });

  it("refuses someone who cannot accept chats, or an agent at the limit", async () => {
    const id = await startTestChat(ctx, { departmentId: null });
    await acceptAs(ctx, sam, id);
    const notAgent = await transfer(sam, id, { agentId: editor.id });
    expect([notAgent.statusCode, errorOf(notAgent).fields]).toEqual([
      400,
      { agentId: "Choose an agent who can accept chats" },
    ]);
    const full = await createTestStaff(ctx, { role: "Support Agent", firstName: "Flo" });
    await call(admin, chatApi.saveSettings, { body: { maxChatsPerAgent: 1 } });
    try {
      await acceptAs(ctx, full, await startTestChat(ctx, { departmentId: null }));
      const atLimit = await transfer(sam, id, { agentId: full.id });
      expect([atLimit.statusCode, errorOf(atLimit).message]).toEqual([
        409,
        "Flo already has 1 active chats, the most allowed.",
      ]);
    } finally {
      await call(admin, chatApi.saveSettings, { body: { maxChatsPerAgent: 5 } });
    }
    expect((await transfer(sam, id, { departmentId: "not-a-uuid" })).statusCode).toBe(400);
  });

  it("to a department puts it back in that queue, unassigned, at its place by start time, and tells the visitor", async () => {
    const from = await createTestDepartment(ctx, "Transfer from");
    const to = await createTestDepartment(ctx, "Transfer to");
    const earlier = await startTestChat(ctx, { departmentId: to, minutesAgo: 30 });
    await startTestChat(ctx, { departmentId: to, minutesAgo: 1 });
    const id = await startTestChat(ctx, { departmentId: from, minutesAgo: 10 });
    await acceptAs(ctx, sam, id);
    const response = await transfer(sam, id, { departmentId: to });
    expect(response.statusCode, response.body).toBe(200);
    const chat = response.json<AgentChatDetail>();
    expect(chat).toMatchObject({
      status: "waiting",
      assignedTo: null,
      acceptedAt: null,
      department: { id: to, name: "Transfer to" },
      queuePosition: 2,
    });
    expect(chat.messages.at(-1)).toMatchObject({
      senderRole: "system",
      message: transferredToDepartmentMessage("Transfer to"),
    });
    expect((await loadChatSession(ctx.db, id))!.state).toMatchObject({
      status: "waiting",
      departmentId: to,
      queuePosition: 2,
      agentFirstName: null,
    });
    // The one ahead is taken: the transferred chat is next.
    await acceptAs(ctx, kim, earlier);
    expect((await loadChatSession(ctx.db, id))!.state.queuePosition).toBe(1);
    expect(await auditOf(ctx, "chat.transfer", id)).toMatchObject([
      {
        before: { departmentId: from, status: "active" },
        after: { departmentId: to, status: "waiting", assignedTo: null },
      },
    ]);

    const again = await transfer(sam, id, { departmentId: to });
    expect(again.statusCode).toBe(409);
    const gone = await transfer(sam, id, { departmentId: "00000000-0000-4000-8000-000000000002" });
    expect(errorOf(gone).fields).toEqual({ departmentId: "Choose one of the listed departments" });
  });
});

describe("convert to ticket", () => {
  const convert = (who: TestUser, id: string) =>
    agentPost(ctx, who, chatApi.convertToTicket, { params: { id } });

  it("files a ticket for the customer holding the transcript, links it, and only once", async () => {
    const customer = await createTestUser(ctx, { firstName: "Cora" });
    const dept = await createTestDepartment(ctx, "Convert desk");
    const id = await startTestChat(ctx, { departmentId: dept, user: customer, name: "Cora User" });
    await acceptAs(ctx, sam, id);
    await agentPost(ctx, sam, chatApi.respond, {
      params: { id },
      body: { message: "Let me file this for you" },
    });
    const response = await convert(sam, id);
    expect(response.statusCode, response.body).toBe(201);
    const { ticketId, ticketNumber } = response.json<ConvertChatResponse>();
    const [ticket] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId));
    expect(ticket).toMatchObject({
      ticketNumber,
      userId: customer.id,
      contactName: null,
      departmentId: dept,
      category: "General",
      status: "open",
      subject: "Live chat with Cora User",
    });
    expect(ticket!.description).toContain("Cora User: Hello, I need help");
    expect(ticket!.description).toContain("System: Sam has joined the chat.");
    expect(ticket!.description).toContain("Sam Agent: Let me file this for you");
    const chat = (await call(sam, chatApi.getSession, { params: { id } })).json<AgentChatDetail>();
    expect(chat.convertedTicketNumber).toBe(ticketNumber);
    expect(chat.status).toBe("active");
    expect(await auditOf(ctx, "chat.convert", id)).toMatchObject([
      { actorId: sam.id, after: { ticketId, ticketNumber } },
    ]);
    // The customer finds it among their own tickets.
    expect(
      (await call(customer, ticketsApi.getMine, { params: { id: ticketId } })).statusCode,
    ).toBe(200);

    const again = await convert(kim, id);
    expect([again.statusCode, errorOf(again).message]).toEqual([
      409,
      `This chat was already converted to ticket ${ticketNumber}.`,
    ]);
  });

  it("files a signed-out visitor's ticket under the name and e-mail they gave", async () => {
    const id = await startTestChat(ctx, {
      departmentId: null,
      name: "Guest Gil",
      email: "gil@example.com",
      status: "resolved",
    });
    const { ticketId } = (await convert(kim, id)).json<ConvertChatResponse>();
    const [ticket] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId));
    expect(ticket).toMatchObject({
      userId: null,
      contactName: "Guest Gil",
      contactEmail: "gil@example.com",
    });
  });

  it("needs support.respond as well as chat.respond", async () => {
    const id = await startTestChat(ctx, { departmentId: null });
    expect((await convert(editor, id)).statusCode).toBe(403);
  });
});

describe("availability", () => {
  const setMine = (who: TestUser, availability: string) =>
    call(who, chatApi.setAvailability, { body: { availability } });
  const seenBy = async (viewer: TestUser, agentId: string) =>
    (await call(viewer, chatApi.overview))
      .json<ChatOverview>()
      .agents.find((a) => a.id === agentId);

  it("is stored and shown to other agents, and shows away once the agent's console has been gone for a minute", async () => {
    const response = await setMine(sam, "busy");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ availability: "busy", activeChats: expect.any(Number) });
    // No console open (presence is the socket's to stamp): others see Sam away whatever he chose.
    expect((await seenBy(kim, sam.id))!.availability).toBe("away");
    await setAgentPresence(ctx, sam.id, { availability: "busy" });
    expect(await seenBy(kim, sam.id)).toMatchObject({
      name: "Sam Agent",
      availability: "busy",
      departmentIds: [],
    });
    await ctx.db
      .update(chatAgents)
      .set({ lastSeenAt: new Date(Date.now() - 61_000) })
      .where(eq(chatAgents.userId, sam.id));
    expect((await seenBy(kim, sam.id))!.availability).toBe("away");
    // Their own selector still shows what they chose.
    expect((await call(sam, chatApi.overview)).json<ChatOverview>().me.availability).toBe("busy");
    expect((await setMine(sam, "online")).json()).toMatchObject({ availability: "online" });
    await ctx.db
      .update(chatAgents)
      .set({ lastSeenAt: new Date() })
      .where(eq(chatAgents.userId, sam.id));
    expect((await seenBy(kim, sam.id))!.availability).toBe("online");
    expect((await setMine(sam, "asleep")).statusCode).toBe(400);
  });

  it("lists only staff who can accept chats, with the departments they serve", async () => {
    const dept = await createTestDepartment(ctx, "Agents desk");
    await ctx.db.insert(departmentStaff).values({ departmentId: dept, userId: kim.id });
    const { agents } = (await call(admin, chatApi.overview)).json<ChatOverview>();
    expect(agents.map((a) => a.id)).toEqual(expect.arrayContaining([sam.id, kim.id, admin.id]));
    expect(agents.map((a) => a.id)).not.toContain(editor.id);
    expect(agents.find((a) => a.id === kim.id)!.departmentIds).toEqual([dept]);
  });
});

describe("settings", () => {
  it("are read with chat.view, changed only with settings.edit, and audited", async () => {
    expect((await call(sam, chatApi.getSettings)).json()).toEqual({
      maxChatsPerAgent: 5,
    });
    expect(
      (await call(sam, chatApi.saveSettings, { body: { maxChatsPerAgent: 3 } })).statusCode,
    ).toBe(403);
    const bad = await call(admin, chatApi.saveSettings, { body: { maxChatsPerAgent: 51 } });
    expect(errorOf(bad).fields).toEqual({ maxChatsPerAgent: "At most 50 chats" });
    const saved = await call(admin, chatApi.saveSettings, { body: { maxChatsPerAgent: 3 } });
    expect(saved.json()).toEqual({ maxChatsPerAgent: 3 });
    expect((await call(sam, chatApi.overview)).json<ChatOverview>().maxChatsPerAgent).toBe(3);
    const entries = await ctx.db.query.auditLog.findMany({
      where: (a, { eq: is }) => is(a.action, "chat.settings"),
    });
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.id,
      before: { maxChatsPerAgent: 5 },
      after: { maxChatsPerAgent: 3 },
    });
    await call(admin, chatApi.saveSettings, { body: { maxChatsPerAgent: 5 } });
  });
});

describe("saved replies", () => {
  it("are created, listed per department, edited and deleted by settings.edit, each audited", async () => {
    const dept = await createTestDepartment(ctx, "Replies desk");
    const other = await createTestDepartment(ctx, "Other replies desk");
    const created = await call(editor, chatApi.createSavedReply, {
      body: { departmentId: dept, shortcut: "greet", body: "Hello! How can I help?" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = created.json<SavedReply>();
    expect(reply).toMatchObject({
      departmentId: dept,
      shortcut: "greet",
      body: "Hello! How can I help?",
    });

    const clash = await call(editor, chatApi.createSavedReply, {
      body: { departmentId: dept, shortcut: "GREET", body: "Hi" },
    });
    expect([clash.statusCode, errorOf(clash).fields]).toEqual([
      409,
      { shortcut: "This department already has a saved reply with this shortcut" },
    ]);
    expect(
      (
        await call(editor, chatApi.createSavedReply, {
          body: { departmentId: other, shortcut: "greet", body: "Hi there" },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(editor, chatApi.createSavedReply, {
          body: { departmentId: dept, shortcut: "bad shortcut", body: "x" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(sam, chatApi.createSavedReply, {
          body: { departmentId: dept, shortcut: "mine", body: "x" },
        })
      ).statusCode,
    ).toBe(403);

    const listed = (
      await call(sam, chatApi.listSavedReplies, { query: { departmentId: dept } })
    ).json<SavedRepliesResponse>();
    expect(listed.replies.map((r) => r.id)).toEqual([reply.id]);

    const edited = await call(editor, chatApi.updateSavedReply, {
      params: { id: reply.id },
      body: { departmentId: dept, shortcut: "hello", body: "Hello again" },
    });
    expect(edited.json<SavedReply>()).toMatchObject({
      id: reply.id,
      shortcut: "hello",
      body: "Hello again",
    });
    expect(
      (await call(editor, chatApi.deleteSavedReply, { params: { id: reply.id } })).statusCode,
    ).toBe(204);
    expect(
      (await call(editor, chatApi.deleteSavedReply, { params: { id: reply.id } })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(sam, chatApi.listSavedReplies, { query: { departmentId: dept } })
      ).json<SavedRepliesResponse>().replies,
    ).toEqual([]);

    expect(await auditOf(ctx, "chat.saved_reply.create", reply.id)).toMatchObject([
      { actorId: editor.id, after: { shortcut: "greet" } },
    ]);
    expect(await auditOf(ctx, "chat.saved_reply.update", reply.id)).toMatchObject([
      { before: { shortcut: "greet" }, after: { shortcut: "hello" } },
    ]);
    expect(await auditOf(ctx, "chat.saved_reply.delete", reply.id)).toMatchObject([
      { before: { shortcut: "hello" } },
    ]);
  });

  it("refuse a department that does not exist as the form's field", async () => {
    const response = await call(editor, chatApi.createSavedReply, {
      body: { departmentId: "00000000-0000-4000-8000-000000000003", shortcut: "x", body: "y" },
    });
    expect([response.statusCode, errorOf(response).fields]).toEqual([
      400,
      { departmentId: "Choose one of the listed departments" },
    ]);
  });
});
