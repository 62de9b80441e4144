import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDashboardApi, type AdminDashboard } from "../../contract/admin-dashboard";
import type {
  CustomerTicketDetail,
  TicketDetail,
  TicketQueueResponse,
} from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { isSlaBreachedNow } from "../../domain/sla";
import type { TicketStatus } from "../../domain/tickets";
import { slaTargets, supportTickets, ticketMessages } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";
import { countSlaBreached } from "./sla";

let ctx: TestContext;
let carol: TestUser;
let agent: TestStaff;
let admin: TestStaff;
const MIN = 60_000;

beforeAll(async () => {
  ctx = await createTestContext();
  carol = await createTestUser(ctx, { firstName: "Carol" });
  agent = await createTestStaff(ctx, { role: "Support Agent" });
  admin = await createTestStaff(ctx, { role: "Admin" });
});
afterAll(() => ctx.close());

const open = (subject: string) => openTestTicket(ctx, carol, { subject, priority: "medium" });
const reply = (id: string, internal = false, body = "We are on it") =>
  ctx.call(ticketsApi.reply, { params: { id }, cookie: agent.cookie, body: { body, internal } });
const setStatus = (id: string, status: TicketStatus) =>
  ctx.call(ticketsApi.setStatus, { params: { id }, cookie: agent.cookie, body: { status } });
const staffView = async (id: string) =>
  (await ctx.call(ticketsApi.get, { params: { id }, cookie: agent.cookie })).json<TicketDetail>();
const rowOf = async (id: string) =>
  (await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;
const targetOf = async (priority: "urgent" | "high" | "medium" | "low") =>
  (await ctx.db.select().from(slaTargets).where(eq(slaTargets.priority, priority)))[0]!;
/** Moves a ticket's times into the past, as if it had been opened `minutes` ago. */
const age = (id: string, minutes: number) =>
  ctx.db
    .update(supportTickets)
    .set({ createdAt: sql`${supportTickets.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(supportTickets.id, id));
const publicStaffMessages = (id: string) =>
  ctx.db
    .select()
    .from(ticketMessages)
    .where(
      and(
        eq(ticketMessages.ticketId, id),
        eq(ticketMessages.fromStaff, true),
        eq(ticketMessages.isInternal, false),
      ),
    );

describe("first response", () => {
  it("is stamped by the first public staff reply, not by an internal note, and a second reply does not move it", async () => {
    const ticket = await open("First response");
    expect((await reply(ticket.id, true, "Internal: check billing")).statusCode).toBe(201);
    expect((await rowOf(ticket.id)).firstResponseAt).toBeNull();
    expect((await staffView(ticket.id)).sla).toMatchObject({
      current: "firstResponse",
      firstResponse: { state: "running", isStopped: false },
    });

    expect((await reply(ticket.id)).statusCode).toBe(201);
    const [first] = await publicStaffMessages(ticket.id);
    const stamped = (await rowOf(ticket.id)).firstResponseAt;
    expect(stamped?.getTime()).toBe(first!.createdAt.getTime());

    expect((await reply(ticket.id, false, "And one more thing")).statusCode).toBe(201);
    expect((await rowOf(ticket.id)).firstResponseAt?.getTime()).toBe(stamped!.getTime());
    expect((await staffView(ticket.id)).sla).toMatchObject({
      current: "resolution",
      firstResponse: { state: "met", isStopped: true },
      resolution: { state: "running" },
    });
  });

  it("answered after the target stays breached", async () => {
    const ticket = await open("Late answer");
    const target = await targetOf("medium");
    await age(ticket.id, target.firstResponseMinutes + 40);
    await reply(ticket.id);
    const sla = (await staffView(ticket.id)).sla!;
    expect(sla.firstResponse).toMatchObject({ state: "breached", isStopped: true });
    expect(sla.firstResponse.secondsLeft).toBeLessThanOrEqual(-40 * 60);
  });

  it("keeps the earliest of two replies sent at once (PostgreSQL: row lock)", async () => {
    const tickets = await Promise.all(
      Array.from({ length: 6 }, (_, i) => open(`Two replies ${i}`)),
    );
    const { first, second } = await racePairs(
      tickets,
      (t) => reply(t.id, false, "One"),
      (t) => reply(t.id, false, "Two"),
      3,
    );
    expectStatusesIn([...first, ...second], [201]);
    for (const t of tickets) {
      const times = (await publicStaffMessages(t.id)).map((m) => m.createdAt.getTime());
      expect(times).toHaveLength(2);
      expect((await rowOf(t.id)).firstResponseAt?.getTime()).toBe(Math.min(...times));
    }
  });

  it("is not shown to the customer", async () => {
    const ticket = await open("Customer view");
    const mine = await ctx.call(ticketsApi.getMine, {
      params: { id: ticket.id },
      cookie: carol.cookie,
    });
    expect(mine.json<CustomerTicketDetail>()).not.toHaveProperty("sla");
  });
});

describe("the resolution clock pauses while waiting", () => {
  it("waiting starts a pause; leaving it adds the pause to the paused time and moves the due time", async () => {
    const ticket = await open("Pause");
    await reply(ticket.id);
    const dueBefore = Date.parse((await staffView(ticket.id)).sla!.resolution.dueAt);
    expect((await setStatus(ticket.id, "waiting")).statusCode).toBe(200);
    const waiting = await rowOf(ticket.id);
    expect(waiting.slaPausedAt).not.toBeNull();
    expect((await staffView(ticket.id)).sla!.resolution.state).toBe("paused");
    // The wait began 25 minutes ago.
    await ctx.db
      .update(supportTickets)
      .set({ slaPausedAt: new Date(waiting.slaPausedAt!.getTime() - 25 * MIN) })
      .where(eq(supportTickets.id, ticket.id));

    expect((await setStatus(ticket.id, "in-progress")).statusCode).toBe(200);
    const resumed = await rowOf(ticket.id);
    expect(resumed.slaPausedAt).toBeNull();
    expect(resumed.slaPausedSeconds).toBeGreaterThanOrEqual(25 * 60);
    expect(resumed.slaPausedSeconds).toBeLessThan(26 * 60);
    const sla = (await staffView(ticket.id)).sla!;
    expect(sla.resolution.state).toBe("running");
    expect(Date.parse(sla.resolution.dueAt) - dueBefore).toBe(resumed.slaPausedSeconds * 1000);
  });

  it("a customer's reply on a waiting ticket ends the pause as it reopens it", async () => {
    const ticket = await open("Customer answers");
    await setStatus(ticket.id, "waiting");
    await ctx.db
      .update(supportTickets)
      .set({ slaPausedAt: new Date(Date.now() - 10 * MIN) })
      .where(eq(supportTickets.id, ticket.id));
    const answered = await ctx.call(ticketsApi.answer, {
      params: { id: ticket.id },
      cookie: carol.cookie,
      body: { body: "Here it is" },
    });
    expect(answered.statusCode).toBe(201);
    const row = await rowOf(ticket.id);
    expect(row).toMatchObject({ status: "open", slaPausedAt: null });
    expect(row.slaPausedSeconds).toBeGreaterThanOrEqual(10 * 60);
  });

  it("stops at resolution and leaves nothing to show in the queue", async () => {
    const ticket = await open("Resolved in time");
    await reply(ticket.id);
    await setStatus(ticket.id, "resolved");
    expect((await staffView(ticket.id)).sla).toMatchObject({
      current: null,
      resolution: { state: "met", isStopped: true },
    });
  });
});

describe("the queue and the dashboard", () => {
  const queue = async (query: TestCallInput["query"] = {}) =>
    (
      await ctx.call(ticketsApi.queue, { query: { pageSize: 100, ...query }, cookie: agent.cookie })
    ).json<TicketQueueResponse>();

  it("gives each row its clocks, and filters the breached ones", async () => {
    const fresh = await open("Fresh");
    const overdue = await open("Overdue");
    await age(overdue.id, (await targetOf("medium")).firstResponseMinutes + 40);
    const rows = (await queue()).tickets;
    const rowFor = (id: string) => rows.find((t) => t.id === id)!;
    expect(rowFor(fresh.id).sla).toMatchObject({
      current: "firstResponse",
      firstResponse: { state: "running" },
    });
    expect(rowFor(overdue.id).sla).toMatchObject({
      current: "firstResponse",
      firstResponse: { state: "breached", isStopped: false },
    });
    expect(rowFor(overdue.id).sla!.firstResponse.secondsLeft).toBeLessThanOrEqual(-40 * 60);

    const breached = await queue({ slaBreached: true });
    expect(breached.tickets.map((t) => t.id)).toContain(overdue.id);
    expect(breached.tickets.map((t) => t.id)).not.toContain(fresh.id);
    expect(
      breached.tickets.every((t) => t.sla?.current && t.sla[t.sla.current].state === "breached"),
    ).toBe(true);
    expect(breached.total).toBe(breached.tickets.length);
  });

  it("answers 400 naming a wrong SLA filter", async () => {
    const response = await ctx.call(ticketsApi.queue, {
      query: { slaBreached: "maybe" },
      cookie: agent.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ error: { fields: Record<string, string> } }>().error.fields,
    ).toHaveProperty("slaBreached");
  });

  it("counts in SQL exactly the tickets the domain rule calls breached", async () => {
    const medium = await targetOf("medium");
    const make = async (subject: string, set: (id: string) => Promise<unknown>) => {
      const t = await open(subject);
      await set(t.id);
      return t.id;
    };
    // One of each case, away from the boundaries by minutes.
    await make("Unanswered, overdue", (id) => age(id, medium.firstResponseMinutes + 5));
    await make("Unanswered, in time", (id) => age(id, medium.firstResponseMinutes - 5));
    await make("Answered late, resolution in time", async (id) => {
      await age(id, medium.firstResponseMinutes + 5);
      await reply(id);
    });
    await make("Answered, resolution overdue", async (id) => {
      await reply(id);
      await age(id, medium.resolutionMinutes + 5);
    });
    await make("Answered, overdue but for its pauses", async (id) => {
      await reply(id);
      await age(id, medium.resolutionMinutes + 5);
      await ctx.db
        .update(supportTickets)
        .set({ slaPausedSeconds: 10 * 60 })
        .where(eq(supportTickets.id, id));
    });
    await make("Waiting, paused in time", async (id) => {
      await reply(id);
      await setStatus(id, "waiting");
      await age(id, medium.resolutionMinutes + 5);
      await ctx.db
        .update(supportTickets)
        .set({ slaPausedAt: sql`${supportTickets.createdAt} + interval '1 minute'` })
        .where(eq(supportTickets.id, id));
    });
    await make("Waiting, ran out before the wait", async (id) => {
      await reply(id);
      await setStatus(id, "waiting");
      await age(id, medium.resolutionMinutes + 60);
      await ctx.db
        .update(supportTickets)
        .set({ slaPausedAt: sql`now() - interval '30 minutes'` })
        .where(eq(supportTickets.id, id));
    });
    await make("Resolved late", async (id) => {
      await age(id, medium.resolutionMinutes + 5);
      await setStatus(id, "resolved");
    });

    const now = new Date();
    const rows = await ctx.db
      .select({ t: supportTickets, target: slaTargets })
      .from(supportTickets)
      .innerJoin(slaTargets, eq(slaTargets.priority, supportTickets.priority));
    const byDomain = rows.filter((r) => isSlaBreachedNow(r.t, r.target, now)).length;
    const subjects = rows
      .filter((r) => isSlaBreachedNow(r.t, r.target, now))
      .map((r) => r.t.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Unanswered, overdue",
        "Answered, resolution overdue",
        "Waiting, ran out before the wait",
      ]),
    );
    expect(subjects).not.toEqual(expect.arrayContaining(["Unanswered, in time"]));
    expect(await countSlaBreached(ctx.db, now)).toBe(byDomain);

    const dashboard = (
      await ctx.call(adminDashboardApi.get, { cookie: admin.cookie })
    ).json<AdminDashboard>();
    expect(dashboard.tickets!.slaBreached).toBe(byDomain);
    expect((await queue({ slaBreached: true })).total).toBe(byDomain);
  });
});
