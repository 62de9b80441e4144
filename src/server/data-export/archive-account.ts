import { and, asc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  apiTokens,
  auditLog,
  chatAgents,
  departments,
  departmentStaff,
  emailChanges,
  emailVerifications,
  identities,
  knownDevices,
  nutritionGoals,
  passkeys,
  passwordResets,
  plans,
  profiles,
  recoveryCodes,
  roles,
  sessions,
  totpFactors,
  userRoles,
  users,
} from "../db/schema";
import { notFound } from "../errors";

/** Who the user is: the account, the profile with the plan's name, and the goals. */
export async function archiveProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      user: {
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      },
      profile: profiles,
      planName: plans.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(plans, eq(plans.id, profiles.planId))
    .where(eq(users.id, userId));
  if (!row) throw notFound("Profile not found");
  const { id: _id, planId: _planId, ...profile } = row.profile;
  const [goals] = await db.select().from(nutritionGoals).where(eq(nutritionGoals.userId, userId));
  const { userId: _owner, ...goalsOnly } = goals ?? { userId };
  return {
    account: row.user,
    profile: { ...profile, planName: row.planName },
    goals: goals ? goalsOnly : null,
  };
}

/**
 * How the user signs in, without one secret: no password hash, TOTP secret, recovery code or token
 * hashes, passkey public keys or links' tokens. What is left is what the settings screens list.
 */
export async function archiveSignIn(db: Db, userId: string) {
  const [password] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const [totp] = await db
    .select({ confirmedAt: totpFactors.confirmedAt, createdAt: totpFactors.createdAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId));
  const codes = await db
    .select({ createdAt: recoveryCodes.createdAt, usedAt: recoveryCodes.usedAt })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return {
    hasPassword: Boolean(password?.hash),
    twoFactor: {
      enabled: Boolean(totp?.confirmedAt),
      enrolledAt: totp?.confirmedAt ?? null,
      recoveryCodesLeft: codes.filter((c) => !c.usedAt).length,
      recoveryCodesUsed: codes.filter((c) => c.usedAt).map((c) => c.usedAt),
    },
    passkeys: await db
      .select({
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        backedUp: passkeys.backedUp,
        transports: passkeys.transports,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
    identities: await db
      .select({
        provider: identities.provider,
        subject: identities.subject,
        email: identities.email,
        createdAt: identities.createdAt,
        lastUsedAt: identities.lastUsedAt,
      })
      .from(identities)
      .where(eq(identities.userId, userId))
      .orderBy(asc(identities.createdAt)),
    apiTokens: await db
      .select({
        name: apiTokens.name,
        prefix: apiTokens.prefix,
        scope: apiTokens.scope,
        createdAt: apiTokens.createdAt,
        expiresAt: apiTokens.expiresAt,
        lastUsedAt: apiTokens.lastUsedAt,
        revokedAt: apiTokens.revokedAt,
      })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(asc(apiTokens.createdAt)),
    knownDevices: await db
      .select({
        createdAt: knownDevices.createdAt,
        lastUsedAt: knownDevices.lastUsedAt,
        expiresAt: knownDevices.expiresAt,
      })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .orderBy(asc(knownDevices.createdAt)),
  };
}

/** Links mailed to the user (verification, e-mail change, password reset): when, to where, used or not. */
export async function archiveMailedLinks(db: Db, userId: string) {
  return {
    emailVerifications: await db
      .select({
        email: emailVerifications.email,
        createdAt: emailVerifications.createdAt,
        expiresAt: emailVerifications.expiresAt,
        usedAt: emailVerifications.usedAt,
      })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, userId))
      .orderBy(asc(emailVerifications.createdAt)),
    emailChanges: await db
      .select({
        newEmail: emailChanges.newEmail,
        createdAt: emailChanges.createdAt,
        expiresAt: emailChanges.expiresAt,
        usedAt: emailChanges.usedAt,
      })
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .orderBy(asc(emailChanges.createdAt)),
    passwordResets: await db
      .select({
        createdAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
        usedAt: passwordResets.usedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(asc(passwordResets.createdAt)),
  };
}

/** The browsers signed in: device, address, when made and last seen. Never the token's hash. */
export async function archiveSessions(db: Db, userId: string) {
  return db
    .select({
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      isPersistent: sessions.isPersistent,
      aal: sessions.aal,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** For a staff member: the roles and departments they hold and their chat availability. */
export async function archiveStaff(db: Db, userId: string) {
  return {
    roles: await db
      .select({ role: roles.name, assignedAt: userRoles.assignedAt, isActive: userRoles.isActive })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.assignedAt)),
    departments: await db
      .select({ department: departments.name, assignedAt: departmentStaff.assignedAt })
      .from(departmentStaff)
      .innerJoin(departments, eq(departments.id, departmentStaff.departmentId))
      .where(eq(departmentStaff.userId, userId)),
    chatAvailability:
      (
        await db
          .select({ availability: chatAgents.availability, lastSeenAt: chatAgents.lastSeenAt })
          .from(chatAgents)
          .where(eq(chatAgents.userId, userId))
      )[0] ?? null,
  };
}

/**
 * Audit entries about the user (they are the target) or by them. What an entry by a staff member
 * changed may be another person's data (a customer's ticket, a role given to a colleague), so
 * before/after are kept only when the user is the target or the entry names no target.
 */
export async function archiveAudit(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)),
        eq(auditLog.actorId, userId),
      ),
    )
    .orderBy(asc(auditLog.id));
  return rows.map((r) => {
    const isAboutThem = (r.targetType === "user" && r.targetId === userId) || r.targetId === null;
    return {
      action: r.action,
      byThem: r.actorId === userId,
      // Staff go by first name with customers (as on tickets and chats); the user's own name stays whole.
      actorName: r.actorId === userId ? r.actorName : (r.actorName?.split(" ")[0] ?? null),
      targetType: r.targetType,
      targetId: r.targetId,
      before: isAboutThem ? r.before : null,
      after: isAboutThem ? r.after : null,
      ip: r.actorId === userId ? r.ip : null,
      createdAt: r.createdAt,
    };
  });
}
