import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChatDepartmentsResponse, VisitorChat } from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import { chatAgents, chatSessions } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import type { TestContext } from "../testing/test-app";
import { createOnlineAgent, departmentId } from "../testing/chat-agents";
import {
  act,
  createChatTestContext,
  freshIp,
  startGuestChat,
  startUserChat,
} from "../testing/chat-visitors";

let ctx: TestContext;
let general: string;
let alice: TestUser;

beforeAll(async () => {
  ctx = await createChatTestContext();
  general = await departmentId(ctx, "General");
  alice = await createTestUser(ctx, { firstName: "Alice", lastName: "Ng" });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(chatSessions);
  await ctx.db.delete(chatAgents);
});

const start = (body: object, cookie?: string) =>
  ctx.call(chatApi.start, { remoteAddress: freshIp(), body, cookie });
const read = (id: string, cookie?: string) => ctx.call(chatApi.get, { params: { id }, cookie });

describe("starting a chat", () => {
  it("answers 409 no_agent_online while nobody can take it, and 201 once an agent is online", async () => {
    const refused = await start({ departmentId: general, message: "Hello" }, alice.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: "no_agent_online" } });
    expect(await ctx.db.select().from(chatSessions)).toHaveLength(0);

    await createOnlineAgent(ctx);
    expect(
      (await start({ departmentId: general, message: "Hello" }, alice.cookie)).statusCode,
    ).toBe(201);
  });

  it("lists active departments with whether an agent is online", async () => {
    const before = (await ctx.call(chatApi.departments)).json<ChatDepartmentsResponse>();
    expect(before.departments.map((d) => d.name)).toEqual([
      "General",
      "Billing",
      "Technical",
      "Nutrition Coaching",
    ]);
    expect(before.departments.every((d) => !d.agentsOnline)).toBe(true);
    await createOnlineAgent(ctx);
    const after = (await ctx.call(chatApi.departments)).json<ChatDepartmentsResponse>();
    expect(after.departments.every((d) => d.agentsOnline)).toBe(true);
  });

  it("starts a signed-in customer's chat, named by their account, without a chat cookie", async () => {
    await createOnlineAgent(ctx);
    const response = await start(
      { departmentId: general, message: "My scale does not sync", name: "Ignored" },
      alice.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((c) => c.name === "vitalog_chat")).toBeUndefined();
    const chat = response.json<VisitorChat>();
    expect(chat.session).toMatchObject({
      status: "waiting",
      departmentName: "General",
      queuePosition: 1,
      agentFirstName: null,
      endedAt: null,
    });
    expect(chat.messages).toEqual([
      expect.objectContaining({
        senderRole: "visitor",
        messageType: "text",
        message: "My scale does not sync",
        sender: { id: alice.id, firstName: "Alice", lastName: "Ng" },
      }),
    ]);
    const [row] = await ctx.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, chat.session.id));
    expect(row).toMatchObject({
      userId: alice.id,
      userName: "Alice Ng",
      userEmail: alice.email,
      priority: "medium",
      queuePosition: 1,
      initialMessage: "My scale does not sync",
    });
  });

  it("starts a signed-out visitor's chat with their name and sets the chat cookie", async () => {
    await createOnlineAgent(ctx);
    const response = await start({
      departmentId: general,
      message: "Hi there",
      name: "Guest Gil",
      email: "gil@example.com",
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === "vitalog_chat");
    expect(cookie).toMatchObject({ httpOnly: true, path: "/api/", sameSite: "Lax" });
    const chat = response.json<VisitorChat>();
    expect(chat.messages[0]).toMatchObject({
      senderRole: "visitor",
      message: "Hi there",
      sender: null,
    });
    const [row] = await ctx.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, chat.session.id));
    expect(row).toMatchObject({
      userId: null,
      userName: "Guest Gil",
      userEmail: "gil@example.com",
    });
    expect(row?.visitorTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 400 with the field for a missing name, department or message", async () => {
    await createOnlineAgent(ctx);
    const noName = await start({ departmentId: general, message: "Hi" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toEqual({ name: "Your name is required" });
    const blankName = await start({ departmentId: general, message: "Hi", name: "   " });
    expect(blankName.json().error.fields).toEqual({ name: "Your name is required" });

    const noDepartment = await start({ message: "Hi" }, alice.cookie);
    expect(noDepartment.statusCode).toBe(400);
    expect(noDepartment.json().error.fields.departmentId).toBe(
      "Please select a department before sending your message.",
    );

    const noMessage = await start({ departmentId: general, message: "  " }, alice.cookie);
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error.fields.message).toBe("Message is required");

    const badEmail = await start({
      departmentId: general,
      message: "Hi",
      name: "Gil",
      email: "not-an-address",
    });
    expect(badEmail.json().error.fields.email).toBe("Enter a valid e-mail address");

    const unknown = await start(
      { departmentId: "00000000-0000-4000-8000-000000000000", message: "Hi" },
      alice.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.departmentId).toBe("Choose one of the listed departments");
    expect(await ctx.db.select().from(chatSessions)).toHaveLength(0);
  });
});

describe("the queue", () => {
  it("numbers three waiting sessions 1, 2, 3 and moves them up when the first ends", async () => {
    await createOnlineAgent(ctx);
    const first = await startUserChat(ctx, { cookie: alice.cookie, departmentId: general });
    const second = await startGuestChat(ctx, { departmentId: general });
    const third = await startGuestChat(ctx, { departmentId: general });
    // Another department's line does not count.
    await startGuestChat(ctx, { departmentId: await departmentId(ctx, "Billing") });
    expect([first, second, third].map((s) => s.chat.session.queuePosition)).toEqual([1, 2, 3]);
    const stored = await ctx.db
      .select({ id: chatSessions.id, position: chatSessions.queuePosition })
      .from(chatSessions);
    expect(stored.find((r) => r.id === third.chat.session.id)?.position).toBe(3);

    expect((await act(ctx, first.cookie, first.chat.session.id, "end")).statusCode).toBe(200);
    expect(
      (await read(second.chat.session.id, second.cookie)).json<VisitorChat>().session.queuePosition,
    ).toBe(1);
    expect(
      (await read(third.chat.session.id, third.cookie)).json<VisitorChat>().session.queuePosition,
    ).toBe(2);
    expect(
      (await read(first.chat.session.id, first.cookie)).json<VisitorChat>().session.queuePosition,
    ).toBeNull();
  });
});

describe("who reaches a session", () => {
  it("lets the chat cookie reach its own session only", async () => {
    await createOnlineAgent(ctx);
    const gil = await startGuestChat(ctx, { departmentId: general, name: "Gil" });
    const hana = await startGuestChat(ctx, { departmentId: general, name: "Hana" });
    const gilId = gil.chat.session.id;
    expect((await read(gilId, gil.cookie)).statusCode).toBe(200);
    for (const cookie of [
      hana.cookie,
      undefined,
      alice.cookie,
      `vitalog_chat=${gilId}.${"x".repeat(43)}`,
    ]) {
      const response = await read(gilId, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe("Chat session not found");
      expect((await act(ctx, cookie, gilId, "messages", { message: "sneaky" })).statusCode).toBe(
        404,
      );
      expect((await act(ctx, cookie, gilId, "end")).statusCode).toBe(404);
    }
    // Hana's cookie with Gil's id in it opens nothing either.
    const hanaToken = hana.cookie.split(".").slice(1).join(".");
    expect((await read(gilId, `vitalog_chat=${gilId}.${hanaToken}`)).statusCode).toBe(404);
    expect((await read(gilId)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session, and for a guest's session to a signed-in user", async () => {
    await createOnlineAgent(ctx);
    const bob = await createTestUser(ctx, { firstName: "Bob" });
    const alices = await startUserChat(ctx, { cookie: alice.cookie, departmentId: general });
    const id = alices.chat.session.id;
    expect((await read(id, bob.cookie)).statusCode).toBe(404);
    expect((await act(ctx, bob.cookie, id, "messages", { message: "hi" })).statusCode).toBe(404);
    expect((await act(ctx, bob.cookie, id, "abandon")).statusCode).toBe(404);
    expect((await act(ctx, bob.cookie, id, "rating", { rating: 1 })).statusCode).toBe(404);
    expect((await act(ctx, bob.cookie, id, "transcript", {})).statusCode).toBe(404);
    expect((await read(id, alice.cookie)).statusCode).toBe(200);
    expect((await read("not-a-uuid", alice.cookie)).json().error.fields).toEqual({
      id: "No session ID provided",
    });
  });
});
