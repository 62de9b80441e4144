import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CustomerTicketDetail,
  MyTicketsResponse,
  StaffOption,
  TicketDetail,
  TicketQueueResponse,
} from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { applyStatusChange, TICKET_STATUSES, type TicketStatus } from "../../domain/tickets";
import { auditLog, mailOutbox, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { waitForMails } from "../testing/outbox";
import { openTestTicket } from "../testing/tickets";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let carol: TestUser;
let agent: TestStaff;
let analyst: TestStaff;

const open = (subject: string) => openTestTicket(ctx, carol, { subject });
const setStatus = (id: string, status: TicketStatus) =>
  ctx.call(ticketsApi.setStatus, { params: { id }, cookie: agent.cookie, body: { status } });
const assign = (id: string, assignedTo: string | null) =>
  ctx.call(ticketsApi.assign, { params: { id }, cookie: agent.cookie, body: { assignedTo } });
const resolvedMailsOf = async (ticketNumber: string) =>
  (
    await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, carol.email), eq(mailOutbox.kind, "ticket_resolved")))
  ).filter((m) => m.subject.includes(ticketNumber));
const auditsOf = (id: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  ctx = await createTestContext();
  carol = await createTestUser(ctx, { firstName: "Carol", lastName: "Vance" });
  agent = await createTestStaff(ctx, {
    role: "Support Agent",
    firstName: "Agnes",
    lastName: "Responder",
  });
  analyst = await createTestStaff(ctx, { role: "Analyst", firstName: "Ana", lastName: "Lyst" });
});
afterAll(() => ctx.close());

const PAIRS = TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.map((to) => ({ from, to })));

const rowOf = async (id: string) =>
  (await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;

describe("the status rule through the API", () => {
  // The stamps of each pair are the domain rule's (src/domain/tickets.test.ts has the full table); here:
  // every pair answers 200 with what the row holds, and a change stamps the time of the request.
  it.each(PAIRS)("$from → $to: answers the row's status and stamps", async ({ from, to }) => {
    const ticket = await open(`From ${from} to ${to}`);
    if (from !== "open") expect((await setStatus(ticket.id, from)).statusCode).toBe(200);
    const before = await rowOf(ticket.id);
    const started = new Date();
    const response = await setStatus(ticket.id, to);
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf(ticket.id);
    expect(row.status).toBe(to);
    const expected = applyStatusChange(before, to, started);
    const near = (at: Date | null, want: Date | null) =>
      want === started
        ? at!.getTime() >= started.getTime() - 1000
        : at?.getTime() === want?.getTime();
    expect(
      near(row.resolvedAt, expected.resolvedAt),
      `resolvedAt ${row.resolvedAt?.toISOString()}`,
    ).toBe(true);
    expect(near(row.closedAt, expected.closedAt), `closedAt ${row.closedAt?.toISOString()}`).toBe(
      true,
    );
    expect(response.json<TicketDetail>()).toMatchObject({
      status: to,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
    });
  });

  it("closing a resolved ticket keeps when it was resolved, so it still counts as Resolved Today", async () => {
    const ticket = await open("Resolve then close");
    const resolvedAt = (await setStatus(ticket.id, "resolved")).json<TicketDetail>().resolvedAt;
    expect(resolvedAt).not.toBeNull();
    const closed = (await setStatus(ticket.id, "closed")).json<TicketDetail>();
    expect(closed).toMatchObject({ status: "closed", resolvedAt });
    expect(closed.closedAt).not.toBeNull();
    const { stats } = (
      await ctx.call(ticketsApi.queue, { cookie: agent.cookie })
    ).json<TicketQueueResponse>();
    const rows = await ctx.db.select().from(supportTickets);
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    expect(stats.resolvedToday).toBe(
      rows.filter(
        (r) => r.resolvedAt && r.resolvedAt >= today && ["resolved", "closed"].includes(r.status),
      ).length,
    );
  });

  it("resolving a resolved ticket again changes nothing: same stamp, no second mail, no audit entry", async () => {
    const ticket = await open("Resolve me twice");
    const first = (await setStatus(ticket.id, "resolved")).json<TicketDetail>();
    await waitForMails(ctx, { to: carol.email, kind: "ticket_resolved", count: 1 });
    const mailsBefore = await resolvedMailsOf(ticket.ticketNumber);
    const again = await setStatus(ticket.id, "resolved");
    expect(again.statusCode).toBe(200);
    expect(again.json<TicketDetail>().resolvedAt).toBe(first.resolvedAt);
    expect((await rowOf(ticket.id)).resolvedAt!.toISOString()).toBe(first.resolvedAt);
    // The mail would have been written before the answer; give a stray one time to show anyway.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await resolvedMailsOf(ticket.ticketNumber)).toHaveLength(mailsBefore.length);
    expect(mailsBefore).toHaveLength(1);
    expect((await auditsOf(ticket.id, "tickets.status")).map((a) => a.after)).toEqual([
      { status: "resolved" },
    ]);
  });

  it.each(["open", "in-progress", "waiting"] as const)(
    "setting %s on a closed, once resolved ticket clears both stamps",
    async (status) => {
      const ticket = await open(`Reopen as ${status}`);
      await setStatus(ticket.id, "resolved");
      await setStatus(ticket.id, "closed");
      expect(await rowOf(ticket.id)).toMatchObject({
        resolvedAt: expect.any(Date),
        closedAt: expect.any(Date),
      });
      const reopened = (await setStatus(ticket.id, status)).json<TicketDetail>();
      expect(reopened).toMatchObject({ status, resolvedAt: null, closedAt: null });
      expect(await rowOf(ticket.id)).toMatchObject({ status, resolvedAt: null, closedAt: null });
    },
  );
});

describe("staff writes are audited", () => {
  it("a reply and an internal note each write an entry by the agent", async () => {
    const ticket = await open("Audit my reply");
    await ctx.call(ticketsApi.reply, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { body: "Hello" },
    });
    await ctx.call(ticketsApi.reply, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { body: "Note", internal: true },
    });
    expect((await auditsOf(ticket.id, "tickets.reply")).map((a) => a.actorId)).toEqual([agent.id]);
    expect((await auditsOf(ticket.id, "tickets.note")).map((a) => a.actorId)).toEqual([agent.id]);
  });

  it("an assignment writes who had it before and after", async () => {
    const ticket = await open("Audit my assignment");
    expect((await assign(ticket.id, agent.id)).statusCode).toBe(200);
    const audits = await auditsOf(ticket.id, "tickets.assign");
    expect(audits.map((a) => [a.actorId, a.before, a.after])).toEqual([
      [agent.id, { assignedTo: null }, { assignedTo: agent.id }],
    ]);
  });
});

describe("assignees", () => {
  it("are only staff who can open the queue: an Analyst is neither listed nor assignable", async () => {
    const { staff } = (await ctx.call(ticketsApi.listStaff, { cookie: agent.cookie })).json<{
      staff: StaffOption[];
    }>();
    expect(staff.map((s) => s.id)).toContain(agent.id);
    expect(staff.map((s) => s.id)).not.toContain(analyst.id);
    const ticket = await open("Give me to the analyst");
    const refused = await assign(ticket.id, analyst.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.assignedTo).toMatch(/Support Queue/);
    const [row] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(row!.assignedTo).toBeNull();
  });
});

describe("what the customer sees of staff", () => {
  it("a ticket staff opened for the customer has the staff member as its first message's author, by first name for the customer", async () => {
    const created = await ctx.call(ticketsApi.openForUser, {
      cookie: agent.cookie,
      body: {
        email: carol.email,
        subject: "Called about a refund",
        description: "Customer called: refund the March charge",
        category: "Billing",
        departmentId: null,
        priority: "medium",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json<TicketDetail>();
    expect(ticket.openedBy).toEqual({ authorName: "Agnes Responder" });
    expect(await rowOf(ticket.id)).toMatchObject({
      userId: carol.id,
      openedBy: agent.id,
      openedByFirstName: "Agnes",
      openedByLastName: "Responder",
    });
    const staffView = (
      await ctx.call(ticketsApi.get, { params: { id: ticket.id }, cookie: agent.cookie })
    ).json<TicketDetail>();
    expect(staffView.openedBy).toEqual({ authorName: "Agnes Responder" });
    const mine = await ctx.call(ticketsApi.getMine, {
      params: { id: ticket.id },
      cookie: carol.cookie,
    });
    expect(mine.json<CustomerTicketDetail>()).toMatchObject({
      description: "Customer called: refund the March charge",
      openedBy: { authorName: "Agnes" },
    });
    expect(mine.body).not.toContain("Responder");
    expect(mine.body).not.toContain(agent.id);
    // A ticket the customer opened is theirs from the first word.
    const own = await open("I opened this one");
    expect(own.openedBy).toBeNull();
    expect((await rowOf(own.id)).openedBy).toBeNull();
  });

  it("the assignee and reply authors by first name only, never an e-mail or id", async () => {
    const ticket = await open("Who is helping me?");
    await assign(ticket.id, agent.id);
    await ctx.call(ticketsApi.reply, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { body: "On it" },
    });
    const one = await ctx.call(ticketsApi.getMine, {
      params: { id: ticket.id },
      cookie: carol.cookie,
    });
    const list = await ctx.call(ticketsApi.listMine, { cookie: carol.cookie });
    for (const body of [one.body, list.body]) {
      expect(body).not.toContain(agent.email);
      expect(body).not.toContain(agent.id);
      expect(body).not.toContain("Responder");
    }
    const detail = one.json<CustomerTicketDetail>();
    expect(detail.assignedTo).toEqual({ firstName: "Agnes" });
    expect(detail.messages.map((m) => m.authorName)).toEqual(["Agnes"]);
    const mine = list.json<MyTicketsResponse>().tickets.find((t) => t.id === ticket.id);
    expect(mine!.assignedTo).toEqual({ firstName: "Agnes" });
    // Staff still see the whole person.
    const staffView = (
      await ctx.call(ticketsApi.get, { params: { id: ticket.id }, cookie: agent.cookie })
    ).json<TicketDetail>();
    expect(staffView.assignedTo).toEqual({
      id: agent.id,
      email: agent.email,
      name: "Agnes Responder",
    });
  });
});
