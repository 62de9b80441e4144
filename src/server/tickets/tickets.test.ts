import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rbacApi } from "../../contract/admin-me";
import type { DepartmentList } from "../../contract/departments";
import type { CreateTicketBody, TicketDetail, TicketQueueResponse } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { TICKET_STATUSES } from "../../domain/tickets";
import { auditLog, departments, mailOutbox, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { openTestTicket } from "../testing/tickets";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { getTicketSummary } from "./stats";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let agent: TestStaff;
let billingId: string;

const open = (user: TestUser, subject: string, extra: Partial<CreateTicketBody> = {}) =>
  openTestTicket(ctx, user, { subject, category: "Billing", ...extra });
const queue = async (query: TestCallInput["query"]) => {
  const response = await ctx.call(ticketsApi.queue, { query, cookie: agent.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketQueueResponse>();
};

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createTestUser(ctx, { firstName: "Alice", lastName: "Zephyr" });
  bob = await createTestUser(ctx, { firstName: "Bob", lastName: "Quill" });
  agent = await createTestStaff(ctx, { role: "Support Agent" });
  const [billing] = await ctx.db.select().from(departments).where(eq(departments.name, "Billing"));
  billingId = billing!.id;
});
afterAll(() => ctx.close());

describe("a user's tickets", () => {
  it("opens a ticket with a T-000123 number, owned by the viewer", async () => {
    const ticket = await open(alice, "Charged twice", {
      departmentId: billingId,
      priority: "high",
    });
    expect(ticket.ticketNumber).toMatch(/^T-\d{6}$/);
    expect(ticket).toMatchObject({
      status: "open",
      priority: "high",
      customer: { id: alice.id },
      department: { name: "Billing" },
    });
  });

  it("refuses a bad body with the field, and an inactive department", async () => {
    const bad = await ctx.call(ticketsApi.open, {
      cookie: alice.cookie,
      body: {
        subject: " ",
        description: "x",
        category: "Billing",
        departmentId: null,
        priority: "medium",
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.subject).toBeDefined();
    await ctx.db
      .insert(departments)
      .values({ name: "Closed desk", isActive: false, color: "#000000" });
    const [closed] = await ctx.db
      .select()
      .from(departments)
      .where(eq(departments.name, "Closed desk"));
    const inactive = await ctx.call(ticketsApi.open, {
      cookie: alice.cookie,
      body: {
        subject: "s",
        description: "d",
        category: "Billing",
        departmentId: closed!.id,
        priority: "low",
      },
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.fields.departmentId).toBeDefined();
  });

  it("never shows another user's ticket (404), nor lets them answer it", async () => {
    const ticket = await open(alice, "Private matter");
    expect(
      (await ctx.call(ticketsApi.getMine, { params: { id: ticket.id }, cookie: bob.cookie }))
        .statusCode,
    ).toBe(404);
    const write = await ctx.call(ticketsApi.answer, {
      params: { id: ticket.id },
      cookie: bob.cookie,
      body: { body: "hi" },
    });
    expect(write.statusCode).toBe(404);
    const list = (await ctx.call(ticketsApi.listMine, { cookie: bob.cookie })).json<{
      tickets: unknown[];
    }>();
    expect(list.tickets).toHaveLength(0);
    expect((await ctx.call(ticketsApi.listMine)).statusCode).toBe(401);
    const anonymous = await ctx.call(ticketsApi.open, {
      body: {
        subject: "s",
        description: "d",
        category: "General",
        departmentId: null,
        priority: "low",
      },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe("User not authenticated");
  });

  it("refuses a queue page past 10,000 with the field, instead of an OFFSET past bigint", async () => {
    const response = await ctx.call(ticketsApi.queue, {
      query: { page: 20000 },
      cookie: agent.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.page).toBe("At most page 10,000");
    const huge = await ctx.call(ticketsApi.queue, {
      query: { page: "1e18" },
      cookie: agent.cookie,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toHaveProperty("page");
  });

  it("shows staff replies but never internal notes, and mails the customer on a reply only", async () => {
    const ticket = await open(alice, "Sync broken");
    const note = await ctx.call(ticketsApi.reply, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { body: "Looks like a known bug", internal: true },
    });
    expect(note.statusCode, note.body).toBe(201);
    const reply = await ctx.call(ticketsApi.reply, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { body: "Please update the app" },
    });
    expect(reply.statusCode).toBe(201);
    const mine = (
      await ctx.call(ticketsApi.getMine, { params: { id: ticket.id }, cookie: alice.cookie })
    ).json<TicketDetail>();
    expect(mine.messages.map((m) => m.body)).toEqual(["Please update the app"]);
    const staffView = (
      await ctx.call(ticketsApi.get, { params: { id: ticket.id }, cookie: agent.cookie })
    ).json<TicketDetail>();
    expect(staffView.messages.map((m) => [m.body, m.isInternal])).toEqual([
      ["Looks like a known bug", true],
      ["Please update the app", false],
    ]);
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    const replyMails = mails.filter(
      (m) => m.kind === "ticket_reply" && m.subject.includes(ticket.ticketNumber),
    );
    expect(replyMails).toHaveLength(1);
    expect(replyMails[0]!.text).toContain("Please update the app");
    expect(replyMails[0]!.text).not.toContain("known bug");
    // A mail client has no page to resolve a relative link against.
    expect(replyMails[0]!.text).toMatch(new RegExp(`https?://[^\\s]+/app/support/${ticket.id}`));
  });

  it("reopens a resolved ticket when the customer answers it", async () => {
    const ticket = await open(alice, "Still wrong");
    await ctx.call(ticketsApi.setStatus, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { status: "resolved" },
    });
    const answered = await ctx.call(ticketsApi.answer, {
      params: { id: ticket.id },
      cookie: alice.cookie,
      body: { body: "Not fixed" },
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json<TicketDetail>()).toMatchObject({ status: "open", resolvedAt: null });
  });
});

describe("status changes", () => {
  it.each(TICKET_STATUSES)(
    "setting %s stamps resolved_at / closed_at as the rule says",
    async (status) => {
      const ticket = await open(bob, `Status ${status}`);
      // Start from a stamped state so that clearing is visible too.
      await ctx.call(ticketsApi.setStatus, {
        params: { id: ticket.id },
        cookie: agent.cookie,
        body: { status: status === "resolved" ? "closed" : "resolved" },
      });
      const response = await ctx.call(ticketsApi.setStatus, {
        params: { id: ticket.id },
        cookie: agent.cookie,
        body: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await ctx.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.id, ticket.id));
      expect(row!.status).toBe(status);
      // Closing keeps the resolution it follows; any other status stamps only its own time.
      expect(row!.resolvedAt !== null).toBe(status === "resolved" || status === "closed");
      expect(row!.closedAt !== null).toBe(status === "closed");
    },
  );

  it("mails the customer when resolved and audits the change", async () => {
    const ticket = await open(bob, "Please resolve me");
    await ctx.call(ticketsApi.setStatus, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { status: "resolved" },
    });
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, bob.email), eq(mailOutbox.kind, "ticket_resolved")));
    expect(mails.some((m) => m.subject.includes(ticket.ticketNumber))).toBe(true);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ticket.id), eq(auditLog.action, "tickets.status")));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(agent.id);
  });

  it("refuses an unknown status with the field", async () => {
    const ticket = await open(bob, "Bad status");
    const response = await ctx.call(ticketsApi.setStatus, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { status: "done" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.status).toBeDefined();
  });
});

describe("the queue", () => {
  it("filters and searches exactly", async () => {
    const dave = await createTestUser(ctx, {
      firstName: "Dave",
      lastName: "Moonbeam",
      email: "dave.moonbeam@example.com",
    });
    const a = await open(dave, "Kettlebell calories look off", {
      priority: "high",
      departmentId: billingId,
    });
    const b = await open(dave, "Cannot export data", { priority: "low" });
    await ctx.call(ticketsApi.setStatus, {
      params: { id: b.id },
      cookie: agent.cookie,
      body: { status: "waiting" },
    });

    const ids = (r: TicketQueueResponse) => r.tickets.map((t) => t.id).sort();
    expect(ids(await queue({ q: "moonbeam" }))).toEqual([a.id, b.id].sort());
    expect(ids(await queue({ q: "Dave Moon" }))).toEqual([a.id, b.id].sort());
    expect(ids(await queue({ q: "DAVE.MOONBEAM@example" }))).toEqual([a.id, b.id].sort());
    expect(ids(await queue({ q: "kettlebell" }))).toEqual([a.id]);
    expect(ids(await queue({ q: a.ticketNumber }))).toEqual([a.id]);
    expect(ids(await queue({ q: "moonbeam", priority: "high" }))).toEqual([a.id]);
    expect(ids(await queue({ q: "moonbeam", status: "waiting" }))).toEqual([b.id]);
    expect(ids(await queue({ q: "moonbeam", departmentId: billingId }))).toEqual([a.id]);
    expect((await queue({ q: "%" })).total).toBe(0);
    const high = await queue({ priority: "high" });
    expect(high.tickets.every((t) => t.priority === "high")).toBe(true);
  });

  it("pages newest first and counts the cards from real rows", async () => {
    const first = await queue({ pageSize: 2, page: 1 });
    const second = await queue({ pageSize: 2, page: 2 });
    expect(first.tickets).toHaveLength(2);
    expect(second.tickets[0]!.id).not.toBe(first.tickets[0]!.id);
    expect(first.tickets[0]!.createdAt >= first.tickets[1]!.createdAt).toBe(true);
    const rows = await ctx.db.select().from(supportTickets);
    expect(first.stats).toEqual({
      open: rows.filter((r) => r.status === "open").length,
      inProgress: rows.filter((r) => r.status === "in-progress").length,
      // Every ticket here was resolved today; a closed one counts when it was resolved before closing.
      resolvedToday: rows.filter(
        (r) => r.status === "resolved" || (r.status === "closed" && r.resolvedAt !== null),
      ).length,
      total: rows.length,
    });
    expect(first.total).toBe(rows.length);
    const summary = await getTicketSummary(ctx.db);
    expect(summary.activeCount).toBe(
      rows.filter((r) => ["open", "in-progress", "waiting"].includes(r.status)).length,
    );
    expect(summary.recent[0]!.id).toBe(first.tickets[0]!.id);
  });

  it("creates a ticket on behalf of a user found by e-mail, and assigns it", async () => {
    const created = await ctx.call(ticketsApi.openForUser, {
      cookie: agent.cookie,
      body: {
        email: alice.email.toUpperCase(),
        subject: "Phone call",
        description: "Called about billing",
        category: "Billing",
        departmentId: billingId,
        priority: "high",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json<TicketDetail>();
    expect(ticket.customer?.id).toBe(alice.id);
    const unknown = await ctx.call(ticketsApi.openForUser, {
      cookie: agent.cookie,
      body: {
        email: "nobody@example.com",
        subject: "s",
        description: "d",
        category: "Billing",
        departmentId: null,
        priority: "low",
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.email).toBeDefined();
    const assigned = await ctx.call(ticketsApi.assign, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { assignedTo: agent.id },
    });
    expect(assigned.json<TicketDetail>().assignedTo?.id).toBe(agent.id);
    const notStaff = await ctx.call(ticketsApi.assign, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { assignedTo: bob.id },
    });
    expect(notStaff.statusCode).toBe(400);
  });

  it("shows unassigned open tickets in the staff bell, linked to a queue of exactly those", async () => {
    const response = await ctx.call(rbacApi.notifications, { cookie: agent.cookie });
    const rows = await ctx.db.select().from(supportTickets);
    const expected = rows
      .filter((r) => r.status === "open" && r.assignedTo === null)
      .map((r) => r.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.status === "open" && r.assignedTo !== null)).toBe(true);
    const bell = (
      response.json().notifications as { id: string; count: number; href: string }[]
    ).find((n) => n.id === "tickets.unassigned")!;
    expect(bell.count).toBe(expected.length);
    const linked = await queue({
      ...Object.fromEntries(new URL(bell.href, "http://x").searchParams),
      pageSize: 100,
    });
    expect(linked.tickets.map((t) => t.id).sort()).toEqual(expected);
    const bad = await ctx.call(ticketsApi.queue, {
      query: { view: "maybe" },
      cookie: agent.cookie,
    });
    expect([bad.statusCode, Object.keys(bad.json().error.fields)]).toEqual([400, ["view"]]);
  });

  it("offers every department to filter by, inactive ones too, to support.view holders", async () => {
    const response = await ctx.call(ticketsApi.listDepartments, { cookie: agent.cookie });
    expect(response.statusCode).toBe(200);
    const all = await ctx.db.select().from(departments);
    expect(
      response
        .json<DepartmentList>()
        .departments.map((d) => d.id)
        .sort(),
    ).toEqual(all.map((d) => d.id).sort());
    expect(all.some((d) => !d.isActive)).toBe(true);
  });
});
