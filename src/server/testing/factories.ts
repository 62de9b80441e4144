import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { authApi } from "../../contract/auth-api";
import { plans, profiles, users } from "../db/schema";
import { sessionCookieOf, type TestContext } from "./test-app";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface TestUserOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  birthday?: string;
  plan?: "Free" | "Premium" | "Pro";
  status?: "active" | "inactive" | "suspended";
  /** Marks the e-mail verified, as the mailed link would (staff access needs it). */
  emailVerified?: boolean;
}

/** Signs a user up through the API (the real path) and returns their cookie. */
export async function createTestUser(
  ctx: TestContext,
  overrides: TestUserOverrides = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(5).toString("hex")}@example.com`;
  const password = overrides.password ?? "Velvet7Harbour!";
  const response = await ctx.call(authApi.signUp, {
    body: {
      firstName: overrides.firstName ?? "Test",
      lastName: overrides.lastName ?? "User",
      email,
      birthday: overrides.birthday ?? "1990-05-17",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const id = response.json<{ profile: { id: string } }>().profile.id;
  if (overrides.plan && overrides.plan !== "Free") {
    const [plan] = await ctx.db
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.name, overrides.plan));
    await ctx.db.update(profiles).set({ planId: plan!.id }).where(eq(profiles.id, id));
  }
  if (overrides.emailVerified)
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  if (overrides.status)
    await ctx.db.update(profiles).set({ status: overrides.status }).where(eq(profiles.id, id));
  return { id, email, password, cookie: sessionCookieOf(response) };
}
