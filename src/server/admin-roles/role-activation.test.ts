import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rbacApi } from "../../contract/admin-me";
import { adminRolesApi, type Role, type RolesResponse } from "../../contract/admin-roles";
import { auditLog } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { assignTestRole, createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

// Deactivating a role switches it off for every holder (their assignments stay, so reactivating
// gives it back); the Super Admin role can never be switched off.
let ctx: TestContext;
let root: TestStaff;
let manager: TestStaff;
let role: Role;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
  manager = await createTestStaff(ctx, { role: "Support Manager" });
  const created = await ctx.call(adminRolesApi.create, {
    cookie: root.cookie,
    body: { name: "Night Desk", description: "", level: 15, permissionIds: [] },
  });
  role = created.json<{ role: Role }>().role;
});
afterAll(() => ctx.close());

const save = (id: string, body: object) =>
  ctx.call(adminRolesApi.update, { params: { roleId: id }, cookie: root.cookie, body });
const rolesSeenBy = async (cookie: string) =>
  (await ctx.call(adminRolesApi.list, { cookie })).json<RolesResponse>().roles;

describe("role is_active", () => {
  it("starts active, and deactivating it ends its holders' access, audited", async () => {
    expect(role.isActive).toBe(true);
    const holder = await createTestStaff(ctx, { role: "Night Desk" });
    expect((await ctx.call(rbacApi.me, { cookie: holder.cookie })).statusCode).toBe(200);
    const off = await save(role.id, {
      name: role.name,
      description: "",
      level: 15,
      permissionIds: [],
      isActive: false,
    });
    expect(off.json<{ role: Role }>().role.isActive).toBe(false);
    expect((await ctx.call(rbacApi.me, { cookie: holder.cookie })).statusCode).toBe(403);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, role.id), eq(auditLog.actorId, root.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(["roles.create", "roles.deactivate"]);
    expect(entries.find((e) => e.action === "roles.deactivate")).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });

    const on = await save(role.id, {
      name: role.name,
      description: "",
      level: 15,
      permissionIds: [],
      isActive: true,
    });
    expect(on.json<{ role: Role }>().role.isActive).toBe(true);
    expect((await ctx.call(rbacApi.me, { cookie: holder.cookie })).statusCode).toBe(200);
  });

  it("lists an inactive role to role editors only, and refuses to assign it", async () => {
    await save(role.id, {
      name: role.name,
      description: "",
      level: 15,
      permissionIds: [],
      isActive: false,
    });
    expect((await rolesSeenBy(root.cookie)).find((r) => r.id === role.id)).toMatchObject({
      isActive: false,
    });
    expect((await rolesSeenBy(root.cookie)).at(-1)!.id).toBe(role.id);
    expect((await rolesSeenBy(manager.cookie)).map((r) => r.id)).not.toContain(role.id);
    const hire = await createTestUser(ctx, { email: `hire-${Date.now()}@vitalog.app` });
    const assign = await ctx.call(adminRolesApi.assign, {
      params: { roleId: role.id },
      cookie: root.cookie,
      body: { email: hire.email },
    });
    expect(assign.statusCode).toBe(404);
  });

  it("keeps the flag when a save leaves it out", async () => {
    const saved = await save(role.id, {
      name: role.name,
      description: "Still off",
      level: 15,
      permissionIds: [],
    });
    expect(saved.json<{ role: Role }>().role).toMatchObject({
      description: "Still off",
      isActive: false,
    });
  });

  it("never deactivates the Super Admin role", async () => {
    const superAdmin = (await rolesSeenBy(root.cookie)).find((r) => r.name === "Super Admin")!;
    const response = await save(superAdmin.id, {
      name: "Super Admin",
      description: superAdmin.description,
      level: 100,
      permissionIds: superAdmin.permissions.map((p) => p.id),
      isActive: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      isActive: "The Super Admin role cannot be deactivated",
    });
    expect((await rolesSeenBy(root.cookie)).find((r) => r.name === "Super Admin")!.isActive).toBe(
      true,
    );
  });
});

describe("reactivating a role", () => {
  // A roles.edit holder below Super Admin, who lacks settings.edit and may only touch roles under 50.
  let editor: TestStaff;
  const idsOf = async (...names: string[]) => {
    const { permissions } = (
      await ctx.call(adminRolesApi.list, { cookie: root.cookie })
    ).json<RolesResponse>();
    return names.map((n) => permissions.find((p) => p.name === n)!.id);
  };
  const create = async (name: string, level: number, permissionIds: string[], isActive: boolean) =>
    (
      await ctx.call(adminRolesApi.create, {
        cookie: root.cookie,
        body: { name, description: "", level, permissionIds, isActive },
      })
    ).json<{ role: Role }>().role;
  const createInactive = (name: string, level: number, permissionIds: string[]) =>
    create(name, level, permissionIds, false);
  const reactivate = (by: TestStaff, r: Role) =>
    ctx.call(adminRolesApi.update, {
      params: { roleId: r.id },
      cookie: by.cookie,
      body: {
        name: r.name,
        description: r.description,
        level: r.level,
        permissionIds: r.permissions.map((p) => p.id),
        isActive: true,
      },
    });
  const isActiveNow = async (r: Role) =>
    (await rolesSeenBy(root.cookie)).find((x) => x.id === r.id)!.isActive;

  beforeAll(async () => {
    await create(
      "Role Editor",
      50,
      await idsOf("roles.view", "roles.edit", "dashboard.view"),
      true,
    );
    editor = await createTestStaff(ctx, { role: "Role Editor" });
  });

  it("refuses a role carrying permissions the editor lacks, though the save adds none, so holding it gains nothing", async () => {
    const dormant = await createInactive(
      "Dormant Settings",
      30,
      await idsOf("dashboard.view", "settings.edit"),
    );
    await assignTestRole(ctx, editor.id, dormant.name);
    const response = await reactivate(editor, dormant);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      "Insufficient permissions to update roles. You can only grant permissions you hold yourself (settings.edit).",
    );
    expect(await isActiveNow(dormant)).toBe(false);
    const me = (await ctx.call(rbacApi.me, { cookie: editor.cookie })).json<{
      permissions: string[];
    }>();
    expect(me.permissions).not.toContain("settings.edit");
    // A Super Admin holds every power, so may switch it back on.
    expect((await reactivate(root, dormant)).statusCode).toBe(200);
  });

  it("refuses a role at or above the editor's level, even with permissions they hold", async () => {
    const peer = await createInactive("Dormant Peer", 50, await idsOf("dashboard.view"));
    expect((await reactivate(editor, peer)).statusCode).toBe(403);
    expect(await isActiveNow(peer)).toBe(false);
  });

  it("allows a role below the editor whose permissions they all hold, audited as roles.activate", async () => {
    const fine = await createInactive("Dormant Viewer", 20, await idsOf("dashboard.view"));
    expect((await reactivate(editor, fine)).statusCode).toBe(200);
    expect(await isActiveNow(fine)).toBe(true);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, fine.id), eq(auditLog.actorId, editor.id)));
    expect(entries.map((e) => e.action)).toEqual(["roles.activate"]);
  });
});
