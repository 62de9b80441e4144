import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi } from "../../contract/admin-users";
import type { SavedRepliesResponse, SavedReply } from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import { CUSTOMER_CONTEXT_LIMIT, type TicketCustomerContext } from "../../contract/ticket-context";
import { ticketsApi } from "../../contract/tickets-api";
import {
  chatSessions,
  departments,
  permissions,
  profiles,
  rolePermissions,
  roles,
  supportTickets,
} from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, MISSING_ID, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";
import { getTicketSummary } from "./stats";

let ctx: TestContext;
let root: TestStaff;
let agent: TestStaff;
let analyst: TestStaff;
let ticketsOnly: TestStaff;
let billingId: string;

const contextOf = (ticketId: string, who: TestStaff = agent) =>
  ctx.call(ticketsApi.getCustomer, { params: { id: ticketId }, cookie: who.cookie });
const readContext = async (ticketId: string) => {
  const response = await contextOf(ticketId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketCustomerContext>();
};

/** A role holding exactly `names`, so a test can ask what one permission alone allows. */
async function staffHolding(name: string, names: readonly string[]): Promise<TestStaff> {
  const [role] = await ctx.db.insert(roles).values({ name, level: 20 }).returning();
  const held = (await ctx.db.select().from(permissions)).filter((p) => names.includes(p.name));
  await ctx.db
    .insert(rolePermissions)
    .values(held.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return createTestStaff(ctx, { role: name });
}

beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  agent = await createTestStaff(ctx, { role: "Support Agent" });
  analyst = await createTestStaff(ctx, { role: "Analyst" });
  ticketsOnly = await staffHolding("Ticket desk only", ["support.view", "support.respond"]);
  billingId = (await ctx.db.select().from(departments).where(eq(departments.name, "Billing")))[0]!
    .id;
});
afterAll(() => ctx.close());

describe("the customer behind a ticket", () => {
  let carol: TestUser;
  let dan: TestUser;
  beforeAll(async () => {
    carol = await createTestUser(ctx, { firstName: "Carol", lastName: "Context", plan: "Pro" });
    dan = await createTestUser(ctx, { firstName: "Dan", lastName: "Other" });
  });

  it("shows their profile, plan, other tickets and chats, and nothing of anyone else", async () => {
    const first = await openTestTicket(ctx, carol, { subject: "Older question" });
    const current = await openTestTicket(ctx, carol, {
      subject: "This question",
      departmentId: billingId,
    });
    const dansTicket = await openTestTicket(ctx, dan, { subject: "Dan's question" });
    const [chat] = await ctx.db
      .insert(chatSessions)
      .values({
        userId: carol.id,
        departmentId: billingId,
        status: "resolved",
        userName: "Carol",
        userEmail: carol.email,
        initialMessage: "Hi",
        endedAt: new Date(),
      })
      .returning();
    await ctx.db
      .insert(chatSessions)
      .values({ userId: dan.id, userName: "Dan", initialMessage: "Hello" });
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    await ctx.db
      .update(profiles)
      .set({ timeZone: "Europe/Lisbon", planExpiresAt: expiresAt })
      .where(eq(profiles.id, carol.id));

    const context = await readContext(current.id);
    const profile = (await ctx.db.select().from(profiles).where(eq(profiles.id, carol.id)))[0]!;
    expect(context).toEqual({
      kind: "account",
      userId: carol.id,
      name: "Carol Context",
      email: carol.email,
      accountStatus: "active",
      memberSince: profile.createdAt.toISOString(),
      timeZone: "Europe/Lisbon",
      plan: { name: "Pro", status: "active", inForce: true, expiresAt: expiresAt.toISOString() },
      otherTickets: [
        {
          id: first.id,
          ticketNumber: first.ticketNumber,
          subject: "Older question",
          status: "open",
          createdAt: first.createdAt,
        },
      ],
      otherTicketCount: 1,
      chats: [
        {
          id: chat!.id,
          status: "resolved",
          startedAt: chat!.startedAt.toISOString(),
          departmentName: "Billing",
        },
      ],
      chatCount: 1,
    });
    expect(JSON.stringify(context)).not.toContain(dansTicket.id);
  });

  it("tells a lapsed plan from one in force", async () => {
    const lapsedAt = new Date(Date.now() - 86_400_000);
    const erin = await createTestUser(ctx, { plan: "Premium" });
    await ctx.db.update(profiles).set({ planExpiresAt: lapsedAt }).where(eq(profiles.id, erin.id));
    const ticket = await openTestTicket(ctx, erin);
    const context = await readContext(ticket.id);
    expect(context.kind === "account" && context.plan).toEqual({
      name: "Premium",
      status: "active",
      inForce: false,
      expiresAt: lapsedAt.toISOString(),
    });
  });

  it("lists at most CUSTOMER_CONTEXT_LIMIT other tickets, newest first, and counts them all", async () => {
    const frank = await createTestUser(ctx);
    const opened = [];
    for (let i = 0; i <= CUSTOMER_CONTEXT_LIMIT + 1; i++)
      opened.push(await openTestTicket(ctx, frank, { subject: `Question ${i}` }));
    const current = opened.at(-1)!;
    const context = await readContext(current.id);
    if (context.kind !== "account") throw new Error(context.kind);
    expect(context.otherTicketCount).toBe(opened.length - 1);
    expect(context.otherTickets.map((t) => t.id)).toEqual(
      opened
        .slice(0, -1)
        .reverse()
        .slice(0, CUSTOMER_CONTEXT_LIMIT)
        .map((t) => t.id),
    );
  });

  it("shows a visitor's ticket by the contact they left, with no account's history", async () => {
    const [ticket] = await ctx.db
      .insert(supportTickets)
      .values({
        contactName: "Vera Visitor",
        contactEmail: carol.email,
        subject: "Offline message",
        description: "Call me",
        category: "General",
      })
      .returning();
    expect(await readContext(ticket!.id)).toEqual({
      kind: "visitor",
      name: "Vera Visitor",
      email: carol.email,
    });
  });

  it("names a visitor who left only an e-mail by it on the dashboard, as the queue does", async () => {
    const [ticket] = await ctx.db
      .insert(supportTickets)
      .values({
        contactEmail: "only-email@example.com",
        subject: "Offline message",
        description: "Write back",
        category: "General",
      })
      .returning();
    const recent = (await getTicketSummary(ctx.db)).recent.find((t) => t.id === ticket!.id);
    expect(recent?.customerName).toBe("only-email@example.com");
  });

  it("shows a deleted customer as deleted, with nothing of who they were", async () => {
    const gone = await createTestUser(ctx, { firstName: "Gina", lastName: "Gone" });
    const ticket = await openTestTicket(ctx, gone);
    const deleted = await ctx.call(adminUsersApi.remove, {
      params: { id: gone.id },
      cookie: root.cookie,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await readContext(ticket.id)).toEqual({ kind: "deleted" });
  });

  it("answers 404 for a ticket that does not exist, 400 for a malformed id, and refuses staff without support.view", async () => {
    expect((await contextOf(MISSING_ID)).statusCode).toBe(404);
    const malformed = await contextOf("not-an-id");
    expect([malformed.statusCode, Object.keys(malformed.json().error.fields)]).toEqual([
      400,
      ["id"],
    ]);
    const ticket = await openTestTicket(ctx, carol);
    expect((await contextOf(ticket.id, analyst)).statusCode).toBe(403);
    expect(
      (await ctx.call(ticketsApi.getCustomer, { params: { id: ticket.id }, cookie: carol.cookie }))
        .statusCode,
    ).toBe(403);
  });
});

describe("saved replies on tickets", () => {
  const listFor = (who: TestStaff) => ctx.call(ticketsApi.listSavedReplies, { cookie: who.cookie });

  it("reads the live chat's store for support.respond holders without chat permissions, so an edit shows in both", async () => {
    const created = await ctx.call(chatApi.createSavedReply, {
      cookie: root.cookie,
      body: { departmentId: billingId, shortcut: "refund", body: "Your refund is on its way." },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = created.json<SavedReply>();
    // The ticket-only agent cannot read the chat console's list...
    expect(
      (await ctx.call(chatApi.listSavedReplies, { cookie: ticketsOnly.cookie })).statusCode,
    ).toBe(403);
    // ...but reads the same replies for tickets.
    const forTickets = await listFor(ticketsOnly);
    expect(forTickets.statusCode, forTickets.body).toBe(200);
    expect(forTickets.json<SavedRepliesResponse>().replies).toContainEqual(reply);

    const edited = await ctx.call(chatApi.updateSavedReply, {
      params: { id: reply.id },
      cookie: root.cookie,
      body: { departmentId: billingId, shortcut: "refund", body: "Refunds take five days." },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await listFor(ticketsOnly))
      .json<SavedRepliesResponse>()
      .replies.find((r) => r.id === reply.id);
    expect(after?.body).toBe("Refunds take five days.");
  });

  it("is refused to staff who may only view tickets, and to staff without support permissions", async () => {
    const viewOnly = await staffHolding("Ticket viewer only", ["support.view"]);
    expect((await listFor(viewOnly)).statusCode).toBe(403);
    expect((await listFor(analyst)).statusCode).toBe(403);
  });
});
