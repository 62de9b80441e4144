import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { roles, userRoles } from "../db/schema";
import { createTestUser, type TestUser, type TestUserOverrides } from "./factories";
import type { TestContext } from "./test-app";

export const SEEDED_ROLE_NAMES = [
  "Super Admin",
  "Admin",
  "Support Manager",
  "Support Agent",
  "Content Editor",
  "Analyst",
] as const;
export type SeededRoleName = (typeof SEEDED_ROLE_NAMES)[number];

export interface TestStaff extends TestUser {
  roleName: string;
}

/**
 * A user on the staff domain, with a verified e-mail, holding `role` (a seeded role's name, or any
 * role created in the test).
 * `email` may be overridden, e.g. to an outside domain to test that the domain rule wins.
 */
export async function createTestStaff(
  ctx: TestContext,
  options: { role: string; assignedBy?: string } & TestUserOverrides,
): Promise<TestStaff> {
  const { role, assignedBy, ...overrides } = options;
  const email =
    overrides.email ?? `staff-${randomBytes(5).toString("hex")}@${ctx.config.staffEmailDomain}`;
  // Staff access needs a verified e-mail; the link round trip is tested in auth/email-verification.test.ts.
  const user = await createTestUser(ctx, {
    firstName: role.split(" ")[0],
    lastName: "Staff",
    emailVerified: true,
    ...overrides,
    email,
  });
  await assignTestRole(ctx, user.id, role, assignedBy);
  return { ...user, roleName: role };
}

/** Gives an existing user a role by name, straight in the database (no level rules: set-up only). */
export async function assignTestRole(
  ctx: TestContext,
  userId: string,
  roleName: string,
  assignedBy?: string,
) {
  const [row] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!row) throw new Error(`no role named ${roleName}`);
  await ctx.db.insert(userRoles).values({ userId, roleId: row.id, assignedBy: assignedBy ?? null });
}

/** A well-formed id no row has: matrix writes aim at it, so an allowed call answers 404 and changes nothing. */
export const MISSING_ID = "00000000-0000-4000-8000-000000000000";
