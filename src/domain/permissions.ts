import { isOnDomain } from "./email";

/** Every permission of the admin spec (section 6), checked by its dotted name. */
export const PERMISSION_NAMES = [
  "dashboard.view",
  "users.view",
  "users.edit",
  "users.delete",
  "users.export",
  "support.view",
  "support.respond",
  "chat.view",
  "chat.respond",
  "chat.accept",
  "chat.end",
  "analytics.view",
  "content.view",
  "plans.view",
  "plans.create",
  "plans.edit",
  "settings.view",
  "settings.edit",
  "security.view",
  "roles.view",
  "roles.assign",
  "roles.edit",
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

export const MIN_ROLE_LEVEL = 0;
export const MAX_ROLE_LEVEL = 100;
/** Admin spec, section 6: admin means level >= 70, super admin means level >= 100. */
export const ADMIN_LEVEL = 70;
export const SUPER_ADMIN_LEVEL = 100;

export interface RoleSummary {
  id: string;
  name: string;
  description: string;
  level: number;
}

/** A role the user holds, as read from user_roles joined with roles and their permissions. */
export interface HeldRole extends RoleSummary {
  roleIsActive: boolean;
  assignmentIsActive: boolean;
  permissions: readonly string[];
}

export interface StaffContext {
  userId: string;
  email: string;
  /** The effective role: the held role with the highest level. */
  role: RoleSummary;
  level: number;
  /** Union of the permissions of every held role, sorted. */
  permissions: string[];
}

export function isStaffEmail(email: string, staffDomain: string): boolean {
  return isOnDomain(email, staffDomain);
}

/**
 * Staff = an e-mail on the staff domain, proved by its owner (the verification link), AND at least
 * one active assignment of an active role. Anyone else gets null: no role and no permission,
 * whatever rows exist for them. Without the proof, whoever signed up first with a new hire's
 * address would become staff the day a Super Admin gives that address a role.
 */
export function resolveStaff(options: {
  userId: string;
  email: string;
  emailVerified: boolean;
  staffDomain: string;
  roles: readonly HeldRole[];
}): StaffContext | null {
  if (!isStaffEmail(options.email, options.staffDomain) || !options.emailVerified) return null;
  const live = options.roles.filter((r) => r.roleIsActive && r.assignmentIsActive);
  if (live.length === 0) return null;
  const top = live.reduce((best, r) => (r.level > best.level ? r : best));
  const permissions = [...new Set(live.flatMap((r) => r.permissions))].sort();
  return {
    userId: options.userId,
    email: options.email,
    role: { id: top.id, name: top.name, description: top.description, level: top.level },
    level: top.level,
    permissions,
  };
}

type Holder = Pick<StaffContext, "permissions"> | null | undefined;
/** Who hands out powers: their level (a super admin holds them all) and the permissions they hold. */
type GrantingActor = { level: number; permissions: readonly string[] };

export function hasPermission(staff: Holder, permission: PermissionName): boolean {
  return Boolean(staff?.permissions.includes(permission));
}

export function hasAnyPermission(staff: Holder, permissions: readonly PermissionName[]): boolean {
  return permissions.some((p) => hasPermission(staff, p));
}

export function hasAllPermissions(staff: Holder, permissions: readonly PermissionName[]): boolean {
  return permissions.every((p) => hasPermission(staff, p));
}

export function hasResourceAction(staff: Holder, resource: string, action: string): boolean {
  return Boolean(staff?.permissions.includes(`${resource}.${action}`));
}

export function hasMinimumLevel(
  staff: Pick<StaffContext, "level"> | null | undefined,
  level: number,
): boolean {
  return staff !== null && staff !== undefined && staff.level >= level;
}

export const isAdmin = (staff: Pick<StaffContext, "level"> | null | undefined) =>
  hasMinimumLevel(staff, ADMIN_LEVEL);
export const isSuperAdmin = (staff: Pick<StaffContext, "level"> | null | undefined) =>
  hasMinimumLevel(staff, SUPER_ADMIN_LEVEL);

/** "resource.action" → its two parts; the seeded catalogue and new permissions are split this way. */
export function splitPermissionName(name: string): { resource: string; action: string } {
  const dot = name.indexOf(".");
  return dot === -1
    ? { resource: name, action: "" }
    : { resource: name.slice(0, dot), action: name.slice(dot + 1) };
}

export function isValidRoleLevel(level: number): boolean {
  return Number.isInteger(level) && level >= MIN_ROLE_LEVEL && level <= MAX_ROLE_LEVEL;
}

/** Level badge colour band of the role screen (bands at 30, 50, 70, 90). */
export type LevelBand = "highest" | "high" | "middle" | "low" | "lowest";
export function levelBand(level: number): LevelBand {
  if (level >= 90) return "highest";
  if (level >= 70) return "high";
  if (level >= 50) return "middle";
  if (level >= 30) return "low";
  return "lowest";
}

// ---- "Higher levels manage lower ones" ----------------------------------------------------------

export type ManageVerdict = { ok: true } | { ok: false; reason: string };
const allow: ManageVerdict = { ok: true };
const deny = (reason: string): ManageVerdict => ({ ok: false, reason });

/**
 * May `actor` assign or remove a role of `roleLevel`? Only roles strictly below the actor's level,
 * so no one can hand themselves (or anyone) more power than they hold. Super admins are the one
 * exception: nobody stands above them, so they may grant and withdraw the top level among peers.
 */
function mayHandleRoleLevel(actorLevel: number, roleLevel: number): boolean {
  return roleLevel < actorLevel || (actorLevel >= SUPER_ADMIN_LEVEL && roleLevel <= actorLevel);
}

/**
 * The role-only half of checkAssignRole, for the role screen to offer only what the server allows:
 * a role below the actor (or any for a super admin) whose permissions the actor holds.
 */
export function mayAssignRole(
  actor: GrantingActor,
  role: { level: number; permissions: readonly string[] },
): boolean {
  return (
    mayHandleRoleLevel(actor.level, role.level) &&
    missingPermissions(actor, role.permissions).length === 0
  );
}

/** The role-only half of checkRemoveRole (the holder's level is the server's, and so is the last Super Admin). */
export function mayRemoveRole(actor: { level: number }, role: { level: number }): boolean {
  return mayHandleRoleLevel(actor.level, role.level);
}

/** checkEditRole for a role as it stands, so the screen and the server cannot drift apart. */
export function mayEditRole(actor: { level: number }, role: { level: number }): boolean {
  return checkEditRole({ actor, currentLevel: role.level, newLevel: role.level }).ok;
}

/** Permissions of a role the actor lacks; none for a super admin, who holds every power by definition. */
function missingPermissions(actor: GrantingActor, rolePermissions: readonly string[]): string[] {
  if (actor.level >= SUPER_ADMIN_LEVEL) return [];
  return [...new Set(rolePermissions.filter((name) => !actor.permissions.includes(name)))].sort();
}

/** Changing someone's roles also needs them to stand below the actor (or be the actor). */
function mayHandleUser(
  actor: { userId: string; level: number },
  target: { userId: string; level: number | null },
) {
  return (
    target.userId === actor.userId ||
    target.level === null ||
    target.level < actor.level ||
    actor.level >= SUPER_ADMIN_LEVEL
  );
}

/**
 * May `actor` give a role of `roleLevel` holding `rolePermissions` to `target`? Besides the level
 * rules, the role may only carry permissions the actor holds: permissions are not ordered by level,
 * so a lower role (Content Editor, 30) can hold powers a higher one (Support Manager, 60) lacks, and
 * assigning it to oneself would be a way to gain them. Super admins hold every power by definition.
 */
export function checkAssignRole(options: {
  actor: GrantingActor & { userId: string };
  target: { userId: string; level: number | null };
  roleLevel: number;
  rolePermissions: readonly string[];
}): ManageVerdict {
  const { actor, target, roleLevel } = options;
  if (!mayHandleRoleLevel(actor.level, roleLevel)) {
    return deny(`You can only assign roles below your own level (${actor.level}).`);
  }
  if (target.userId === actor.userId && roleLevel > actor.level)
    return deny("You cannot raise your own level.");
  if (!mayHandleUser(actor, target))
    return deny("You can only change the roles of staff below your level.");
  const missing = missingPermissions(actor, options.rolePermissions);
  if (missing.length > 0)
    return deny(
      `You can only assign roles whose permissions you hold yourself (${missing.join(", ")}).`,
    );
  return allow;
}

/**
 * May `actor` take a role of `roleLevel` from `target`? Whether it leaves a Super Admin who can act
 * is the server's to count (rbac/last-super-admin.ts), under the lock of every change that could not.
 */
export function checkRemoveRole(options: {
  actor: { userId: string; level: number };
  target: { userId: string; level: number | null };
  roleLevel: number;
}): ManageVerdict {
  const { actor, target, roleLevel } = options;
  if (!mayHandleRoleLevel(actor.level, roleLevel)) {
    return deny(`You can only remove roles below your own level (${actor.level}).`);
  }
  if (!mayHandleUser(actor, target))
    return deny("You can only change the roles of staff below your level.");
  return allow;
}

/** What a User Management save or delete does to an account; each kind has its own self rule. */
export type AccountChange =
  | "details"
  | "plan"
  | "email"
  | "status"
  | "suspend"
  | "delete"
  | "password_reset"
  | "end_sessions";

/** How a refusal names the change: "You cannot {verb} staff at or above your own level". */
const REFUSED_VERB: Partial<Record<AccountChange, string>> = {
  suspend: "suspend",
  delete: "delete",
  password_reset: "send a password reset to",
  end_sessions: "end the sessions of",
};

/**
 * May `actor` make `change` to the account of `target` (whose effective level is null when they
 * are not staff)? Another account only when it stands strictly below the actor, so equals cannot
 * lock each other out and no one edits, moves the e-mail of or reactivates staff above them; super
 * admins are the exception among peers. One's own status and e-mail are never changed here: a
 * slip would lock the actor out, and the e-mail is changed in Settings with its own checks; nor
 * one's own plan, password reset or sessions.
 */
export function checkManageAccount(options: {
  actor: { userId: string; level: number };
  target: { userId: string; level: number | null };
  change: AccountChange;
}): ManageVerdict {
  const { actor, target, change } = options;
  if (target.userId === actor.userId) {
    if (change === "suspend" || change === "delete")
      return deny(`You cannot ${change} your own account`);
    if (change === "status") return deny("You cannot change your own status here");
    if (change === "email")
      return deny("You cannot change your own e-mail address here; use Settings");
    // A plan is what a customer pays for: users.edit must not let staff give themselves Pro.
    if (change === "plan") return deny("You cannot change your own plan");
    // Settings does both for oneself with the proofs they need there (the current password, this device kept).
    if (change === "password_reset")
      return deny("You cannot send yourself a reset here; change your password in Settings");
    if (change === "end_sessions")
      return deny("You cannot end your own sessions here; sign out other devices in Settings");
    return allow;
  }
  const below =
    target.level === null || target.level < actor.level || actor.level >= SUPER_ADMIN_LEVEL;
  if (below) return allow;
  return deny(`You cannot ${REFUSED_VERB[change] ?? "change"} staff at or above your own level`);
}

/**
 * Creating or editing a role: the role (before and after the edit) must stay strictly below the
 * actor's level, so no one edits their own rung or raises a role to or above it.
 */
export function checkEditRole(options: {
  actor: { level: number };
  currentLevel: number | null;
  newLevel: number;
}): ManageVerdict {
  const { actor, currentLevel, newLevel } = options;
  if (currentLevel !== null && currentLevel >= actor.level) {
    return deny(`You can only change roles below your own level (${actor.level}).`);
  }
  if (newLevel >= actor.level)
    return deny(`The level must stay below your own level (${actor.level}).`);
  return allow;
}

/**
 * A role may only be given permissions the actor holds: otherwise a role editor could build a
 * lower role with powers they lack and have it assigned (to themselves or a friend). Reactivating
 * a role hands all its permissions back to its holders, so it passes them all here as `added`.
 */
export function checkGrantPermissions(options: {
  actor: GrantingActor;
  added: readonly string[];
}): ManageVerdict {
  const missing = missingPermissions(options.actor, options.added);
  return missing.length === 0
    ? allow
    : deny(`You can only grant permissions you hold yourself (${missing.join(", ")}).`);
}
