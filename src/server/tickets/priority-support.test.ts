import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TicketDetail, TicketQueueResponse, TicketSummary } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { plans, profiles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { openTestTicket } from "../testing/tickets";
import { createTestContext, type TestContext } from "../testing/test-app";
import { startingPriority } from "./priority-support";

let ctx: TestContext;
let agent: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  agent = await createTestStaff(ctx, { role: "Support Agent" });
});
afterAll(() => ctx.close());

/** The ticket as the Support Queue lists it, found by its number. */
async function inQueue(ticketNumber: string): Promise<TicketSummary> {
  const response = await ctx.call(ticketsApi.queue, {
    query: { q: ticketNumber },
    cookie: agent.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  const found = response
    .json<TicketQueueResponse>()
    .tickets.find((t) => t.ticketNumber === ticketNumber);
  if (!found) throw new Error(`${ticketNumber} is not in the queue`);
  return found;
}

const lapse = (user: TestUser, set: Partial<typeof profiles.$inferInsert>) =>
  ctx.db.update(profiles).set(set).where(eq(profiles.id, user.id));

describe("startingPriority", () => {
  it("lifts low and medium to high, keeps high and urgent, and changes nothing without priority support", () => {
    expect(
      (["low", "medium", "high", "urgent"] as const).map((p) => startingPriority(p, true)),
    ).toEqual(["high", "high", "high", "urgent"]);
    expect(
      (["low", "medium", "high", "urgent"] as const).map((p) => startingPriority(p, false)),
    ).toEqual(["low", "medium", "high", "urgent"]);
  });
});

describe("tickets of a plan with priority support", () => {
  it("a Premium user's ticket starts at high and is marked in the staff list, the staff view and their own", async () => {
    const premium = await createTestUser(ctx, { plan: "Premium" });
    const ticket = await openTestTicket(ctx, premium, { priority: "low" });
    expect(ticket).toMatchObject({ priority: "high", prioritySupport: true });
    expect(await inQueue(ticket.ticketNumber)).toMatchObject({
      priority: "high",
      prioritySupport: true,
    });
    const staffView = await ctx.call(ticketsApi.get, {
      params: { id: ticket.id },
      cookie: agent.cookie,
    });
    expect(staffView.json<TicketDetail>()).toMatchObject({
      priority: "high",
      prioritySupport: true,
    });
  });

  it("keeps urgent when staff filed a Pro user's ticket as urgent (customers cannot choose urgent)", async () => {
    const pro = await createTestUser(ctx, { plan: "Pro" });
    const response = await ctx.call(ticketsApi.openForUser, {
      cookie: agent.cookie,
      body: {
        email: pro.email,
        subject: "Sync down",
        description: "Called in",
        category: "Technical",
        departmentId: null,
        priority: "urgent",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TicketDetail>()).toMatchObject({
      priority: "urgent",
      prioritySupport: true,
    });
  });

  it("a Free user's ticket starts as chosen and is not marked", async () => {
    const free = await createTestUser(ctx);
    const ticket = await openTestTicket(ctx, free, { priority: "low" });
    expect(ticket).toMatchObject({ priority: "low", prioritySupport: false });
    expect(await inQueue(ticket.ticketNumber)).toMatchObject({
      priority: "low",
      prioritySupport: false,
    });
  });

  it("a lapsed Premium (expired, or past plan_expires_at) starts as chosen and is not marked", async () => {
    const expired = await createTestUser(ctx, { plan: "Premium" });
    await lapse(expired, { planStatus: "expired" });
    const first = await openTestTicket(ctx, expired, { priority: "medium" });
    expect(await inQueue(first.ticketNumber)).toMatchObject({
      priority: "medium",
      prioritySupport: false,
    });

    const pastEnd = await createTestUser(ctx, { plan: "Premium" });
    await lapse(pastEnd, { planExpiresAt: new Date(Date.now() - 60_000) });
    const second = await openTestTicket(ctx, pastEnd, { priority: "medium" });
    expect(await inQueue(second.ticketNumber)).toMatchObject({
      priority: "medium",
      prioritySupport: false,
    });
  });

  it("stops marking a ticket once the plan lapses, and marks again when it is renewed (read now, not when filed)", async () => {
    const premium = await createTestUser(ctx, { plan: "Premium" });
    const ticket = await openTestTicket(ctx, premium, { priority: "medium" });
    await lapse(premium, { planStatus: "cancelled" });
    // The priority it started at stays (staff may change it); the mark follows the plan in force.
    expect(await inQueue(ticket.ticketNumber)).toMatchObject({
      priority: "high",
      prioritySupport: false,
    });
    await lapse(premium, { planStatus: "active" });
    expect(await inQueue(ticket.ticketNumber)).toMatchObject({ prioritySupport: true });
  });

  it("marks a lapsed user when the Free plan they fall back to has priority support", async () => {
    const lapsed = await createTestUser(ctx, { plan: "Pro" });
    await lapse(lapsed, { planStatus: "expired" });
    const [free] = await ctx.db.select().from(plans).where(eq(plans.name, "Free"));
    await ctx.db
      .update(plans)
      .set({ limits: { ...free!.limits, priority_support: true } })
      .where(eq(plans.id, free!.id));
    try {
      const ticket = await openTestTicket(ctx, lapsed, { priority: "low" });
      expect(await inQueue(ticket.ticketNumber)).toMatchObject({
        priority: "high",
        prioritySupport: true,
      });
    } finally {
      await ctx.db.update(plans).set({ limits: free!.limits }).where(eq(plans.id, free!.id));
    }
  });

  it("staff opening a ticket for a Premium customer start it at high too", async () => {
    const premium = await createTestUser(ctx, { plan: "Premium" });
    const response = await ctx.call(ticketsApi.openForUser, {
      cookie: agent.cookie,
      body: {
        email: premium.email,
        subject: "Called in",
        description: "By phone",
        category: "General",
        departmentId: null,
        priority: "medium",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TicketDetail>()).toMatchObject({
      priority: "high",
      prioritySupport: true,
    });
  });
});
