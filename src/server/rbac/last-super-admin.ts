import { and, eq, gte, inArray, isNotNull, ne } from "drizzle-orm";
import { isStaffEmail, SUPER_ADMIN_LEVEL } from "../../domain/permissions";
import type { Db } from "../db/client";
import { profiles, roles, userRoles, users } from "../db/schema";
import { takeTransactionLock, withUserLock } from "../db/user-lock";
import { forbidden, type AppError } from "../errors";

/*
 * No change may leave the installation without a Super Admin who can act, or nobody could manage
 * roles again (docs/roles.md). Deleting, suspending or re-mailing an account and taking a role away
 * all ask assertSuperAdminRemains, which counts under one transaction-scoped lock that every one of
 * them holds until its write commits: without it two Super Admins acting on each other at once both
 * see the other one left, and both go.
 */

/** What a change does to the accounts it touches; `email` is no loss while the new address is verified staff. */
export type SuperAdminLoss =
  | { kind: "delete" | "suspend"; userIds: readonly string[] }
  | { kind: "email"; userId: string; newEmail: string; isVerified: boolean }
  | { kind: "role"; userId: string; assignmentId: string };

const FIRST = "give the Super Admin role to someone else first";

/** The refusals, one per kind of loss, for the actor and for the account's owner alike. */
export const LAST_SUPER_ADMIN_MESSAGES = {
  delete: `The last Super Admin cannot be deleted: ${FIRST}`,
  suspend: `The last Super Admin cannot be suspended: ${FIRST}`,
  role: `The last Super Admin cannot lose the role: ${FIRST}`,
  leaveStaffDomain: (domain: string) =>
    `The last Super Admin must keep an e-mail address on @${domain}: ${FIRST}`,
  // Staff access needs a verified address; only the owner's change in Settings arrives verified.
  unverifiedEmail:
    "The last Super Admin's e-mail cannot change here: a new address is unverified until its link is opened",
} as const;

/**
 * Runs `fn` in a transaction holding the Super Admins' lock from its first statement, for a change
 * that reads the account before it asks assertSuperAdminRemains: what it read then still holds at
 * the write. Taking the lock first also keeps one order with the row locks the change takes.
 */
export const holdSuperAdmins = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  withUserLock(db, SUPER_ADMINS_LOCK, fn);

const SUPER_ADMINS_LOCK = "super-admins";

/** Users holding a live super-admin-level role, whether or not they can act (see usableSuperAdminIds). */
export async function activeSuperAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.isActive, true),
        eq(roles.isActive, true),
        gte(roles.level, SUPER_ADMIN_LEVEL),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * The Super Admins who can still act: a live super-admin-level role, not suspended, and a verified
 * e-mail on the staff domain (what resolveStaff asks). A suspended or unverified holder is no help
 * when every other Super Admin is gone.
 */
export async function usableSuperAdminIds(db: Db, staffDomain: string): Promise<string[]> {
  const ids = await activeSuperAdminIds(db);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        inArray(users.id, ids),
        ne(profiles.status, "suspended"),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return rows.filter((r) => isStaffEmail(r.email, staffDomain)).map((r) => r.id);
}

/** Whether the holder has a live super-admin-level role besides this assignment (so taking a lower role changes nothing). */
async function keepsSuperAdminWithout(
  db: Db,
  loss: { userId: string; assignmentId: string },
): Promise<boolean> {
  const [other] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, loss.userId),
        eq(userRoles.isActive, true),
        eq(roles.isActive, true),
        gte(roles.level, SUPER_ADMIN_LEVEL),
        ne(userRoles.id, loss.assignmentId),
      ),
    );
  return other !== undefined;
}

/** The accounts that stop being Super Admins who can act, if they are ones now. */
async function losersOf(db: Db, loss: SuperAdminLoss, staffDomain: string): Promise<string[]> {
  switch (loss.kind) {
    case "delete":
    case "suspend":
      return [...loss.userIds];
    case "email":
      return loss.isVerified && isStaffEmail(loss.newEmail, staffDomain) ? [] : [loss.userId];
    case "role":
      return (await keepsSuperAdminWithout(db, loss)) ? [] : [loss.userId];
  }
}

function messageOf(loss: SuperAdminLoss, staffDomain: string): string {
  if (loss.kind !== "email") return LAST_SUPER_ADMIN_MESSAGES[loss.kind];
  return isStaffEmail(loss.newEmail, staffDomain)
    ? LAST_SUPER_ADMIN_MESSAGES.unverifiedEmail
    : LAST_SUPER_ADMIN_MESSAGES.leaveStaffDomain(staffDomain);
}

/**
 * Refuses a change that would leave no Super Admin who can act: some of the accounts it touches are
 * usable and no one outside them is. A batch counts as a whole, or deleting the last two together
 * would pass each one's check. Takes the lock itself, so it counts only what no other such change
 * can alter before this transaction ends; call it in the writing transaction, before the write.
 * `refuse` shapes the answer for the endpoint (a form's field, a conflict); a 403 by default.
 */
export async function assertSuperAdminRemains(
  tx: Db,
  options: {
    loss: SuperAdminLoss;
    staffDomain: string;
    refuse?: (message: string) => AppError;
  },
): Promise<void> {
  const { loss, staffDomain } = options;
  await takeTransactionLock(tx, SUPER_ADMINS_LOCK);
  const losers = await losersOf(tx, loss, staffDomain);
  if (losers.length === 0) return;
  const usable = await usableSuperAdminIds(tx, staffDomain);
  if (usable.length > 0 && usable.every((id) => losers.includes(id)))
    throw (options.refuse ?? forbidden)(messageOf(loss, staffDomain));
}
