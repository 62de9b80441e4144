import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  ChatMessage,
  CurrentChatResponse,
  OfflineMessageResponse,
  VisitorChat,
} from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import type { TicketDetail } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { chatAgents, chatMessages, chatSessions, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { waitForMails } from "../testing/outbox";
import { createTestStaff } from "../testing/staff";
import type { TestContext } from "../testing/test-app";
import { createOnlineAgent, departmentId } from "../testing/chat-agents";
import {
  act,
  createChatTestContext,
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
  await createOnlineAgent(ctx);
});

const endMessages = (chat: VisitorChat) =>
  chat.messages.filter((m) => m.message === "This chat session has ended.");

describe("messages and the end", () => {
  it("sends while open, ends once (idempotent), and refuses to send after the end with 409", async () => {
    const { chat, cookie } = await startGuestChat(ctx, { departmentId: general, name: "Gil" });
    const id = chat.session.id;
    const sent = await act(ctx, cookie, id, "messages", { message: "  Are you there?  " });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ChatMessage>();
    expect(message).toMatchObject({
      sessionId: id,
      senderRole: "visitor",
      message: "Are you there?",
      messageType: "text",
    });
    expect(BigInt(message.id)).toBeGreaterThan(BigInt(chat.messages[0]!.id));

    const ended = await act(ctx, cookie, id, "end");
    expect(ended.statusCode).toBe(200);
    const endedChat = ended.json<VisitorChat>();
    expect(endedChat.session.status).toBe("resolved");
    expect(endedChat.session.endedAt).not.toBeNull();
    expect(endedChat.messages.at(-1)).toMatchObject({
      senderRole: "system",
      messageType: "system",
      message: "This chat session has ended.",
      sender: null,
    });

    const again = await act(ctx, cookie, id, "end");
    expect(again.statusCode).toBe(200);
    expect(again.json<VisitorChat>().session.endedAt).toBe(endedChat.session.endedAt);
    const abandonAfter = await act(ctx, cookie, id, "abandon");
    expect(abandonAfter.json<VisitorChat>().session.status).toBe("resolved");
    expect(endMessages(abandonAfter.json<VisitorChat>())).toHaveLength(1);

    const late = await act(ctx, cookie, id, "messages", { message: "one more thing" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("This chat session has ended.");
  });

  it("abandons an open session when the widget is closed", async () => {
    const { chat } = await startUserChat(ctx, { cookie: alice.cookie, departmentId: general });
    const closed = await act(ctx, alice.cookie, chat.session.id, "abandon");
    expect(closed.statusCode).toBe(200);
    expect(closed.json<VisitorChat>().session).toMatchObject({
      status: "abandoned",
      queuePosition: null,
    });
    const [row] = await ctx.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, chat.session.id));
    expect(row?.endedAt).toBeInstanceOf(Date);
    expect(endMessages(closed.json<VisitorChat>())).toHaveLength(1);
  });

  it("validates the message", async () => {
    const { chat } = await startUserChat(ctx, { cookie: alice.cookie, departmentId: general });
    const empty = await act(ctx, alice.cookie, chat.session.id, "messages", { message: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.message).toBe("Message is required");
    const long = await act(ctx, alice.cookie, chat.session.id, "messages", {
      message: "x".repeat(2001),
    });
    expect(long.json().error.fields.message).toBe("Message must be at most 2000 characters");
  });
});

describe("after the end", () => {
  it("takes one rating, only once the chat has ended", async () => {
    const { chat, cookie } = await startGuestChat(ctx, { departmentId: general });
    const id = chat.session.id;
    expect((await act(ctx, cookie, id, "rating", { rating: 5 })).statusCode).toBe(409);
    await act(ctx, cookie, id, "end");
    expect((await act(ctx, cookie, id, "rating", { rating: 6 })).json().error.fields.rating).toBe(
      "Choose 1 to 5 stars",
    );
    const rated = await act(ctx, cookie, id, "rating", { rating: 4, comment: "Quick and kind" });
    expect(rated.statusCode).toBe(200);
    expect(rated.json<VisitorChat>().session.rating).toBe(4);
    const [row] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(row).toMatchObject({ rating: 4, ratingComment: "Quick and kind" });
    const twice = await act(ctx, cookie, id, "rating", { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("You have already rated this chat.");
  });

  it("mails the transcript, each message with its time and sender, to the account or the given address", async () => {
    const { chat } = await startUserChat(ctx, {
      cookie: alice.cookie,
      departmentId: general,
      message: "Where is my invoice?",
    });
    const id = chat.session.id;
    expect((await act(ctx, alice.cookie, id, "transcript", {})).statusCode).toBe(409);
    await act(ctx, alice.cookie, id, "messages", { message: "Thanks anyway" });
    await act(ctx, alice.cookie, id, "end");
    const sent = await act(ctx, alice.cookie, id, "transcript", {});
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({});
    const [mail] = await waitForMails(ctx, { to: alice.email, kind: "chat_transcript" });
    expect(mail!.text).toMatch(
      /^\[\d{4}-\d\d-\d\d \d\d:\d\d UTC\] Alice Ng: Where is my invoice\?$/m,
    );
    expect(mail!.text).toMatch(/\] Alice Ng: Thanks anyway$/m);
    expect(mail!.text).toMatch(/\] System: This chat session has ended\.$/m);

    expect(
      (await act(ctx, alice.cookie, id, "transcript", { email: "alice.other@example.com" }))
        .statusCode,
    ).toBe(202);
    await waitForMails(ctx, { to: "alice.other@example.com", kind: "chat_transcript" });
  });

  it("needs an address for a signed-out visitor who gave none", async () => {
    const { chat, cookie } = await startGuestChat(ctx, { departmentId: general, name: "Gil" });
    await act(ctx, cookie, chat.session.id, "end");
    const none = await act(ctx, cookie, chat.session.id, "transcript", {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.email).toBe(
      "Enter the e-mail address to send the transcript to",
    );
    expect(
      (await act(ctx, cookie, chat.session.id, "transcript", { email: "gil@example.com" }))
        .statusCode,
    ).toBe(202);
    const [mail] = await waitForMails(ctx, { to: "gil@example.com", kind: "chat_transcript" });
    expect(mail!.text).toMatch(/\] Gil: Hello\?$/m);
  });

  it("resumes the open chat, then the ended one until it is rated", async () => {
    const current = async (cookie?: string) =>
      (await ctx.call(chatApi.current, { cookie })).json<CurrentChatResponse>();
    expect((await current(alice.cookie)).chat).toBeNull();
    expect((await current()).chat).toBeNull();
    const { chat } = await startUserChat(ctx, { cookie: alice.cookie, departmentId: general });
    const guest = await startGuestChat(ctx, { departmentId: general });
    expect((await current(alice.cookie)).chat?.session.id).toBe(chat.session.id);
    expect((await current(guest.cookie)).chat?.session.id).toBe(guest.chat.session.id);
    await act(ctx, alice.cookie, chat.session.id, "end");
    expect((await current(alice.cookie)).chat?.session.status).toBe("resolved");
    await act(ctx, alice.cookie, chat.session.id, "rating", { rating: 5 });
    expect((await current(alice.cookie)).chat).toBeNull();
    await act(ctx, guest.cookie, guest.chat.session.id, "abandon");
    expect((await current(guest.cookie)).chat).toBeNull();
  });
});

describe("the offline message", () => {
  const leave = (body: object, cookie?: string, remoteAddress?: string) =>
    remoteAddress
      ? ctx.call(chatApi.leaveOfflineMessage, { remoteAddress: remoteAddress, body, cookie })
      : ctx.call(chatApi.leaveOfflineMessage, { body, cookie });

  it("files a guest's message as a ticket the desk sees with their name and e-mail, and mails replies there", async () => {
    await ctx.db.delete(chatAgents);
    const noEmail = await leave({ departmentId: general, message: "Please call me", name: "Gil" });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields.email).toBe("Your e-mail is required so we can answer you");
    expect(
      (await leave({ departmentId: general, message: "Hi", email: "gil@example.com" })).json().error
        .fields.name,
    ).toBe("Your name is required");

    const left = await leave({
      departmentId: general,
      message: "Please call me",
      name: "Gil Guest",
      email: "gil@example.com",
    });
    expect(left.statusCode).toBe(201);
    const { ticketNumber } = left.json<OfflineMessageResponse>();
    expect(ticketNumber).toMatch(/^T-\d{6,}$/);
    const [row] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.ticketNumber, ticketNumber));
    expect(row).toMatchObject({
      userId: null,
      contactName: "Gil Guest",
      contactEmail: "gil@example.com",
      subject: "Live chat message from Gil Guest",
      description: "Please call me",
      category: "General",
      priority: "medium",
      departmentId: general,
      status: "open",
    });

    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const ticket = (
      await ctx.call(ticketsApi.get, { params: { id: row!.id }, cookie: agent.cookie })
    ).json<TicketDetail>();
    expect(ticket.customer).toEqual({ id: "", name: "Gil Guest", email: "gil@example.com" });
    const queue = (
      await ctx.call(ticketsApi.queue, { query: { q: "gil@example" }, cookie: agent.cookie })
    ).json<{ tickets: TicketDetail[] }>();
    expect(queue.tickets.map((t) => t.customer?.name)).toEqual(["Gil Guest"]);

    const reply = await ctx.call(ticketsApi.reply, {
      params: { id: row!.id },
      cookie: agent.cookie,
      body: { body: "We will call you at 5.", internal: false },
    });
    expect(reply.statusCode).toBe(201);
    const [mail] = await waitForMails(ctx, { to: "gil@example.com", kind: "ticket_reply" });
    expect(mail!.text).toContain("We will call you at 5.");
    expect(mail!.text).not.toContain("/app/support/");
  });

  it("files a signed-in customer's message as their own ticket", async () => {
    const left = await leave(
      { departmentId: general, message: "My weight chart is empty" },
      alice.cookie,
    );
    expect(left.statusCode).toBe(201);
    const mine = (await ctx.call(ticketsApi.listMine, { cookie: alice.cookie })).json<{
      tickets: Array<{ ticketNumber: string; subject: string }>;
    }>();
    expect(mine.tickets).toContainEqual(
      expect.objectContaining({
        ticketNumber: left.json<OfflineMessageResponse>().ticketNumber,
        subject: "Live chat message from Alice Ng",
      }),
    );
  });
});

describe("limits", () => {
  it("answers 429 with Retry-After past the signed-out starts per IP", async () => {
    const start = () =>
      ctx.call(chatApi.start, {
        remoteAddress: "203.0.113.77",
        body: { departmentId: general, name: "Flood", message: "hi" },
      });
    for (let i = 0; i < 3; i++) expect((await start()).statusCode).toBe(201);
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(/^Too many attempts\. Please try again in /);
    // A signed-in customer from the same address is not counted against it.
    const signedIn = await ctx.call(chatApi.start, {
      remoteAddress: "203.0.113.77",
      cookie: alice.cookie,
      body: { departmentId: general, message: "hi" },
    });
    expect(signedIn.statusCode).toBe(201);
    expect(
      await ctx.db.select().from(chatMessages).where(eq(chatMessages.message, "hi")),
    ).toHaveLength(4);
  });
});
