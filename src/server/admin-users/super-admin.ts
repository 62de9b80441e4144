import { and, eq, sql } from "drizzle-orm";
import { normaliseEmail } from "../../domain/email";
import { isStaffEmail } from "../../domain/permissions";
import { writeAudit } from "../audit/service";
import { markEmailVerified } from "../auth/email-verification";
import { hashPassword, verifyPassword } from "../auth/passwords/passwords";
import { checkPasswordNotGuessable } from "../auth/passwords/policy";
import { createAccount } from "../auth/service";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { roles, userRoles, users } from "../db/schema";
import { fieldError } from "../errors";
import { SUPER_ADMIN_ROLE } from "../rbac/catalog";
import { seedRbac } from "../rbac/seed";

export type SuperAdminOutcome = "created" | "promoted" | "unchanged";

/**
 * Creates the account (Free plan, default goals, like sign-up) or finds it, then gives it the
 * Super Admin role. An existing account keeps its password and is promoted only when the given
 * password verifies against it: anyone can sign up first with the address the operator means to
 * use, and promoting that squatter would hand them the whole panel. The e-mail is marked verified,
 * as the operator vouches for it (staff access needs a verified e-mail). Used by `npm run admin:create`
 * and by ADMIN_EMAIL/ADMIN_PASSWORD at start.
 */
export async function ensureSuperAdmin(options: {
  db: Db;
  config: Pick<Config, "staffEmailDomain">;
  email: string;
  password: string | undefined;
  via: "startup" | "cli";
  firstName?: string;
  lastName?: string;
}): Promise<{ userId: string; outcome: SuperAdminOutcome }> {
  const { db, config } = options;
  const email = normaliseEmail(options.email);
  if (!isStaffEmail(email, config.staffEmailDomain)) {
    throw new Error(
      `${email} is not on the staff domain ${config.staffEmailDomain}; staff access needs it`,
    );
  }
  await seedRbac(db);
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, SUPER_ADMIN_ROLE));
  if (!role) throw new Error("The Super Admin role is missing");
  let userId = existing?.id;
  let outcome: SuperAdminOutcome = "promoted";
  if (existing && !(await hasActiveRole(db, existing.id, role.id))) {
    if (!options.password || !(await verifyPassword(existing.passwordHash, options.password))) {
      throw new Error(
        `${email} already has an account; give its current password with --password (or ADMIN_PASSWORD) to promote it to Super Admin`,
      );
    }
  }
  if (!userId) {
    if (!options.password || options.password.length < 8) {
      throw fieldError(
        "password",
        "A password of at least 8 characters is needed to create the administrator",
      );
    }
    const names = { firstName: options.firstName ?? "Admin", lastName: options.lastName ?? "User" };
    // The account that holds every permission gets no weaker a password than a sign-up would.
    checkPasswordNotGuessable({ email, ...names, password: options.password });
    userId = await createAccount(db, {
      email,
      passwordHash: await hashPassword(options.password),
      ...names,
      // profiles.birthday is required; the administrator corrects it in Settings.
      birthday: "1970-01-01",
      timeZone: "UTC",
    });
    outcome = "created";
  }
  // The operator names this address themselves (and, for an existing account, proved its password):
  // they vouch for it, so the first administrator never waits for a mail the install may not send.
  await markEmailVerified(db, userId);
  const inserted = await db
    .insert(userRoles)
    .values({ userId, roleId: role.id, assignedBy: null })
    .onConflictDoNothing({
      target: [userRoles.userId, userRoles.roleId],
      where: sql`${userRoles.isActive}`,
    })
    .returning({ id: userRoles.id });
  if (inserted.length === 0 && outcome === "promoted") outcome = "unchanged";
  if (inserted.length > 0) {
    await writeAudit({
      db,
      actorId: null,
      action: "roles.assign",
      targetType: "user",
      targetId: userId,
      after: { role: SUPER_ADMIN_ROLE, email, via: options.via },
    });
  }
  return { userId, outcome };
}

export async function hasActiveRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId), eq(userRoles.isActive, true)),
    );
  return Boolean(row);
}
