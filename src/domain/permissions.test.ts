import { describe, expect, it } from "vitest";
import {
  checkAssignRole,
  checkManageAccount,
  mayAssignRole,
  mayEditRole,
  mayRemoveRole,
  checkGrantPermissions,
  checkEditRole,
  checkRemoveRole,
  hasAllPermissions,
  hasAnyPermission,
  hasMinimumLevel,
  hasPermission,
  hasResourceAction,
  isAdmin,
  isSuperAdmin,
  isValidRoleLevel,
  levelBand,
  resolveStaff,
  splitPermissionName,
  type HeldRole,
} from "./permissions";

const role = (over: Partial<HeldRole>): HeldRole => ({
  id: over.name ?? "r",
  name: "Role",
  description: "",
  level: 40,
  roleIsActive: true,
  assignmentIsActive: true,
  permissions: [],
  ...over,
});

const staffOf = (roles: HeldRole[], email = "ann@vitalog.app", emailVerified = true) =>
  resolveStaff({ userId: "u1", email, emailVerified, staffDomain: "vitalog.app", roles });

describe("resolveStaff", () => {
  it("needs the staff domain even with a live role", () => {
    expect(staffOf([role({ level: 100 })], "ann@gmail.com")).toBeNull();
    expect(staffOf([role({ level: 100 })], "ann@vitalog.app.evil.com")).toBeNull();
    expect(staffOf([role({ level: 100 })], "ANN@Vitalog.App")).not.toBeNull();
  });

  it("needs a verified e-mail even on the staff domain with a live role", () => {
    expect(staffOf([role({ level: 100 })], "ann@vitalog.app", false)).toBeNull();
  });

  it("needs an active assignment of an active role", () => {
    expect(staffOf([])).toBeNull();
    expect(staffOf([role({ roleIsActive: false })])).toBeNull();
    expect(staffOf([role({ assignmentIsActive: false })])).toBeNull();
  });

  it("takes the highest live level as the role and the union of live permissions", () => {
    const staff = staffOf([
      role({ name: "Agent", level: 40, permissions: ["support.view", "chat.view"] }),
      role({ name: "Manager", level: 60, permissions: ["support.view", "roles.view"] }),
      role({ name: "Ghost", level: 99, roleIsActive: false, permissions: ["users.delete"] }),
    ]);
    expect(staff?.role.name).toBe("Manager");
    expect(staff?.level).toBe(60);
    expect(staff?.permissions).toEqual(["chat.view", "roles.view", "support.view"]);
  });
});

describe("permission checks", () => {
  const staff = { permissions: ["users.view", "users.edit"], level: 70 };
  it("has one, any, all, resource+action", () => {
    expect(hasPermission(staff, "users.view")).toBe(true);
    expect(hasPermission(staff, "users.delete")).toBe(false);
    expect(hasPermission(null, "users.view")).toBe(false);
    expect(hasAnyPermission(staff, ["users.delete", "users.edit"])).toBe(true);
    expect(hasAnyPermission(staff, ["users.delete"])).toBe(false);
    expect(hasAllPermissions(staff, ["users.view", "users.edit"])).toBe(true);
    expect(hasAllPermissions(staff, ["users.view", "users.delete"])).toBe(false);
    expect(hasResourceAction(staff, "users", "edit")).toBe(true);
    expect(hasResourceAction(staff, "users", "export")).toBe(false);
  });

  it("minimum level, admin at 70 and super admin at 100", () => {
    expect(hasMinimumLevel(staff, 70)).toBe(true);
    expect(hasMinimumLevel(null, 0)).toBe(false);
    expect(isAdmin({ level: 69 })).toBe(false);
    expect(isAdmin({ level: 70 })).toBe(true);
    expect(isSuperAdmin({ level: 99 })).toBe(false);
    expect(isSuperAdmin({ level: 100 })).toBe(true);
  });

  it("splits names, bounds levels and bands colours at 30, 50, 70, 90", () => {
    expect(splitPermissionName("roles.assign")).toEqual({ resource: "roles", action: "assign" });
    expect(isValidRoleLevel(0)).toBe(true);
    expect(isValidRoleLevel(100)).toBe(true);
    expect(isValidRoleLevel(101)).toBe(false);
    expect(isValidRoleLevel(-1)).toBe(false);
    expect(isValidRoleLevel(50.5)).toBe(false);
    expect([95, 90, 89, 70, 69, 50, 49, 30, 29, 0].map(levelBand)).toEqual([
      "highest",
      "highest",
      "high",
      "high",
      "middle",
      "middle",
      "low",
      "low",
      "lowest",
      "lowest",
    ]);
  });
});

describe("higher levels manage lower ones", () => {
  const manager = { userId: "m", level: 60, permissions: ["roles.assign", "support.view"] };
  const superAdmin = { userId: "s", level: 100, permissions: [] };

  it("assigns only roles strictly below the actor's level", () => {
    expect(
      checkAssignRole({
        actor: manager,
        target: { userId: "x", level: null },
        roleLevel: 40,
        rolePermissions: [],
      }).ok,
    ).toBe(true);
    expect(
      checkAssignRole({
        actor: manager,
        target: { userId: "x", level: null },
        roleLevel: 60,
        rolePermissions: [],
      }).ok,
    ).toBe(false);
    expect(
      checkAssignRole({
        actor: manager,
        target: { userId: "x", level: null },
        roleLevel: 80,
        rolePermissions: [],
      }).ok,
    ).toBe(false);
  });

  it("assigns only roles whose permissions the actor holds, to others and to themselves", () => {
    const contentEditor = { roleLevel: 30, rolePermissions: ["content.view", "settings.edit"] };
    const self = checkAssignRole({
      actor: manager,
      target: { userId: "m", level: 60 },
      ...contentEditor,
    });
    expect(self).toEqual({
      ok: false,
      reason:
        "You can only assign roles whose permissions you hold yourself (content.view, settings.edit).",
    });
    expect(
      checkAssignRole({ actor: manager, target: { userId: "x", level: null }, ...contentEditor })
        .ok,
    ).toBe(false);
    expect(
      checkAssignRole({
        actor: manager,
        target: { userId: "x", level: null },
        roleLevel: 40,
        rolePermissions: ["support.view"],
      }).ok,
    ).toBe(true);
    expect(
      checkAssignRole({ actor: superAdmin, target: { userId: "x", level: null }, ...contentEditor })
        .ok,
    ).toBe(true);
  });

  it("never raises the actor's own level", () => {
    expect(
      checkAssignRole({
        actor: manager,
        target: { userId: "m", level: 60 },
        roleLevel: 80,
        rolePermissions: [],
      }).ok,
    ).toBe(false);
    expect(checkEditRole({ actor: manager, currentLevel: 40, newLevel: 60 }).ok).toBe(false);
    expect(checkEditRole({ actor: manager, currentLevel: 60, newLevel: 50 }).ok).toBe(false);
    expect(checkEditRole({ actor: manager, currentLevel: 40, newLevel: 59 }).ok).toBe(true);
    expect(checkEditRole({ actor: superAdmin, currentLevel: 100, newLevel: 99 }).ok).toBe(false);
  });

  it("does not touch the roles of staff at or above the actor", () => {
    expect(
      checkAssignRole({
        actor: manager,
        target: { userId: "a", level: 80 },
        roleLevel: 20,
        rolePermissions: [],
      }).ok,
    ).toBe(false);
    expect(
      checkRemoveRole({
        actor: manager,
        target: { userId: "a", level: 60 },
        roleLevel: 40,
      }).ok,
    ).toBe(false);
    expect(
      checkRemoveRole({
        actor: manager,
        target: { userId: "a", level: 40 },
        roleLevel: 40,
      }).ok,
    ).toBe(true);
  });

  // Whether the last Super Admin stays is counted on the server (rbac/last-super-admin.ts).
  it("lets super admins handle the top level among peers", () => {
    const target = { userId: "t", level: 100 };
    expect(
      checkAssignRole({
        actor: superAdmin,
        target: { userId: "t", level: null },
        roleLevel: 100,
        rolePermissions: [],
      }).ok,
    ).toBe(true);
    expect(
      checkRemoveRole({
        actor: superAdmin,
        target,
        roleLevel: 100,
      }).ok,
    ).toBe(true);
  });
});

describe("granting permissions", () => {
  it("allows only permissions the actor holds", () => {
    const editor = { level: 50, permissions: ["users.view", "roles.edit"] };
    expect(checkGrantPermissions({ actor: editor, added: ["users.view"] }).ok).toBe(true);
    expect(
      checkGrantPermissions({
        actor: editor,
        added: ["users.view", "users.delete", "settings.edit"],
      }),
    ).toEqual({
      ok: false,
      reason: "You can only grant permissions you hold yourself (settings.edit, users.delete).",
    });
  });

  it("lets a super admin grant any permission, as they hold every power by definition", () => {
    expect(
      checkGrantPermissions({ actor: { level: 100, permissions: [] }, added: ["users.delete"] }).ok,
    ).toBe(true);
  });
});

describe("managing accounts", () => {
  const admin = { userId: "a", level: 80 };
  const check = (
    target: { userId: string; level: number | null },
    change: Parameters<typeof checkManageAccount>[0]["change"],
    actor = admin,
  ) => checkManageAccount({ actor, target, change });

  it("changes or deletes only accounts strictly below the actor, super admins excepted", () => {
    expect(check({ userId: "u", level: null }, "email").ok).toBe(true);
    expect(check({ userId: "u", level: 60 }, "status").ok).toBe(true);
    expect(check({ userId: "p", level: 80 }, "suspend")).toEqual({
      ok: false,
      reason: "You cannot suspend staff at or above your own level",
    });
    expect(check({ userId: "p", level: 80 }, "delete")).toEqual({
      ok: false,
      reason: "You cannot delete staff at or above your own level",
    });
    expect(check({ userId: "s", level: 100 }, "email")).toEqual({
      ok: false,
      reason: "You cannot change staff at or above your own level",
    });
    expect(check({ userId: "s", level: 100 }, "details").ok).toBe(false);
    expect(check({ userId: "s2", level: 100 }, "suspend", { userId: "s", level: 100 }).ok).toBe(
      true,
    );
  });

  it("never changes the actor's own status, e-mail or plan, nor deletes them", () => {
    const self = { userId: "a", level: 80 };
    expect(check(self, "suspend").ok).toBe(false);
    expect(check(self, "delete").ok).toBe(false);
    expect(check(self, "status")).toEqual({
      ok: false,
      reason: "You cannot change your own status here",
    });
    expect(check(self, "email")).toEqual({
      ok: false,
      reason: "You cannot change your own e-mail address here; use Settings",
    });
    expect(check(self, "details").ok).toBe(true);
    expect(check(self, "plan")).toEqual({ ok: false, reason: "You cannot change your own plan" });
  });

  it("sends resets and ends sessions only below the actor, and never for oneself (Settings does that)", () => {
    expect(check({ userId: "u", level: null }, "password_reset").ok).toBe(true);
    expect(check({ userId: "u", level: 60 }, "end_sessions").ok).toBe(true);
    expect(check({ userId: "p", level: 80 }, "password_reset")).toEqual({
      ok: false,
      reason: "You cannot send a password reset to staff at or above your own level",
    });
    expect(check({ userId: "s", level: 100 }, "end_sessions")).toEqual({
      ok: false,
      reason: "You cannot end the sessions of staff at or above your own level",
    });
    expect(
      check({ userId: "s2", level: 100 }, "end_sessions", { userId: "s", level: 100 }).ok,
    ).toBe(true);
    const self = { userId: "a", level: 80 };
    expect(check(self, "password_reset")).toEqual({
      ok: false,
      reason: "You cannot send yourself a reset here; change your password in Settings",
    });
    expect(check(self, "end_sessions")).toEqual({
      ok: false,
      reason: "You cannot end your own sessions here; sign out other devices in Settings",
    });
  });
});

describe("what the role screen offers", () => {
  const manager = { level: 60, permissions: ["roles.assign", "support.view", "dashboard.view"] };
  it("mirrors the server: roles below the viewer, and only with permissions they hold", () => {
    expect(mayAssignRole(manager, { level: 40, permissions: ["support.view"] })).toBe(true);
    expect(mayAssignRole(manager, { level: 30, permissions: ["settings.edit"] })).toBe(false);
    expect(mayAssignRole(manager, { level: 60, permissions: [] })).toBe(false);
    expect(
      mayAssignRole({ level: 100, permissions: [] }, { level: 100, permissions: ["users.delete"] }),
    ).toBe(true);
    expect(mayRemoveRole(manager, { level: 60 })).toBe(false);
    expect(mayRemoveRole({ level: 100 }, { level: 100 })).toBe(true);
    expect(mayEditRole(manager, { level: 59 })).toBe(true);
    expect(mayEditRole({ level: 100 }, { level: 100 })).toBe(false);
    for (const level of [0, 59, 60, 61, 100]) {
      expect(mayEditRole(manager, { level })).toBe(
        checkEditRole({ actor: manager, currentLevel: level, newLevel: level }).ok,
      );
    }
  });
});
