import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerTicketDetail, MyTicketsResponse, StaffOption, TicketDetail } from "../../contract/tickets";
import { TICKET_STATUSES, type TicketStatus } from "../../domain/tickets";
import { auditLog, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { openTestTicket } from "../testing/tickets";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let carol: TestUser;
let agent: TestStaff;
let analyst: TestStaff;

const open = (subject: string) => openTestTicket(ctx, carol, { subject });
const setStatus = (id: string, status: TicketStatus) =>
  ctx.request({ method: "PATCH", url: `/api/admin/tickets/${id}/status`, cookie: agent.cookie, payload: { status } });
const assign = (id: string, assignedTo: string | null) =>
  ctx.request({ method: "PATCH", url: `/api/admin/tickets/${id}/assignee`, cookie: agent.cookie, payload: { assignedTo } });
const auditsOf = (id: string, action: string) => ctx.db.select().from(auditLog).where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  ctx = await createTestContext();
  carol = await createTestUser(ctx, { firstName: "Carol", lastName: "Vance" });
  agent = await createTestStaff(ctx, { role: "Support Agent", firstName: "Agnes", lastName: "Responder" });
  analyst = await createTestStaff(ctx, { role: "Analyst", firstName: "Ana", lastName: "Lyst" });
});
afterAll(() => ctx.close());

const PAIRS = TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.map((to) => ({ from, to })));

describe("the status rule through the API", () => {
  it.each(PAIRS)("$from → $to: resolved stamps resolved_at, closed stamps closed_at, any other clears both", async ({ from, to }) => {
    const ticket = await open(`From ${from} to ${to}`);
    expect((await setStatus(ticket.id, from)).statusCode).toBe(200);
    const started = new Date();
    const response = await setStatus(ticket.id, to);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.status).toBe(to);
    if (to === "resolved") expect(row!.resolvedAt!.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    else expect(row!.resolvedAt).toBeNull();
    if (to === "closed") expect(row!.closedAt!.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    else expect(row!.closedAt).toBeNull();
    expect(response.json<TicketDetail>()).toMatchObject({ status: to, resolvedAt: row!.resolvedAt?.toISOString() ?? null, closedAt: row!.closedAt?.toISOString() ?? null });
  });
});

describe("staff writes are audited", () => {
  it("a reply and an internal note each write an entry by the agent", async () => {
    const ticket = await open("Audit my reply");
    await ctx.request({ method: "POST", url: `/api/admin/tickets/${ticket.id}/messages`, cookie: agent.cookie, payload: { body: "Hello" } });
    await ctx.request({ method: "POST", url: `/api/admin/tickets/${ticket.id}/messages`, cookie: agent.cookie, payload: { body: "Note", internal: true } });
    expect((await auditsOf(ticket.id, "tickets.reply")).map((a) => a.actorId)).toEqual([agent.id]);
    expect((await auditsOf(ticket.id, "tickets.note")).map((a) => a.actorId)).toEqual([agent.id]);
  });

  it("an assignment writes who had it before and after", async () => {
    const ticket = await open("Audit my assignment");
    expect((await assign(ticket.id, agent.id)).statusCode).toBe(200);
    const audits = await auditsOf(ticket.id, "tickets.assign");
    expect(audits.map((a) => [a.actorId, a.before, a.after])).toEqual([[agent.id, { assignedTo: null }, { assignedTo: agent.id }]]);
  });
});

describe("assignees", () => {
  it("are only staff who can open the queue: an Analyst is neither listed nor assignable", async () => {
    const { staff } = (await ctx.request({ method: "GET", url: "/api/admin/tickets/staff", cookie: agent.cookie })).json<{ staff: StaffOption[] }>();
    expect(staff.map((s) => s.id)).toContain(agent.id);
    expect(staff.map((s) => s.id)).not.toContain(analyst.id);
    const ticket = await open("Give me to the analyst");
    const refused = await assign(ticket.id, analyst.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.assignedTo).toMatch(/Support Queue/);
    const [row] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.assignedTo).toBeNull();
  });
});

describe("what the customer sees of staff", () => {
  it("the assignee and reply authors by first name only, never an e-mail or id", async () => {
    const ticket = await open("Who is helping me?");
    await assign(ticket.id, agent.id);
    await ctx.request({ method: "POST", url: `/api/admin/tickets/${ticket.id}/messages`, cookie: agent.cookie, payload: { body: "On it" } });
    const one = await ctx.request({ method: "GET", url: `/api/tickets/${ticket.id}`, cookie: carol.cookie });
    const list = await ctx.request({ method: "GET", url: "/api/tickets", cookie: carol.cookie });
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
    const staffView = (await ctx.request({ method: "GET", url: `/api/admin/tickets/${ticket.id}`, cookie: agent.cookie })).json<TicketDetail>();
    expect(staffView.assignedTo).toEqual({ id: agent.id, email: agent.email, name: "Agnes Responder" });
  });
});
