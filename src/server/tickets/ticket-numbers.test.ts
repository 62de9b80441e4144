import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTicketNumber } from "../../domain/tickets";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await createTestUser(ctx);
});
afterAll(() => ctx.close());

/** Moves the sequence so the next ticket gets `next`. */
const nextNumberIs = (next: number) =>
  ctx.db.execute(sql`select setval('support_ticket_number_seq', ${next - 1})`);
const open = async (subject: string) =>
  (await openTestTicket(ctx, user, { subject, priority: "low" })).ticketNumber;

describe("ticket numbers", () => {
  it("pad to six digits and grow past 999,999 instead of colliding", async () => {
    await nextNumberIs(123_456);
    expect(await open("Six digits")).toBe("T-123456");
    await nextNumberIs(999_999);
    expect(await open("Last six-digit")).toBe("T-999999");
    expect(await open("First seven-digit")).toBe("T-1000000");
    // lpad cut 1234567 to "123456": the number above, a unique violation.
    await nextNumberIs(1_234_567);
    expect(await open("Would have collided")).toBe(formatTicketNumber(1_234_567));
  });
});
