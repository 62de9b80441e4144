import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rbacApi } from "../../contract/admin-me";
import {
  adminRolesApi,
  type Role,
  type RoleAssignment,
  type RolesResponse,
} from "../../contract/admin-roles";
import type { EndpointSpec } from "../../contract/endpoint";
import { auditLog, roles, userRoles } from "../db/schema";
import { LAST_SUPER_ADMIN_MESSAGES } from "../rbac/last-super-admin";
import { createTestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";

let ctx: TestContext;
let root: TestStaff;
let manager: TestStaff;
let admin: TestStaff;
let catalogue: RolesResponse;

const roleId = (name: string) => catalogue.roles.find((r) => r.name === name)!.id;
const permissionIds = (...names: string[]) =>
  names.map((n) => catalogue.permissions.find((p) => p.name === n)!.id);
const call = (cookie: string, endpoint: EndpointSpec, input: TestCallInput = {}) =>
  ctx.call(endpoint, { ...input, cookie });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string; fields?: Record<string, string> } }>().error;
const newStaffEmail = (name: string) =>
  `${name}-${Math.random().toString(36).slice(2, 8)}@vitalog.app`;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  manager = await createTestStaff(ctx, { role: "Support Manager" });
  admin = await createTestStaff(ctx, { role: "Admin" });
  catalogue = (await call(root.cookie, adminRolesApi.list)).json<RolesResponse>();
});
afterAll(() => ctx.close());

describe("reading roles", () => {
  it("lists active roles highest first with permissions and assigned counts, and all 22 permissions", () => {
    expect(catalogue.roles.map((r) => r.level)).toEqual([100, 80, 60, 40, 30, 20]);
    expect(catalogue.permissions).toHaveLength(22);
    const agent = catalogue.roles.find((r) => r.name === "Support Agent")!;
    expect(agent.permissions.map((p) => p.name)).toContain("support.respond");
    expect(catalogue.roles.find((r) => r.name === "Super Admin")!.assignedUserCount).toBe(1);
  });

  it("lists who holds a role, assigned when and by whom", async () => {
    const response = await call(manager.cookie, adminRolesApi.listAssignments, {
      params: { roleId: roleId("Support Manager") },
    });
    const { assignments } = response.json<{ assignments: RoleAssignment[] }>();
    expect(assignments).toEqual([
      expect.objectContaining({ email: manager.email, role: "Support Manager", assignedBy: null }),
    ]);
  });
});

describe("creating and editing roles", () => {
  it("needs roles.edit, with the spec's messages", async () => {
    const body = { name: "Nope", description: "", level: 10, permissionIds: [] };
    expect(errorOf(await call(admin.cookie, adminRolesApi.create, { body })).message).toBe(
      "Insufficient permissions to create roles",
    );
    const put = await call(admin.cookie, adminRolesApi.update, {
      params: { roleId: roleId("Analyst") },
      body,
    });
    expect(put.statusCode).toBe(403);
    expect(errorOf(put).message).toBe("Insufficient permissions to update roles");
    const add = await call(admin.cookie, adminRolesApi.grantPermission, {
      params: { roleId: roleId("Analyst") },
      body: { permissionId: permissionIds("users.view")[0] },
    });
    expect(errorOf(add).message).toBe("Insufficient permissions to assign permissions");
    const remove = await call(admin.cookie, adminRolesApi.revokePermission, {
      params: { roleId: roleId("Analyst"), permissionId: permissionIds("users.view")[0]! },
    });
    expect(errorOf(remove).message).toBe("Insufficient permissions to remove permissions");
  });

  it("creates a role below the actor's level, audited", async () => {
    const body = {
      name: "Billing Clerk",
      description: "Looks at plans",
      level: 25,
      permissionIds: permissionIds("plans.view", "dashboard.view"),
    };
    const response = await call(root.cookie, adminRolesApi.create, { body });
    expect(response.statusCode).toBe(201);
    const role = response.json<{ role: Role }>().role;
    expect(role.permissions.map((p) => p.name).sort()).toEqual(["dashboard.view", "plans.view"]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "roles.create"), eq(auditLog.targetId, role.id)));
    expect(entry).toMatchObject({ actorId: root.id, after: { name: "Billing Clerk", level: 25 } });
    const again = await call(root.cookie, adminRolesApi.create, { body });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toEqual({ name: "A role with this name already exists" });
  });

  it("refuses levels at or above the actor's own, so no one raises their own level", async () => {
    const body = { name: "Peer", description: "", level: 100, permissionIds: [] };
    const response = await call(root.cookie, adminRolesApi.create, { body });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toMatch(/^Insufficient permissions to create roles\. /);
    const ownRole = await call(root.cookie, adminRolesApi.update, {
      params: { roleId: roleId("Super Admin") },
      body: { ...body, name: "Super Admin", level: 99 },
    });
    expect(errorOf(ownRole).message).toMatch(/^Insufficient permissions to update roles\. /);
  });

  it("updates name, description, level and permissions, with before and after in the audit log", async () => {
    const id = roleId("Analyst");
    const body = {
      name: "Data Analyst",
      description: "Reads figures",
      level: 22,
      permissionIds: permissionIds("dashboard.view", "analytics.view"),
    };
    const response = await call(root.cookie, adminRolesApi.update, {
      params: { roleId: id },
      body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ role: Role }>().role).toMatchObject({ name: "Data Analyst", level: 22 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "roles.update"), eq(auditLog.targetId, id)));
    expect(entry!.before).toMatchObject({ name: "Analyst", level: 20 });
    expect(entry!.after).toMatchObject({
      name: "Data Analyst",
      permissions: ["analytics.view", "dashboard.view"],
    });
  });

  it("grants and removes single permissions, only ones the actor holds", async () => {
    const id = roleId("Content Editor");
    const [usersView] = permissionIds("users.view");
    const added = await call(root.cookie, adminRolesApi.grantPermission, {
      params: { roleId: id },
      body: { permissionId: usersView },
    });
    expect(added.json<{ role: Role }>().role.permissions.map((p) => p.name)).toContain(
      "users.view",
    );
    const removed = await call(root.cookie, adminRolesApi.revokePermission, {
      params: { roleId: id, permissionId: usersView! },
    });
    expect(removed.json<{ role: Role }>().role.permissions.map((p) => p.name)).not.toContain(
      "users.view",
    );
    // A role editor below Super Admin who lacks users.delete cannot hand it out.
    const editorRole = await call(root.cookie, adminRolesApi.create, {
      body: {
        name: "Role Editor",
        description: "",
        level: 90,
        permissionIds: permissionIds("roles.view", "roles.edit"),
      },
    });
    const editor = await createTestStaff(ctx, {
      role: editorRole.json<{ role: Role }>().role.name,
    });
    const sneaky = await call(editor.cookie, adminRolesApi.grantPermission, {
      params: { roleId: id },
      body: { permissionId: permissionIds("users.delete")[0] },
    });
    expect(sneaky.statusCode).toBe(403);
    expect(errorOf(sneaky).message).toMatch(
      /^Insufficient permissions to assign permissions\. You can only grant permissions you hold/,
    );
  });

  it("answers 400 with the field for a bad level or name", async () => {
    for (const [level, name] of [
      [101, "A"],
      [1.5, "A"],
      [-1, "A"],
      [10, " "],
    ] as const) {
      const response = await call(root.cookie, adminRolesApi.create, {
        body: { name, description: "", level, permissionIds: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {})).toEqual([
        name === " " ? "name" : "level",
      ]);
    }
  });
});

describe("assigning and removing roles", () => {
  it("lets a Support Manager assign a Support Agent by e-mail, audited", async () => {
    const hire = await createTestUser(ctx, { email: newStaffEmail("hire"), emailVerified: true });
    const response = await call(manager.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Support Agent") },
      body: { email: hire.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ assignment: RoleAssignment }>().assignment).toMatchObject({
      email: hire.email,
      assignedBy: manager.email,
    });
    const me = await call(hire.cookie, rbacApi.me);
    expect(me.json<{ role: { name: string } }>().role.name).toBe("Support Agent");
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "roles.assign"), eq(auditLog.targetId, hire.id)));
    expect(entry).toMatchObject({
      actorId: manager.id,
      after: { role: "Support Agent", email: hire.email },
    });
    const twice = await call(manager.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Support Agent") },
      body: { email: hire.email },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses a Support Manager assigning Admin, or their own level", async () => {
    const hire = await createTestUser(ctx, { email: newStaffEmail("climber") });
    for (const name of ["Admin", "Support Manager"]) {
      const response = await call(manager.cookie, adminRolesApi.assign, {
        params: { roleId: roleId(name) },
        body: { email: hire.email },
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toMatch(/^Insufficient permissions to assign roles\. /);
    }
    const self = await call(manager.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Admin") },
      body: { email: manager.email },
    });
    expect(self.statusCode).toBe(403);
  });

  it("refuses a lower role holding permissions the actor lacks, to themselves or anyone, and on a move", async () => {
    // Content Editor (30) holds content.view and settings.edit, which a Support Manager (60) lacks.
    const self = await call(manager.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Content Editor") },
      body: { email: manager.email },
    });
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).message).toBe(
      "Insufficient permissions to assign roles. You can only assign roles whose permissions you hold yourself (content.view, settings.edit).",
    );
    expect(
      (await call(manager.cookie, rbacApi.me)).json<{ permissions: string[] }>().permissions,
    ).not.toContain("settings.edit");
    const hire = await createTestUser(ctx, { email: newStaffEmail("friend") });
    const other = await call(manager.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Content Editor") },
      body: { email: hire.email },
    });
    expect(other.statusCode).toBe(403);
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const [assignment] = await ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, agent.id));
    const move = await call(manager.cookie, adminRolesApi.changeAssignment, {
      params: { assignmentId: assignment!.id },
      body: { roleId: roleId("Content Editor") },
    });
    expect(move.statusCode).toBe(403);
    expect(errorOf(move).message).toMatch(
      /^Insufficient permissions to assign roles\. You can only assign roles whose permissions/,
    );
    const [kept] = await ctx.db.select().from(userRoles).where(eq(userRoles.id, assignment!.id));
    expect(kept!.isActive).toBe(true);
  });

  it("only gives roles to staff-domain accounts that exist", async () => {
    const outsider = await createTestUser(ctx);
    const off = await call(root.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Support Agent") },
      body: { email: outsider.email },
    });
    expect(off.statusCode).toBe(400);
    expect(errorOf(off).fields).toEqual({
      email: "Staff roles can only be given to e-mail addresses on @vitalog.app",
    });
    const ghost = await call(root.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Support Agent") },
      body: { email: "ghost@vitalog.app" },
    });
    expect(errorOf(ghost).fields).toEqual({ email: "No account uses this e-mail address" });
  });

  it("removes by deactivating, only below the actor, with the spec's message", async () => {
    const [adminAssignment] = await ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, admin.id));
    const refused = await call(manager.cookie, adminRolesApi.removeAssignment, {
      params: { assignmentId: adminAssignment!.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/^Insufficient permissions to remove roles\. /);
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const [agentAssignment] = await ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, agent.id));
    expect(
      (
        await call(manager.cookie, adminRolesApi.removeAssignment, {
          params: { assignmentId: agentAssignment!.id },
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.id, agentAssignment!.id));
    expect(row!.isActive).toBe(false);
    expect((await call(agent.cookie, rbacApi.me)).statusCode).toBe(403);
  });

  it("moves a user to another role with the edit action", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const [assignment] = await ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, agent.id));
    const response = await call(root.cookie, adminRolesApi.changeAssignment, {
      params: { assignmentId: assignment!.id },
      body: { roleId: roleId("Support Manager") },
    });
    expect(response.json<{ assignment: RoleAssignment }>().assignment).toMatchObject({
      role: "Support Manager",
      assignedBy: root.email,
    });
    expect((await call(agent.cookie, rbacApi.me)).json<{ level: number }>().level).toBe(60);
  });

  it("keeps the last Super Admin, and lets a second one be removed", async () => {
    const [own] = await ctx.db.select().from(userRoles).where(eq(userRoles.userId, root.id));
    const last = await call(root.cookie, adminRolesApi.removeAssignment, {
      params: { assignmentId: own!.id },
    });
    expect(last.statusCode).toBe(403);
    expect(errorOf(last).message).toBe(
      `Insufficient permissions to remove roles. ${LAST_SUPER_ADMIN_MESSAGES.role}.`,
    );
    const peer = await createTestUser(ctx, { email: newStaffEmail("peer") });
    const given = await call(root.cookie, adminRolesApi.assign, {
      params: { roleId: roleId("Super Admin") },
      body: { email: peer.email },
    });
    expect(given.statusCode).toBe(201);
    const removed = await call(root.cookie, adminRolesApi.removeAssignment, {
      params: { assignmentId: given.json<{ assignment: RoleAssignment }>().assignment.id },
    });
    expect(removed.statusCode).toBe(200);
    const [superAdmin] = await ctx.db.select().from(roles).where(eq(roles.name, "Super Admin"));
    expect(superAdmin!.isActive).toBe(true);
  });
});
