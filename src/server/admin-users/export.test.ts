import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi, type AdminUser, type UserListResponse } from "../../contract/admin-users";
import type { StaffContext } from "../../domain/permissions";
import { auditLog, profiles } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { exportUsersCsv } from "./export";

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

  it("streams a page of rows at a time, reading the next page only as the download goes on", async () => {
    for (let i = 0; i < 5; i++) await createTestUser(ctx, { email: `pages-${i}@example.com` });
    const staff: StaffContext = {
      userId: admin.id,
      email: admin.email,
      role: { id: "r", name: "Admin", description: "", level: 80 },
      level: 80,
      permissions: ["users.export"],
    };
    const auditsOf = (q: string) =>
      ctx.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "users.export"), sql`${auditLog.after}->'filter'->>'q' = ${q}`),
        );
    const exportOf = (q: string) =>
      exportUsersCsv({
        db: ctx.db,
        staff,
        ip: "127.0.0.1",
        filter: { q, status: "all" },
        pageSize: 2,
      });

    const chunks: string[] = [];
    for await (const chunk of exportOf("pages-")) {
      chunks.push(String(chunk));
      // The first rows are out before the export has read its last page.
      if (chunks.length === 2) expect(await auditsOf("pages-")).toHaveLength(0);
    }
    expect(chunks.map((chunk) => chunk.split("\r\n").length - 1)).toEqual([1, 2, 2, 1]);
    expect(chunks[0]).toBe(`${HEADER}\r\n`);
    expect((await auditsOf("pages-"))[0]?.after).toEqual({
      rows: 5,
      filter: { q: "pages-", status: "all" },
    });

    // A download cut short after its first page is audited too, with the rows read so far.
    for await (const chunk of exportOf("pages-")) if (String(chunk).includes("@")) break;
    await expect.poll(async () => (await auditsOf("pages-")).length).toBe(2);
    const cut = (await auditsOf("pages-")).map((entry) => entry.after as { rows: number });
    expect(cut).toContainEqual(expect.objectContaining({ interrupted: true }));
    expect(cut.find((after) => "interrupted" in after)?.rows).toBeLessThan(5);
  });
});
