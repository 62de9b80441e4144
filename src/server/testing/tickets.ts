import { expect } from "vitest";
import type { CreateTicketBody, CustomerTicketDetail } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import type { TestUser } from "./factories";
import type { TestContext } from "./test-app";

/** Opens a ticket as `user` through the customer API (the real path); the body's fields can be overridden. */
export async function openTestTicket(
  ctx: TestContext,
  user: TestUser,
  overrides: Partial<CreateTicketBody> = {},
): Promise<CustomerTicketDetail> {
  const response = await ctx.call(ticketsApi.open, {
    cookie: user.cookie,
    body: {
      subject: "Something is wrong",
      description: "Details of the problem",
      category: "General",
      departmentId: null,
      priority: "medium",
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CustomerTicketDetail>();
}
