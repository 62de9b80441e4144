import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AgentChatDetail,
  AgentChatSummary,
  ChatInboxResponse,
  CurrentChatResponse,
} from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import { chatSessions, profiles, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import type { TestStaff } from "../testing/staff";
import type { TestContext } from "../testing/test-app";
import { acceptAs, agentPost, createTestDepartment } from "../testing/chat-console";
import { createOnlineAgent } from "../testing/chat-agents";
import { createChatTestContext, startGuestChat, startUserChat } from "../testing/chat-visitors";

let ctx: TestContext;
let sam: TestStaff;

beforeAll(async () => {
  ctx = await createChatTestContext();
  sam = await createOnlineAgent(ctx);
});
afterAll(() => ctx.close());

/** The console's inbox, only the sessions of `departmentId` (each test has a desk of its own). */
async function inbox(departmentId: string): Promise<AgentChatSummary[]> {
  const response = await ctx.call(chatApi.inbox, { cookie: sam.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<ChatInboxResponse>()
    .sessions.filter((s) => s.department?.id === departmentId);
}

/** The queue position the customer's widget shows after a reload. */
async function widgetPosition(cookie: string): Promise<number | null | undefined> {
  const response = await ctx.call(chatApi.current, { cookie });
  return response.json<CurrentChatResponse>().chat?.session.queuePosition;
}

const storedPosition = async (id: string) =>
  (await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, id)))[0]?.queuePosition;

async function customer(name: string, plan: "Free" | "Premium" | "Pro"): Promise<TestUser> {
  return createTestUser(ctx, { firstName: name, lastName: "Customer", plan });
}

describe("chats of customers with priority support", () => {
  it("are offered first: the inbox lists them first and marks them, and every queue position counts them ahead", async () => {
    const desk = await createTestDepartment(ctx, "Priority desk");
    const guest = await startGuestChat(ctx, { departmentId: desk, name: "Gus Guest" });
    const free = await customer("Fay", "Free");
    const freeChat = await startUserChat(ctx, { cookie: free.cookie, departmentId: desk });
    expect(freeChat.chat.session.queuePosition).toBe(2);

    const premium = await customer("Pia", "Premium");
    const premiumChat = await startUserChat(ctx, { cookie: premium.cookie, departmentId: desk });
    // Started last, offered first.
    expect(premiumChat.chat.session.queuePosition).toBe(1);
    expect(await storedPosition(premiumChat.chat.session.id)).toBe(1);

    const pro = await customer("Pat", "Pro");
    const proChat = await startUserChat(ctx, { cookie: pro.cookie, departmentId: desk });
    // Behind the earlier priority chat, ahead of everyone else.
    expect(proChat.chat.session.queuePosition).toBe(2);

    const listed = await inbox(desk);
    expect(listed.map((s) => [s.userName, s.queuePosition, s.prioritySupport])).toEqual([
      ["Pia Customer", 1, true],
      ["Pat Customer", 2, true],
      ["Gus Guest", 3, false],
      ["Fay Customer", 4, false],
    ]);
    expect(await widgetPosition(free.cookie)).toBe(4);
    expect(await widgetPosition(guest.cookie)).toBe(3);

    // The next to take is the priority chat; once taken, the line moves up behind the next one.
    await acceptAs(ctx, sam, listed[0]!.id);
    expect(
      (await inbox(desk))
        .filter((s) => s.status === "waiting")
        .map((s) => [s.userName, s.queuePosition]),
    ).toEqual([
      ["Pat Customer", 1],
      ["Gus Guest", 2],
      ["Fay Customer", 3],
    ]);
  });

  it("a lapsed Premium waits in line like anyone else, unmarked", async () => {
    const desk = await createTestDepartment(ctx, "Lapsed desk");
    await startGuestChat(ctx, { departmentId: desk, name: "Early Guest" });
    const lapsed = await customer("Lou", "Premium");
    await ctx.db.update(profiles).set({ planStatus: "expired" }).where(eq(profiles.id, lapsed.id));
    const chat = await startUserChat(ctx, { cookie: lapsed.cookie, departmentId: desk });
    expect(chat.chat.session.queuePosition).toBe(2);
    expect((await inbox(desk)).map((s) => [s.userName, s.prioritySupport])).toEqual([
      ["Early Guest", false],
      ["Lou Customer", false],
    ]);
  });

  it("reads the plan in force now: a chat whose plan lapses while waiting drops back to its place by time", async () => {
    const desk = await createTestDepartment(ctx, "Moving desk");
    await startGuestChat(ctx, { departmentId: desk, name: "First Guest" });
    const premium = await customer("Max", "Premium");
    await startUserChat(ctx, { cookie: premium.cookie, departmentId: desk });
    expect((await inbox(desk))[0]).toMatchObject({
      userName: "Max Customer",
      prioritySupport: true,
    });
    await ctx.db
      .update(profiles)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, premium.id));
    expect(
      (await inbox(desk)).map((s) => [s.userName, s.queuePosition, s.prioritySupport]),
    ).toEqual([
      ["First Guest", 1, false],
      ["Max Customer", 2, false],
    ]);
  });

  it("marks the conversation the agent opens, and its ticket (converted or left offline) starts at high", async () => {
    const desk = await createTestDepartment(ctx, "Ticket desk");
    const premium = await customer("Tia", "Premium");
    const { chat } = await startUserChat(ctx, { cookie: premium.cookie, departmentId: desk });
    const opened = await ctx.call(chatApi.getSession, {
      params: { id: chat.session.id },
      cookie: sam.cookie,
    });
    expect(opened.json<AgentChatDetail>()).toMatchObject({ prioritySupport: true });

    await acceptAs(ctx, sam, chat.session.id);
    const converted = await agentPost(ctx, sam, chatApi.convertToTicket, {
      params: { id: chat.session.id },
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const [ticket] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, converted.json<{ ticketId: string }>().ticketId));
    expect(ticket?.priority).toBe("high");

    const offline = await ctx.call(chatApi.leaveOfflineMessage, {
      cookie: premium.cookie,
      body: { departmentId: desk, message: "Call me back" },
    });
    expect(offline.statusCode, offline.body).toBe(201);
    const [left] = await ctx.db
      .select()
      .from(supportTickets)
      .where(
        eq(supportTickets.ticketNumber, offline.json<{ ticketNumber: string }>().ticketNumber),
      );
    expect(left?.priority).toBe("high");
  });
});
