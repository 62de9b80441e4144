import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminRolesApi,
  type RoleAssignmentsResponse,
  type RolesResponse,
} from "../../contract/admin-roles";
import { profiles, users } from "../db/schema";
import { activeSuperAdminIds, LAST_SUPER_ADMIN_MESSAGES } from "../rbac/last-super-admin";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

// Two Super Admins, and nobody else, taking the role from each other in the same instant: the
// removal check runs under the same lock as its write, so exactly one wins (PGlite and PostgreSQL).
let ctx: TestContext;
let first: TestStaff;
let second: TestStaff;
/** Each one's Super Admin assignment id, and the id of the Admin role to move them to. */
let assignmentOf: Map<string, string>;
let adminRoleId: string;
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
  const { roles } = (
    await ctx.call(adminRolesApi.list, { cookie: first.cookie })
  ).json<RolesResponse>();
  adminRoleId = roles.find((r) => r.name === "Admin")!.id;
  const superAdminRoleId = roles.find((r) => r.name === "Super Admin")!.id;
  const listed = await ctx.call(adminRolesApi.listAssignments, {
    params: { roleId: superAdminRoleId },
    cookie: first.cookie,
  });
  assignmentOf = new Map(
    listed.json<RoleAssignmentsResponse>().assignments.map((a) => [a.userId, a.id]),
  );
});

async function race(
  call: (actor: TestStaff, target: TestStaff) => ReturnType<TestContext["request"]>,
) {
  const responses = await Promise.all([call(first, second), call(second, first)]);
  const [won, lost] = [...responses].sort((a, b) => a.statusCode - b.statusCode);
  expect(won!.statusCode, responses.map((r) => r.body).join("\n")).toBe(200);
  expect(lost!.statusCode).toBe(403);
  // Refused as the last Super Admin, for having just become a lower rung, or by the guard once
  // the winner's write left them no staff role at all: whichever the winner's write made true.
  expect(lost!.json<{ error: { message: string } }>().error.message).toMatch(
    /^Insufficient permissions to remove roles\. |^Staff access required$/,
  );
  expect(await activeSuperAdminIds(ctx.db)).toHaveLength(1);
}

describe("the last Super Admin role, under concurrent requests", () => {
  it("stays when two Super Admins remove each other's role at once", async () => {
    await race((actor, target) =>
      ctx.call(adminRolesApi.removeAssignment, {
        params: { assignmentId: assignmentOf.get(target.id)! },
        cookie: actor.cookie,
      }),
    );
  });

  it("stays when two Super Admins move each other to a lower role at once", async () => {
    await race((actor, target) =>
      ctx.call(adminRolesApi.changeAssignment, {
        params: { assignmentId: assignmentOf.get(target.id)! },
        cookie: actor.cookie,
        body: { roleId: adminRoleId },
      }),
    );
  });
});

describe("the last Super Admin who can act", () => {
  it("keeps their role while the only other Super Admin is suspended", async () => {
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, second.id));
    const own = await ctx.call(adminRolesApi.removeAssignment, {
      params: { assignmentId: assignmentOf.get(first.id)! },
      cookie: first.cookie,
    });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json<{ error: { message: string } }>().error.message).toContain(
      LAST_SUPER_ADMIN_MESSAGES.role,
    );
  });

  it("may take the role from a suspended Super Admin, since one who can act remains", async () => {
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, second.id));
    const other = await ctx.call(adminRolesApi.removeAssignment, {
      params: { assignmentId: assignmentOf.get(second.id)! },
      cookie: first.cookie,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await activeSuperAdminIds(ctx.db)).toEqual([first.id]);
  });
});
