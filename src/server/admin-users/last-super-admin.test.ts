import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminUsersApi } from "../../contract/admin-users";
import { profileApi } from "../../contract/profile";
import { profiles, users } from "../db/schema";
import { usableSuperAdminIds } from "../rbac/last-super-admin";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

// Two Super Admins, and nobody else, acting on each other in the same instant: the check that one
// stays must see the other's write, so exactly one request wins (on PGlite and on PostgreSQL).
let ctx: TestContext;
let first: TestStaff;
let second: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
// "Nobody else" is the point, so each test starts with no account at all: fresh users, not a fresh
// database (deleting an account takes its roles, sessions and profile with it).
beforeEach(async () => {
  await ctx.db.delete(users);
  first = await createTestStaff(ctx, { role: "Super Admin" });
  second = await createTestStaff(ctx, { role: "Super Admin" });
});

type Call = (actor: TestStaff, target: TestStaff) => ReturnType<TestContext["request"]>;
/**
 * Both at once: one wins, and the loser is refused by the last-Super-Admin rule, or already by the
 * guard (signed out, deleted or off the staff domain) when the winner's write landed first.
 */
async function race(call: Call) {
  const responses = await Promise.all([call(first, second), call(second, first)]);
  const [won, lost] = [...responses].sort((a, b) => a.statusCode - b.statusCode);
  expect(won!.statusCode, responses.map((r) => r.body).join("\n")).toBeLessThan(300);
  expect([401, 403, 409]).toContain(lost!.statusCode);
  if (lost!.statusCode !== 401) {
    expect(lost!.json<{ error: { message: string } }>().error.message).toMatch(
      /^(The last Super Admin|Staff access required)/,
    );
  }
}
const pair = () => [first.id, second.id];
const deleteOwnAccount = (actor: TestStaff) =>
  ctx.call(profileApi.remove, {
    cookie: actor.cookie,
    body: { password: actor.password, confirmation: "DELETE" },
  });

describe("the last Super Admin, under concurrent requests", () => {
  it("survives two Super Admins suspending each other", async () => {
    await race((actor, target) =>
      ctx.call(adminUsersApi.suspend, { params: { id: target.id }, cookie: actor.cookie }),
    );
    const statuses = await ctx.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(inArray(profiles.id, pair()));
    expect(statuses.map((s) => s.status).sort()).toEqual(["active", "suspended"]);
  });

  it("survives two Super Admins deleting each other", async () => {
    await race((actor, target) =>
      ctx.call(adminUsersApi.remove, { params: { id: target.id }, cookie: actor.cookie }),
    );
    expect(
      await ctx.db.select({ id: users.id }).from(users).where(inArray(users.id, pair())),
    ).toHaveLength(1);
  });

  it("survives two Super Admins deleting their own accounts in Settings", async () => {
    await race((actor) => deleteOwnAccount(actor));
    expect(
      await ctx.db.select({ id: users.id }).from(users).where(inArray(users.id, pair())),
    ).toHaveLength(1);
  });

  it("survives a Super Admin deleting their own account while suspending the other", async () => {
    const responses = await Promise.all([
      deleteOwnAccount(first),
      ctx.call(adminUsersApi.suspend, { params: { id: second.id }, cookie: first.cookie }),
    ]);
    expect(
      responses.filter((r) => r.statusCode < 300),
      responses.map((r) => r.body).join("\n"),
    ).toHaveLength(1);
    expect(await usableSuperAdminIds(ctx.db, ctx.config.staffEmailDomain)).toHaveLength(1);
  });

  it("survives two Super Admins moving each other's e-mail off the staff domain", async () => {
    await race((actor, target) =>
      ctx.call(adminUsersApi.update, {
        params: { id: target.id },
        cookie: actor.cookie,
        body: { email: `away-${target.id.slice(0, 8)}@example.com` },
      }),
    );
    const emails = await Promise.all(
      pair().map(
        async (id) =>
          (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!
            .email,
      ),
    );
    expect(emails.filter((e) => e.endsWith(`@${ctx.config.staffEmailDomain}`))).toHaveLength(1);
  });
});
