import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRolesApi, type Role, type RolesResponse } from "../../contract/admin-roles";
import { adminUsersApi } from "../../contract/admin-users";
import type { EndpointSpec } from "../../contract/endpoint";
import { auditLog, rolePermissions, userRoles } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let root: TestStaff;
let catalogue: RolesResponse;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  catalogue = (await send(adminRolesApi.list)).json<RolesResponse>();
});
afterAll(() => ctx.close());

const PAIRS = 16;
const send = (endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie: root.cookie });
const permissionIds = (...names: string[]) =>
  names.map((n) => catalogue.permissions.find((p) => p.name === n)!.id);
const viewer = () => permissionIds("users.view", "analytics.view");
const support = () => permissionIds("support.view", "support.respond");
const bodyOf = (
  role: Role,
  changes: { description?: string; permissionIds?: string[]; isActive?: boolean },
) => ({
  name: role.name,
  description: role.description,
  level: role.level,
  permissionIds: role.permissions.map((p) => p.id),
  ...changes,
});

async function makeRoles(label: string): Promise<Role[]> {
  const made: Role[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const response = await send(adminRolesApi.create, {
      body: {
        name: `${label} ${i}`,
        description: "",
        level: 10,
        permissionIds: permissionIds("users.view"),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    made.push(response.json<{ role: Role }>().role);
  }
  return made;
}

async function makeStaffDomainUsers(label: string): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < PAIRS; i++) {
    made.push(
      await createTestUser(ctx, {
        email: `${label}-${i}-${Date.now()}@${ctx.config.staffEmailDomain}`,
        emailVerified: true,
      }),
    );
  }
  return made;
}

const heldPermissions = async (roleId: string) =>
  (
    await ctx.db
      .select({ id: rolePermissions.permissionId })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId))
  )
    .map((r) => r.id)
    .sort();

// In the order they were written: created_at is now(), when each transaction began, and a request that
// waited for the other's lock may have begun first.
const auditOf = (targetId: string, action: string) =>
  ctx.db
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

describe("two roles created with one name at the same moment", () => {
  it("lets one through; the other is the same 409 under the name as a late look-up, never a 500", async () => {
    const names = Array.from({ length: PAIRS }, (_, i) => `Twin role ${i}`);
    const create = (name: string) =>
      send(adminRolesApi.create, {
        body: { name, description: "", level: 10, permissionIds: permissionIds("users.view") },
      });
    const { first, second } = await racePairs(names, create, create);
    for (const [i, name] of names.entries()) {
      const pair = [first[i]!, second[i]!];
      expect(
        pair.map((r) => r.statusCode).sort(),
        `${name}: ${pair.map((r) => r.body).join(" / ")}`,
      ).toEqual([201, 409]);
      expect(pair.find((r) => r.statusCode === 409)!.json().error.fields).toEqual({
        name: "A role with this name already exists",
      });
    }
  });
});

describe("one role edited twice at the same moment", () => {
  it("saves both one after the other: the role holds exactly the later save's permissions, and its audit 'before' is the earlier's 'after'", async () => {
    const made = await makeRoles("Twice edited");
    const { first, second } = await racePairs(
      made,
      (role) =>
        send(adminRolesApi.update, {
          params: { roleId: role.id },
          body: bodyOf(role, { description: "viewer", permissionIds: viewer() }),
        }),
      (role) =>
        send(adminRolesApi.update, {
          params: { roleId: role.id },
          body: bodyOf(role, { description: "support", permissionIds: support() }),
        }),
    );
    expectStatusesIn(first, [200]);
    expectStatusesIn(second, [200]);
    for (const role of made) {
      const [earlier, later, ...more] = await auditOf(role.id, "roles.update");
      expect(more).toEqual([]);
      expect(later!.before).toEqual(earlier!.after);
      const isSupportLast = (later!.after as { description: string }).description === "support";
      expect(await heldPermissions(role.id)).toEqual((isSupportLast ? support() : viewer()).sort());
    }
  });

  it("lets an edit and a grant of a permission the edit also sets both land, one after the other, never a 500", async () => {
    const made = await makeRoles("Edit and grant");
    const [supportView] = permissionIds("support.view");
    const { first: edits, second: grants } = await racePairs(
      made,
      (role) =>
        send(adminRolesApi.update, {
          params: { roleId: role.id },
          body: bodyOf(role, { permissionIds: support() }),
        }),
      (role) =>
        send(adminRolesApi.grantPermission, {
          params: { roleId: role.id },
          body: { permissionId: supportView },
        }),
    );
    expectStatusesIn(edits, [200]);
    expectStatusesIn(grants, [200]);
    // In either order the role ends with the edit's set: a grant after it adds what is already there.
    for (const role of made) expect(await heldPermissions(role.id)).toEqual(support().sort());
  });
});

describe("a role assigned at the moment it is deactivated", () => {
  it("is assigned before the deactivation (201, audited first) or refused as gone (404), never given out inactive", async () => {
    const made = await makeRoles("Switched off");
    const people = await makeStaffDomainUsers("switched");
    const { first: assigns, second: deactivations } = await racePairs(
      made.map((role, i) => ({ role, person: people[i]! })),
      ({ role, person }) =>
        send(adminRolesApi.assign, { params: { roleId: role.id }, body: { email: person.email } }),
      ({ role }) =>
        send(adminRolesApi.update, {
          params: { roleId: role.id },
          body: bodyOf(role, { isActive: false }),
        }),
    );
    expectStatusesIn(assigns, [201, 404]);
    expectStatusesIn(deactivations, [200]);
    for (const [i, role] of made.entries()) {
      if (assigns[i]!.statusCode !== 201) continue;
      const [assigned] = await auditOf(people[i]!.id, "roles.assign");
      const [deactivated] = await auditOf(role.id, "roles.deactivate");
      expect(assigned!.id).toBeLessThan(deactivated!.id);
    }
  });
});

describe("a role given to an account deleted at the same moment", () => {
  it("either assigns the role before the deletion (201) or says no account uses the address (400 on e-mail)", async () => {
    const [role] = await makeRoles("Given away");
    const people = await makeStaffDomainUsers("leaving");
    const { first: assigns, second: deletes } = await racePairs(
      people,
      (person) =>
        send(adminRolesApi.assign, { params: { roleId: role!.id }, body: { email: person.email } }),
      (person) => send(adminUsersApi.remove, { params: { id: person.id } }),
    );
    expectStatusesIn(assigns, [201, 400]);
    expectStatusesIn(deletes, [200]);
    for (const refused of assigns.filter((r) => r.statusCode === 400)) {
      expect(refused.json().error.fields).toEqual({ email: "No account uses this e-mail address" });
    }
    expect(
      await ctx.db
        .select()
        .from(userRoles)
        .where(
          inArray(
            userRoles.userId,
            people.map((p) => p.id),
          ),
        ),
    ).toEqual([]);
  });
});
