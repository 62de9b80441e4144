import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDashboardApi } from "../../contract/admin-dashboard";
import { adminUsersApi } from "../../contract/admin-users";
import { profileApi } from "../../contract/profile";
import {
  type CustomerTicketDetail,
  type TicketDetail,
  type TicketQueueResponse,
} from "../../contract/tickets";
import { DELETED_CUSTOMER_NAME } from "../../domain/customer-label";
import { ticketsApi } from "../../contract/tickets-api";
import { auditLog, mailOutbox } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

// Deleting an account must not erase the desk's record: the ticket, its thread and history stay,
// the customer without any personal data, staff replies still signed by who wrote them.
let ctx: TestContext;
let root: TestStaff;
let agent: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  agent = await createTestStaff(ctx, {
    role: "Support Agent",
    firstName: "Marta",
    lastName: "Desk",
  });
});
afterAll(() => ctx.close());

const asStaff = async (id: string) => {
  const response = await ctx.call(ticketsApi.get, { params: { id }, cookie: agent.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketDetail>();
};
const staffReply = (staff: TestStaff, id: string, body: string) =>
  ctx.call(ticketsApi.reply, { params: { id }, cookie: staff.cookie, body: { body } });
const deleteOwnAccount = (user: TestUser) =>
  ctx.call(profileApi.remove, {
    cookie: user.cookie,
    body: { password: user.password, confirmation: "DELETE" },
  });

describe("a customer who deletes their account", () => {
  it("leaves the ticket with its number, thread and history, and no trace of who they were", async () => {
    const customer = await createTestUser(ctx, { firstName: "Carla", lastName: "Private" });
    const ticket = await openTestTicket(ctx, customer, { subject: "Refund please" });
    expect((await staffReply(agent, ticket.id, "We are on it")).statusCode).toBe(201);
    await ctx.call(ticketsApi.answer, {
      params: { id: ticket.id },
      cookie: customer.cookie,
      body: { body: "Thanks" },
    });

    expect((await deleteOwnAccount(customer)).statusCode).toBe(200);

    const kept = await asStaff(ticket.id);
    expect(kept).toMatchObject({
      ticketNumber: ticket.ticketNumber,
      subject: "Refund please",
      customer: null,
    });
    expect(kept.messages.map((m) => [m.authorName, m.body])).toEqual([
      ["Marta Desk", "We are on it"],
      [DELETED_CUSTOMER_NAME, "Thanks"],
    ]);
    expect(JSON.stringify(kept)).not.toMatch(/Carla|Private|example\.com/);
    const found = (
      await ctx.call(ticketsApi.queue, { query: { q: ticket.ticketNumber }, cookie: agent.cookie })
    ).json<TicketQueueResponse>();
    expect(found.tickets).toEqual([expect.objectContaining({ id: ticket.id, customer: null })]);
    expect(
      await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, ticket.id)),
    ).not.toHaveLength(0);
  });

  it("lets staff still answer and close it, mailing no one", async () => {
    const customer = await createTestUser(ctx);
    const ticket = await openTestTicket(ctx, customer);
    expect((await deleteOwnAccount(customer)).statusCode).toBe(200);
    const mailsBefore = (await ctx.db.select().from(mailOutbox)).length;
    expect((await staffReply(agent, ticket.id, "Closing this one")).statusCode).toBe(201);
    const resolved = await ctx.call(ticketsApi.setStatus, {
      params: { id: ticket.id },
      cookie: agent.cookie,
      body: { status: "resolved" },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await ctx.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it("is not deleted with the account by staff either", async () => {
    const customer = await createTestUser(ctx);
    const ticket = await openTestTicket(ctx, customer);
    expect(
      (await ctx.call(adminUsersApi.remove, { params: { id: customer.id }, cookie: root.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await asStaff(ticket.id)).customer).toBeNull();
    const dashboard = await ctx.call(adminDashboardApi.get, { cookie: root.cookie });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
  });
});

describe("an agent whose account is deleted", () => {
  it("still signs their replies, for staff in full and for the customer by first name", async () => {
    const leaving = await createTestStaff(ctx, {
      role: "Support Agent",
      firstName: "Olek",
      lastName: "Former",
    });
    const customer = await createTestUser(ctx);
    const ticket = await openTestTicket(ctx, customer);
    expect((await staffReply(leaving, ticket.id, "Fixed it")).statusCode).toBe(201);
    expect(
      (await ctx.call(adminUsersApi.remove, { params: { id: leaving.id }, cookie: root.cookie }))
        .statusCode,
    ).toBe(200);

    expect((await asStaff(ticket.id)).messages.map((m) => m.authorName)).toEqual(["Olek Former"]);
    const own = (
      await ctx.call(ticketsApi.getMine, { params: { id: ticket.id }, cookie: customer.cookie })
    ).json<CustomerTicketDetail>();
    expect(own.messages.map((m) => m.authorName)).toEqual(["Olek"]);
  });

  it("still signs the tickets they opened for customers", async () => {
    const leaving = await createTestStaff(ctx, {
      role: "Support Agent",
      firstName: "Petra",
      lastName: "Gone",
    });
    const customer = await createTestUser(ctx);
    const created = await ctx.call(ticketsApi.openForUser, {
      cookie: leaving.cookie,
      body: {
        email: customer.email,
        subject: "By phone",
        description: "Called in",
        category: "General",
        departmentId: null,
        priority: "low",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<TicketDetail>();
    expect(
      (await ctx.call(adminUsersApi.remove, { params: { id: leaving.id }, cookie: root.cookie }))
        .statusCode,
    ).toBe(200);

    expect((await asStaff(id)).openedBy).toEqual({ authorName: "Petra Gone" });
    const own = (
      await ctx.call(ticketsApi.getMine, { params: { id }, cookie: customer.cookie })
    ).json<CustomerTicketDetail>();
    expect(own.openedBy).toEqual({ authorName: "Petra" });
  });
});
