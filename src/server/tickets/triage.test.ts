import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departmentsApi } from "../../contract/departments";
import type { TicketDetail } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { auditLog, departments, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createQueueReader } from "../testing/queue-reader";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, MISSING_ID, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

let ctx: TestContext;
let carol: TestUser;
let agent: TestStaff;
let reader: TestStaff;
let root: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  carol = await createTestUser(ctx);
  agent = await createTestStaff(ctx, { role: "Support Agent" });
  root = await createTestStaff(ctx, { role: "Super Admin" });
  reader = await createQueueReader(ctx);
});
afterAll(() => ctx.close());

const setters = { priority: ticketsApi.setPriority, department: ticketsApi.setDepartment };
const patch = (id: string, what: keyof typeof setters, body: object, cookie = agent.cookie) =>
  ctx.call(setters[what], { params: { id }, cookie, body });
const rowOf = async (id: string) =>
  (await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;
const auditsOf = (id: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
async function makeDepartment(name: string, isActive = true): Promise<string> {
  const [row] = await ctx.db
    .insert(departments)
    .values({ name: `${name} ${Math.random().toString(36).slice(2, 8)}`, isActive })
    .returning({ id: departments.id });
  return row!.id;
}

describe("what a customer may file", () => {
  it("refuses urgent from a customer with the priority field, and keeps what they typed out of the database", async () => {
    const response = await ctx.call(ticketsApi.open, {
      cookie: carol.cookie,
      body: {
        subject: "Everything is down",
        description: "Nothing loads",
        category: "Technical",
        departmentId: null,
        priority: "urgent",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.priority).toBe(
      "Choose low, medium or high: urgent is set by our team",
    );
    expect(
      await ctx.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.subject, "Everything is down")),
    ).toEqual([]);
  });

  it.each(["low", "medium", "high"] as const)(
    "stores the impact %s as the priority",
    async (priority) => {
      expect(await openTestTicket(ctx, carol, { priority })).toMatchObject({ priority });
    },
  );

  it("lets staff file a ticket as urgent on a customer's behalf", async () => {
    const response = await ctx.call(ticketsApi.openForUser, {
      cookie: agent.cookie,
      body: {
        email: carol.email,
        subject: "Called: app down",
        description: "Phone call",
        category: "Technical",
        departmentId: null,
        priority: "urgent",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TicketDetail>().priority).toBe("urgent");
  });
});

describe("changing the priority", () => {
  it("sets urgent, audits before and after, and answers the ticket", async () => {
    const ticket = await openTestTicket(ctx, carol, { priority: "low" });
    const response = await patch(ticket.id, "priority", { priority: "urgent" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TicketDetail>().priority).toBe("urgent");
    expect((await rowOf(ticket.id)).priority).toBe("urgent");
    const audits = await auditsOf(ticket.id, "tickets.priority");
    expect(audits.map((a) => [a.actorId, a.before, a.after])).toEqual([
      [agent.id, { priority: "low" }, { priority: "urgent" }],
    ]);
  });

  it("changes nothing when the ticket already has that priority: no audit entry", async () => {
    const ticket = await openTestTicket(ctx, carol, { priority: "medium" });
    const before = await rowOf(ticket.id);
    const response = await patch(ticket.id, "priority", { priority: "medium" });
    expect(response.statusCode).toBe(200);
    expect(await auditsOf(ticket.id, "tickets.priority")).toEqual([]);
    expect((await rowOf(ticket.id)).updatedAt).toEqual(before.updatedAt);
  });

  it("refuses an unknown priority with the field, a missing ticket with 404", async () => {
    const ticket = await openTestTicket(ctx, carol);
    const bad = await patch(ticket.id, "priority", { priority: "critical" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.priority).toBeDefined();
    expect((await patch(MISSING_ID, "priority", { priority: "high" })).statusCode).toBe(404);
    expect(
      (await patch("not-an-id", "priority", { priority: "high" })).json().error.fields.id,
    ).toBeDefined();
  });

  it("is refused without support.respond, even to staff who can read the queue", async () => {
    const ticket = await openTestTicket(ctx, carol, { priority: "low" });
    expect(
      (await ctx.call(ticketsApi.get, { params: { id: ticket.id }, cookie: reader.cookie }))
        .statusCode,
    ).toBe(200);
    expect(
      (await patch(ticket.id, "priority", { priority: "urgent" }, reader.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await patch(ticket.id, "priority", { priority: "urgent" }, carol.cookie)).statusCode,
    ).toBe(403);
    expect((await rowOf(ticket.id)).priority).toBe("low");
    expect(await auditsOf(ticket.id, "tickets.priority")).toEqual([]);
  });
});

describe("changing the department", () => {
  it("moves a ticket to an active department and back to none, audited each time", async () => {
    const billing = await makeDepartment("Billing desk");
    const ticket = await openTestTicket(ctx, carol);
    const moved = await patch(ticket.id, "department", { departmentId: billing });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TicketDetail>().department?.id).toBe(billing);
    const cleared = await patch(ticket.id, "department", { departmentId: null });
    expect(cleared.json<TicketDetail>().department).toBeNull();
    const audits = await auditsOf(ticket.id, "tickets.department");
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ departmentId: null }, { departmentId: billing }],
      [{ departmentId: billing }, { departmentId: null }],
    ]);
  });

  it("refuses an inactive, unknown or malformed department under the field", async () => {
    const ticket = await openTestTicket(ctx, carol);
    const inactive = await makeDepartment("Old desk", false);
    for (const departmentId of [inactive, MISSING_ID, "billing"]) {
      const response = await patch(ticket.id, "department", { departmentId });
      expect(response.statusCode, String(departmentId)).toBe(400);
      expect(response.json().error.fields.departmentId).toBeDefined();
    }
    expect((await rowOf(ticket.id)).departmentId).toBeNull();
  });

  it("changes nothing when set to the department the ticket has, even one made inactive since", async () => {
    const desk = await makeDepartment("Fading desk");
    const ticket = await openTestTicket(ctx, carol, { departmentId: desk });
    await ctx.db.update(departments).set({ isActive: false }).where(eq(departments.id, desk));
    const response = await patch(ticket.id, "department", { departmentId: desk });
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditsOf(ticket.id, "tickets.department")).toEqual([]);
  });

  it("is refused without support.respond, and answers 404 for a missing ticket", async () => {
    const desk = await makeDepartment("Gated desk");
    const ticket = await openTestTicket(ctx, carol);
    expect(
      (await patch(ticket.id, "department", { departmentId: desk }, reader.cookie)).statusCode,
    ).toBe(403);
    expect((await rowOf(ticket.id)).departmentId).toBeNull();
    expect((await patch(MISSING_ID, "department", { departmentId: desk })).statusCode).toBe(404);
  });

  it("racing the department's deletion, either moves the ticket first (then cleared with the others) or refuses the field", async () => {
    const cases = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => ({
        ticket: await openTestTicket(ctx, carol),
        departmentId: await makeDepartment(`Doomed ${i}`),
      })),
    );
    const { first: moves, second: deletes } = await racePairs(
      cases,
      (c) => patch(c.ticket.id, "department", { departmentId: c.departmentId }),
      (c) =>
        ctx.call(departmentsApi.remove, { params: { id: c.departmentId }, cookie: root.cookie }),
    );
    expectStatusesIn(moves, [200, 400]);
    expectStatusesIn(deletes, [204]);
    for (const [i, move] of moves.entries()) {
      if (move.statusCode === 400) expect(move.json().error.fields.departmentId).toBeDefined();
      // Whichever went first, the ticket ends without the deleted department.
      expect((await rowOf(cases[i]!.ticket.id)).departmentId).toBeNull();
    }
  });
});
