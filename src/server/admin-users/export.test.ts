import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi, type AdminUser, type UserListResponse } from "../../contract/admin-users";
import { profiles } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let admin: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createTestStaff(ctx, { role: "Admin" });
});
afterAll(() => ctx.close());

const HEADER =
  "id,first_name,last_name,email,status,plan_name,plan_status,price_monthly_cents,activity_status,last_active_at,days_since_signup,join_date";

/** The fields the list shows for the same users: what each CSV line must say. */
async function listed(q: string): Promise<Map<string, AdminUser>> {
  const response = await ctx.call(adminUsersApi.list, { query: { q }, cookie: admin.cookie });
  const { users } = response.json<UserListResponse>();
  return new Map(users.map((user) => [user.id, user]));
}

/** The line's last seven fields, which hold no text anyone typed. */
const tailOf = (u: AdminUser) =>
  [
    u.status,
    u.planName,
    u.planStatus,
    u.priceMonthly ?? "",
    u.activityStatus,
    u.lastActiveAt ?? "",
    u.daysSinceSignup,
    u.createdAt.slice(0, 10),
  ].join(",");

describe("the users export", () => {
  it("writes every matching user once, newest first, quoted and formula-safe, without a BOM", async () => {
    const ann = await createTestUser(ctx, {
      firstName: 'Ann "Q", Jr',
      lastName: "=SUM(A1)",
      email: "bytes-ann@example.com",
    });
    const bo = await createTestUser(ctx, {
      firstName: "Bo",
      lastName: "Plain",
      email: "bytes-bo@example.com",
      plan: "Premium",
      status: "suspended",
    });
    const cy = await createTestUser(ctx, { email: "bytes-cy@example.com" });
    // Sign-up refuses these, but a name changed since may hold them: the export must not break.
    await ctx.db
      .update(profiles)
      .set({ firstName: "two\nlines", lastName: "\tTabbed" })
      .where(eq(profiles.id, cy.id));
    const users = await listed("bytes-");
    const response = await ctx.call(adminUsersApi.exportCsv, {
      query: { q: "bytes-" },
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(
      [
        HEADER,
        `${cy.id},"two\nlines",'\tTabbed,bytes-cy@example.com,${tailOf(users.get(cy.id)!)}`,
        `${bo.id},Bo,Plain,bytes-bo@example.com,${tailOf(users.get(bo.id)!)}`,
        `${ann.id},"Ann ""Q"", Jr",'=SUM(A1),bytes-ann@example.com,${tailOf(users.get(ann.id)!)}`,
        "",
      ].join("\r\n"),
    );
    expect(users.get(bo.id)).toMatchObject({ status: "suspended", planName: "Premium" });
  });
});
