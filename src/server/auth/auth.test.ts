import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { desc, eq } from "drizzle-orm";
import { nutritionGoals, profiles, sessions, users } from "../db/schema";
import { isUniqueViolation } from "../errors";
import { createTestUser } from "../testing/factories";
import { createTestContext, sessionCookieOf, type TestContext } from "../testing/test-app";
import { defaultRateLimits } from "../config";
import { authApi } from "../../contract/auth-api";
import { urlOf } from "../../contract/endpoint";
import { healthApi } from "../../contract/health";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      ...defaultRateLimits(1000),
      signInPerAccount: { max: 3, windowSeconds: 900 },
      recoveryPerAccount: { max: 3, windowSeconds: 3600 },
    },
  });
});
afterAll(() => ctx.close());

const validSignup = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: `ada-${Math.random().toString(16).slice(2)}@Example.com`,
  birthday: "1990-12-10",
  password: "Analytical1",
  confirmPassword: "Analytical1",
  acceptTerms: true,
  ...overrides,
});

describe("sign-up, me, sign-out", () => {
  it("signs up on the Free plan, reads me, signs out, and me is then 401", async () => {
    const body = validSignup();
    const signup = await ctx.call(authApi.signUp, { body });
    expect(signup.statusCode).toBe(201);
    const profile = signup.json().profile;
    expect(profile).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: "Ada",
      planName: "Free",
      planStatus: "active",
      status: "active",
    });
    const cookie = sessionCookieOf(signup);
    const setCookie = signup.cookies[0]!;
    expect(setCookie.httpOnly).toBe(true);
    expect(setCookie.sameSite).toBe("Lax");
    expect(setCookie.expires).toBeUndefined();

    const goals = await ctx.db
      .select()
      .from(nutritionGoals)
      .where(eq(nutritionGoals.userId, profile.id));
    expect(goals).toHaveLength(1);

    const me = await ctx.call(authApi.me, { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile.id).toBe(profile.id);

    const out = await ctx.call(authApi.signOut, { cookie });
    expect(out.statusCode).toBe(200);
    const after = await ctx.call(authApi.me, { cookie });
    expect(after.statusCode).toBe(401);
    const session = await ctx.call(authApi.session, { cookie });
    expect(session.json()).toEqual({ profile: null });
  });

  it("refuses a taken e-mail whatever its case", async () => {
    const body = validSignup();
    await ctx.call(authApi.signUp, { body });
    const again = await ctx.call(authApi.signUp, {
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.email).toMatch(/already exists/);
  });

  it("answers 409 with the same message to the loser of two sign-ups racing for one e-mail", async () => {
    const body = validSignup();
    const both = await Promise.all([
      ctx.call(authApi.signUp, { body }),
      ctx.call(authApi.signUp, { body: { ...body, email: body.email.toUpperCase() } }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = both.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.fields.email).toBe(
      "An account with this email already exists. Sign in instead, or reset your password.",
    );
  });

  it("recognises the unique index's refusal from either driver, wrapped or not", async () => {
    const user = await createTestUser(ctx);
    const error: unknown = await ctx.db
      .insert(users)
      .values({ email: user.email.toUpperCase(), passwordHash: "x" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  it.each([
    [{ birthday: undefined }, "birthday", "Please enter your date of birth"],
    [{ confirmPassword: "Different1" }, "confirmPassword", "Passwords do not match"],
    [{ birthday: "" }, "birthday", "Please enter your date of birth"],
    [{ birthday: "2020-01-01" }, "birthday", "You must be at least 13 years old to use Vitalog"],
    [{ birthday: "2999-01-01" }, "birthday", "Date of birth cannot be in the future"],
    [{ birthday: "2001-02-30" }, "birthday", "Enter a real date as YYYY-MM-DD"],
    [{ acceptTerms: false }, "acceptTerms", "Please agree to the terms and conditions"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ password: "short", confirmPassword: "short" }, "password", "Password must have"],
    [
      { password: "alllowercase1", confirmPassword: "alllowercase1" },
      "password",
      "Password must have",
    ],
    [{ firstName: "  " }, "firstName", "First name is required"],
    [{ acceptTerms: "yes" }, "acceptTerms", ""],
  ])("answers 400 naming the field for %j", async (change, field, message) => {
    const response = await ctx.call(authApi.signUp, { body: validSignup(change) });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.fields[field]).toContain(message);
  });

  it("answers 400, not 500, to a body that is not an object or not JSON", async () => {
    const notObject = await ctx.call(authApi.signUp, {
      body: "[1,2]",
      headers: { "content-type": "application/json" },
    });
    expect(notObject.statusCode).toBe(400);
    const broken = await ctx.call(authApi.signUp, {
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBeTruthy();
  });
});

const validReset = { token: "t".repeat(43), password: "NewSecret9", confirmPassword: "NewSecret9" };

describe("bad bodies", () => {
  it.each<[keyof typeof authApi, Record<string, unknown>, string, string]>([
    ["signIn", { password: "Passw0rd1" }, "email", "Email is required"],
    ["signIn", { email: "a@example.com" }, "password", "Password is required"],
    ["signIn", { email: "not-an-email", password: "x" }, "email", "Enter a valid email address"],
    ["signIn", { email: "a@example.com", password: "x", rememberMe: "yes" }, "rememberMe", ""],
    ["forgotPassword", {}, "email", "Email is required"],
    ["forgotPassword", { email: "nope" }, "email", "Enter a valid email address"],
    ["resetPassword", { ...validReset, token: undefined }, "token", "This reset link is not valid"],
    ["resetPassword", { ...validReset, password: undefined }, "password", "Password is required"],
    [
      "resetPassword",
      { ...validReset, password: "weakpass", confirmPassword: "weakpass" },
      "password",
      "Password must have",
    ],
    [
      "resetPassword",
      { ...validReset, confirmPassword: "NewSecret8" },
      "confirmPassword",
      "Passwords do not match",
    ],
    [
      "resetPassword",
      { ...validReset, confirmPassword: undefined },
      "confirmPassword",
      "Please confirm your password",
    ],
  ])("authApi.%s answers 400 naming the field for %j", async (name, body, field, message) => {
    const response = await ctx.call(authApi[name], { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toContain(message);
  });
});

describe("public configuration", () => {
  it("offers no single sign-on provider, since none is built", async () => {
    const response = await ctx.call(authApi.config);
    expect(response.json()).toEqual({ productName: "Vitalog", staffEmailDomain: "vitalog.app" });
  });
});

describe("sign-in", () => {
  it("keeps a remembered session for 30 days and a plain one for the browser session", async () => {
    const user = await createTestUser(ctx);
    const plain = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.cookies[0]!.expires).toBeUndefined();
    const remembered = await ctx.call(authApi.signIn, {
      body: { email: user.email.toUpperCase(), password: user.password, rememberMe: true },
    });
    expect(remembered.statusCode).toBe(200);
    const days = (remembered.cookies[0]!.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("gives one generic message for a wrong password and for an unknown account", async () => {
    const user = await createTestUser(ctx);
    const wrong = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: "Wrong1234" },
    });
    const unknown = await ctx.call(authApi.signIn, {
      body: { email: "nobody@example.com", password: "Wrong1234" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe("Invalid email or password");
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
  });

  it("tells a suspended account it is suspended and gives it no session", async () => {
    const user = await createTestUser(ctx, { status: "suspended" });
    const response = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/suspended/);
    expect(response.cookies).toHaveLength(0);
    const me = await ctx.call(authApi.me, { cookie: user.cookie });
    expect(me.statusCode).toBe(401);
  });

  it("answers 429 once an account has had too many attempts", async () => {
    const user = await createTestUser(ctx);
    const attempt = () =>
      ctx.call(authApi.signIn, { body: { email: user.email, password: "Wrong1234" } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(
      /Too many attempts. Please try again in \d+ minutes/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
  });
});

describe("activity and age", () => {
  it("refreshes last_active_at on sign-in", async () => {
    const user = await createTestUser(ctx);
    const longAgo = new Date("2024-01-01T00:00:00Z");
    await ctx.db.update(profiles).set({ lastActiveAt: longAgo }).where(eq(profiles.id, user.id));
    const before = Date.now();
    const signin = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(signin.statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ lastActiveAt: profiles.lastActiveAt })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    expect(row!.lastActiveAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(signin.json().profile.lastActiveAt).toBe(row!.lastActiveAt!.toISOString());
  });

  it("counts age in the user's calendar: 13 today in Tokyo is old enough while UTC is still the day before", async () => {
    // 16:00 UTC on 10 March is already 01:00 on 11 March in Tokyo (UTC+9, no daylight saving).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-10T16:00:00Z") });
    try {
      const body = validSignup({ birthday: "2013-03-11" });
      const inUtc = await ctx.call(authApi.signUp, { body: { ...body, timeZone: "UTC" } });
      expect(inUtc.statusCode).toBe(400);
      expect(inUtc.json().error.fields.birthday).toBe(
        "You must be at least 13 years old to use Vitalog",
      );
      const inTokyo = await ctx.call(authApi.signUp, { body: { ...body, timeZone: "Asia/Tokyo" } });
      expect(inTokyo.statusCode).toBe(201);
      expect(inTokyo.json().profile.timeZone).toBe("Asia/Tokyo");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("session renewal", () => {
  it("extends a remembered session near its expiry and sends the cookie again", async () => {
    const user = await createTestUser(ctx);
    const signin = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password, rememberMe: true },
    });
    const cookie = sessionCookieOf(signin);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(sessions.id, row!.id));

    const me = await ctx.call(authApi.me, { cookie });
    expect(me.statusCode).toBe(200);
    const renewed = me.cookies.find((c) => c.name === "vitalog_session");
    expect((renewed!.expires!.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    const [after] = await ctx.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect((after!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it("refuses an expired session", async () => {
    const user = await createTestUser(ctx);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await ctx.call(authApi.me, { cookie: user.cookie })).statusCode).toBe(401);
  });
});

describe("CSRF", () => {
  it("refuses an unsafe request from another origin or with no origin", async () => {
    const user = await createTestUser(ctx);
    const foreign = await ctx.call(authApi.signOut, {
      cookie: user.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe("csrf");
    const bare = await ctx.app.inject({
      method: authApi.signOut.method,
      url: urlOf(authApi.signOut),
      headers: { cookie: user.cookie },
    });
    expect(bare.statusCode).toBe(403);
    const stillIn = await ctx.call(authApi.me, { cookie: user.cookie });
    expect(stillIn.statusCode).toBe(200);
  });
});

describe("health", () => {
  it("names the database driver", async () => {
    const response = await ctx.call(healthApi.check);
    expect(response.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });
});
