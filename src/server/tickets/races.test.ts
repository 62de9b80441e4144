import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi } from "../../contract/admin-users";
import { departmentsApi, type Department } from "../../contract/departments";
import type { EndpointSpec } from "../../contract/endpoint";
import type { CustomerTicketDetail } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { auditLog, mailOutbox, supportTickets, ticketMessages } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

let ctx: TestContext;
let root: TestStaff;
let agent: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  agent = await createTestStaff(ctx, { role: "Support Agent" });
});
afterAll(() => ctx.close());

const PAIRS = 16;
interface Case {
  customer: TestUser;
  ticket: CustomerTicketDetail;
}

async function makeCases(): Promise<Case[]> {
  const made: Case[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const customer = await createTestUser(ctx);
    made.push({ customer, ticket: await openTestTicket(ctx, customer) });
  }
  return made;
}

const deleteAccount = (userId: string) =>
  ctx.call(adminUsersApi.remove, { params: { id: userId }, cookie: root.cookie });
const staffCall = (endpoint: EndpointSpec, input: TestCallInput) =>
  ctx.call(endpoint, { ...input, cookie: agent.cookie });
const mailsTo = (to: string, kind: string) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
// In the order they were written: created_at is when each transaction began, not when it wrote.
const firstAudit = async (targetId: string, action: string) =>
  (
    await ctx.db
      .select({ id: auditLog.id, before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id))
  )[0];

/** Whether the customer's deletion committed before the staff action on their ticket. */
async function wasDeletedFirst(c: Case, action: string): Promise<boolean> {
  const deleted = await firstAudit(c.customer.id, "users.delete");
  const acted = await firstAudit(c.ticket.id, action);
  return deleted!.id < acted!.id;
}

describe("a customer answering their ticket as their account is deleted", () => {
  it("adds the reply before the deletion (201) or finds the ticket no longer theirs (404, or 401 once the session is gone)", async () => {
    const cases = await makeCases();
    const { first: replies, second: deletes } = await racePairs(
      cases,
      ({ customer, ticket }) =>
        ctx.call(ticketsApi.answer, {
          params: { id: ticket.id },
          cookie: customer.cookie,
          body: { body: "Any news?" },
        }),
      ({ customer }) => deleteAccount(customer.id),
    );
    expectStatusesIn(replies, [201, 401, 404]);
    expectStatusesIn(deletes, [200]);
    const kept = await ctx.db
      .select()
      .from(ticketMessages)
      .where(
        inArray(
          ticketMessages.ticketId,
          cases.map((c) => c.ticket.id),
        ),
      );
    expect(kept).toHaveLength(replies.filter((r) => r.statusCode === 201).length);
    expect(
      await ctx.db
        .select()
        .from(supportTickets)
        .where(
          inArray(
            supportTickets.id,
            cases.map((c) => c.ticket.id),
          ),
        ),
    ).toHaveLength(PAIRS);
  });
});

describe("staff acting on a ticket as its customer's account is deleted", () => {
  it("answer it either way, and mail the reply only to a customer who still had an account", async () => {
    const cases = await makeCases();
    const { first: replies, second: deletes } = await racePairs(
      cases,
      ({ ticket }) =>
        staffCall(ticketsApi.reply, {
          params: { id: ticket.id },
          body: { body: "Fixed on our side", internal: false },
        }),
      ({ customer }) => deleteAccount(customer.id),
    );
    expectStatusesIn(replies, [201]);
    expectStatusesIn(deletes, [200]);
    for (const c of cases) {
      expect(await mailsTo(c.customer.email, "ticket_reply")).toHaveLength(
        (await wasDeletedFirst(c, "tickets.reply")) ? 0 : 1,
      );
    }
  });

  it("resolve it either way, and mail the resolution only to a customer who still had an account", async () => {
    const cases = await makeCases();
    const { first: resolves, second: deletes } = await racePairs(
      cases,
      ({ ticket }) =>
        staffCall(ticketsApi.setStatus, {
          params: { id: ticket.id },
          body: { status: "resolved" },
        }),
      ({ customer }) => deleteAccount(customer.id),
    );
    expectStatusesIn(resolves, [200]);
    expectStatusesIn(deletes, [200]);
    for (const c of cases) {
      expect(await mailsTo(c.customer.email, "ticket_resolved")).toHaveLength(
        (await wasDeletedFirst(c, "tickets.status")) ? 0 : 1,
      );
    }
  });
});

describe("one ticket resolved twice at the same moment", () => {
  it("mails the customer once, audits one change and stamps resolved_at once: the later finds it resolved already", async () => {
    const cases = await makeCases();
    const resolve = ({ ticket }: Case) =>
      staffCall(ticketsApi.setStatus, { params: { id: ticket.id }, body: { status: "resolved" } });
    const { first, second } = await racePairs(cases, resolve, resolve);
    expectStatusesIn([...first, ...second], [200]);
    for (const [i, c] of cases.entries()) {
      expect(await mailsTo(c.customer.email, "ticket_resolved")).toHaveLength(1);
      const entries = await ctx.db
        .select({ before: auditLog.before })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, c.ticket.id), eq(auditLog.action, "tickets.status")))
        .orderBy(asc(auditLog.id));
      expect(entries.map((e) => e.before)).toEqual([{ status: "open" }]);
      // Both answers show the one resolution time the row kept.
      const [row] = await ctx.db
        .select({ resolvedAt: supportTickets.resolvedAt })
        .from(supportTickets)
        .where(eq(supportTickets.id, c.ticket.id));
      expect([first[i]!.json().resolvedAt, second[i]!.json().resolvedAt]).toEqual([
        row!.resolvedAt!.toISOString(),
        row!.resolvedAt!.toISOString(),
      ]);
    }
  });
});

describe("a ticket assigned to an agent whose account is deleted at the same moment", () => {
  it("assigns it before the deletion (200, then unassigned by it) or refuses the assignee (400 on assignedTo)", async () => {
    const cases = await makeCases();
    const agents: TestStaff[] = [];
    for (let i = 0; i < PAIRS; i++)
      agents.push(await createTestStaff(ctx, { role: "Support Agent" }));
    const { first: assigns, second: deletes } = await racePairs(
      cases.map((c, i) => ({ ...c, assignee: agents[i]! })),
      ({ ticket, assignee }) =>
        staffCall(ticketsApi.assign, {
          params: { id: ticket.id },
          body: { assignedTo: assignee.id },
        }),
      ({ assignee }) => deleteAccount(assignee.id),
    );
    expectStatusesIn(assigns, [200, 400]);
    expectStatusesIn(deletes, [200]);
    for (const refused of assigns.filter((r) => r.statusCode === 400)) {
      expect(refused.json().error.fields).toEqual({
        assignedTo: "Choose a staff member who can open the Support Queue",
      });
    }
    const tickets = await ctx.db
      .select({ assignedTo: supportTickets.assignedTo })
      .from(supportTickets)
      .where(
        inArray(
          supportTickets.id,
          cases.map((c) => c.ticket.id),
        ),
      );
    expect(tickets.every((t) => t.assignedTo === null)).toBe(true);
  });
});

describe("a ticket filed at the moment its department or customer is deleted", () => {
  it("files it before the department goes (201, then without one) or refuses the department (400 on departmentId)", async () => {
    const filings: Array<{ customer: TestUser; department: Department }> = [];
    for (let i = 0; i < PAIRS; i++) {
      const made = await ctx.call(departmentsApi.create, {
        cookie: root.cookie,
        body: {
          name: `Closing ${i}`,
          description: "",
          color: "#123456",
          sortOrder: 9,
          isActive: true,
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      filings.push({ customer: await createTestUser(ctx), department: made.json<Department>() });
    }
    const { first: files, second: deletes } = await racePairs(
      filings,
      ({ customer, department }) =>
        ctx.call(ticketsApi.open, {
          cookie: customer.cookie,
          body: {
            subject: "Help",
            description: "Please",
            category: "General",
            departmentId: department.id,
            priority: "low",
          },
        }),
      ({ department }) =>
        ctx.call(departmentsApi.remove, { params: { id: department.id }, cookie: root.cookie }),
    );
    expectStatusesIn(files, [201, 400]);
    expectStatusesIn(deletes, [204]);
    for (const refused of files.filter((r) => r.statusCode === 400)) {
      expect(refused.json().error.fields).toEqual({
        departmentId: "Choose one of the listed departments",
      });
    }
  });

  it("opens it for a customer before their account goes (201) or says no account uses the address (400 on email)", async () => {
    const customers: TestUser[] = [];
    for (let i = 0; i < PAIRS; i++) customers.push(await createTestUser(ctx));
    const { first: opens, second: deletes } = await racePairs(
      customers,
      (customer) =>
        staffCall(ticketsApi.openForUser, {
          body: {
            email: customer.email,
            subject: "Called us",
            description: "By phone",
            category: "General",
            departmentId: null,
            priority: "low",
          },
        }),
      (customer) => deleteAccount(customer.id),
    );
    expectStatusesIn(opens, [201, 400]);
    expectStatusesIn(deletes, [200]);
    for (const refused of opens.filter((r) => r.statusCode === 400)) {
      expect(refused.json().error.fields).toEqual({ email: "No account uses this e-mail address" });
    }
  });
});
