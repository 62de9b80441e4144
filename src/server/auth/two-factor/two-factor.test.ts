import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { TWO_FACTOR_MESSAGES } from "../../../contract/two-factor";
import { defaultRateLimits } from "../../config";
import { auditLog, authFlows, sessions } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import { waitForMails } from "../../testing/outbox";
import { createTestContext, sessionCookieOf, type TestContext } from "../../testing/test-app";
import { enableTwoFactor as enableTwoFactorOf, stepCookieOf } from "../../testing/two-factor";
import { SoftAuthenticator } from "../../testing/passkey-authenticator";
import { reauthenticateWith, registerWith } from "../../testing/passkeys";
import { SECOND_FACTOR_COOKIE } from "./second-factor-cookie";
import { hashToken } from "../sessions/tokens";
import { totpCodeAt, TOTP_PERIOD_SECONDS } from "./totp";
import { authApi } from "../../../contract/auth-api";

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const logLines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  // Six wrong codes per account: the step dies at five first, and the limit is reached in a new step.
  ctx = await createTestContext(
    {
      rateLimits: { ...defaultRateLimits(1000), signInPerAccount: { max: 6, windowSeconds: 900 } },
    },
    { logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } } },
  );
});
afterAll(() => ctx.close());

const logged = (event: string) =>
  logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.event === event);

const enableTwoFactor = (user: TestUser) => enableTwoFactorOf(ctx, user);

async function signInWithPassword(user: TestUser, rememberMe = false): Promise<string> {
  const response = await ctx.call(authApi.signIn, {
    body: { email: user.email, password: user.password, rememberMe },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ secondFactorRequired: true });
  expect(response.cookies.find((c) => c.name === "vitalog_session")).toBeUndefined();
  return stepCookieOf(response);
}

const sendCode = (stepCookie: string, body: Record<string, string>) =>
  ctx.call(authApi.completeSecondFactor, { cookie: stepCookie, body });

describe("turning two-factor on", () => {
  it("enrols with a QR code and the grouped secret, confirms, answers ten codes once, upgrades the session and mails the user", async () => {
    const user = await createTestUser(ctx);
    const before = await ctx.call(authApi.twoFactorStatus, { cookie: user.cookie });
    expect(before.json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      hasPassword: true,
    });

    const enrol = await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie });
    const body = enrol.json<{ secret: string; otpauthUri: string; qrSvg: string }>();
    expect(body.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(body.otpauthUri).toContain(`Vitalog:${encodeURIComponent(user.email)}`);
    expect(body.qrSvg).toMatch(/^<svg/);

    const secret = body.secret.replace(/ /g, "");
    const wrong = await ctx.call(authApi.confirmTwoFactor, {
      cookie: user.cookie,
      body: { code: totpCodeAt(secret, Date.now() - 3 * STEP_MS) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    const badShape = await ctx.call(authApi.confirmTwoFactor, {
      cookie: user.cookie,
      body: { code: "12a456" },
    });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeFormat });

    const confirm = await ctx.call(authApi.confirmTwoFactor, {
      cookie: user.cookie,
      body: { code: totpCodeAt(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const [session] = await ctx.db
      .select({ aal: sessions.aal })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(session?.aal).toBe("aal2");
    const after = await ctx.call(authApi.twoFactorStatus, { cookie: user.cookie });
    expect(after.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "two_factor_enabled" });
    expect(mail?.text).toContain("Two-factor authentication was turned on");
    expect(logged("MFA_CHALLENGE_VERIFIED").some((entry) => entry.userId === user.id)).toBe(true);

    const again = await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie });
    expect(again.statusCode).toBe(409);
  });

  it("cannot confirm without enrolling first, nor anonymously", async () => {
    const user = await createTestUser(ctx);
    const confirm = await ctx.call(authApi.confirmTwoFactor, {
      cookie: user.cookie,
      body: { code: "123456" },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe(TWO_FACTOR_MESSAGES.noSetupInProgress);
    const anonymous = await ctx.call(authApi.startTwoFactorEnrolment);
    expect(anonymous.statusCode).toBe(401);
  });

  it("a new Set up replaces the secret of an unconfirmed one, so a code of the old secret is refused", async () => {
    const user = await createTestUser(ctx);
    const first = await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie });
    const second = await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie });
    const oldSecret = first.json<{ secret: string }>().secret.replace(/ /g, "");
    expect(second.json<{ secret: string }>().secret.replace(/ /g, "")).not.toBe(oldSecret);
    const confirm = await ctx.call(authApi.confirmTwoFactor, {
      cookie: user.cookie,
      body: { code: totpCodeAt(oldSecret) },
    });
    expect(confirm.statusCode).toBe(400);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for a code after the password, then opens an aal2 session (remember me kept), and a replayed code is refused and logged", async () => {
    const user = await createTestUser(ctx);
    const { secret } = await enableTwoFactor(user);
    await ctx.call(authApi.signOut, { cookie: user.cookie });

    const stepCookie = await signInWithPassword(user, true);
    const pending = await ctx.call(authApi.secondFactorStep, { cookie: stepCookie });
    expect(pending.statusCode).toBe(200);
    const code = totpCodeAt(secret);
    const done = await sendCode(stepCookie, { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().profile.id).toBe(user.id);
    const sessionCookie = sessionCookieOf(done);
    expect(done.cookies.find((c) => c.name === "vitalog_session")?.expires).toBeDefined();
    expect(done.cookies.find((c) => c.name === SECOND_FACTOR_COOKIE)?.value).toBe("");
    const me = await ctx.call(authApi.me, { cookie: sessionCookie });
    expect(me.statusCode).toBe(200);
    const rows = await ctx.db
      .select({ aal: sessions.aal })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.aal)).toEqual(["aal2"]);

    // The step is spent, and the same code in a new step is a replay.
    expect((await sendCode(stepCookie, { code })).statusCode).toBe(401);
    const nextStep = await signInWithPassword(user);
    const replay = await sendCode(nextStep, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.replayedCode });
    expect(
      logged("MFA_CHALLENGE_REPLAYED").some(
        (entry) => entry.userId === user.id && entry.level === 40,
      ),
    ).toBe(true);
    // The next step's code still works in the same step.
    expect(
      (await sendCode(nextStep, { code: totpCodeAt(secret, Date.now() + STEP_MS) })).statusCode,
    ).toBe(200);
  });

  it("refuses a wrong code under the input, keeping the step", async () => {
    const user = await createTestUser(ctx);
    const { secret } = await enableTwoFactor(user);
    const stepCookie = await signInWithPassword(user);
    const wrong = await sendCode(stepCookie, {
      code: totpCodeAt(secret, Date.now() + 5 * STEP_MS),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    expect((await sendCode(stepCookie, {})).json().error.fields).toEqual({
      code: TWO_FACTOR_MESSAGES.codeRequired,
    });
    expect((await sendCode(stepCookie, { code: totpCodeAt(secret) })).statusCode).toBe(200);
  });

  it("takes each recovery code once, in any case and spacing", async () => {
    const user = await createTestUser(ctx);
    const { recoveryCodes } = await enableTwoFactor(user);
    const [code] = recoveryCodes;
    const typed = code!.toUpperCase().replace(/-/g, " ");
    expect(
      (await sendCode(await signInWithPassword(user), { recoveryCode: typed })).statusCode,
    ).toBe(200);
    const again = await sendCode(await signInWithPassword(user), { recoveryCode: code! });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({
      recoveryCode: TWO_FACTOR_MESSAGES.wrongRecoveryCode,
    });
    const status = await ctx.call(authApi.twoFactorStatus, { cookie: user.cookie });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it("ends the step after five wrong codes, then limits wrong codes per account with a 429 and Retry-After", async () => {
    const user = await createTestUser(ctx);
    const { secret } = await enableTwoFactor(user);
    const wrongCode = totpCodeAt(secret, Date.now() + 10 * STEP_MS);
    const stepCookie = await signInWithPassword(user);
    for (let i = 0; i < 4; i++)
      expect((await sendCode(stepCookie, { code: wrongCode })).statusCode).toBe(400);
    const fifth = await sendCode(stepCookie, { code: wrongCode });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().error).toMatchObject({
      code: "second_factor_expired",
      message: TWO_FACTOR_MESSAGES.tooManyWrongCodes,
    });
    expect((await sendCode(stepCookie, { code: totpCodeAt(secret) })).statusCode).toBe(401);

    const nextStep = await signInWithPassword(user);
    expect((await sendCode(nextStep, { code: wrongCode })).statusCode).toBe(400);
    const limited = await sendCode(nextStep, { code: totpCodeAt(secret) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses an unknown or expired step cookie, and a step of another user signs in only that user", async () => {
    const user = await createTestUser(ctx);
    const { secret } = await enableTwoFactor(user);
    expect(
      (await sendCode(`${SECOND_FACTOR_COOKIE}=made-up`, { code: totpCodeAt(secret) })).statusCode,
    ).toBe(401);
    expect((await sendCode("", { code: totpCodeAt(secret) })).statusCode).toBe(401);
    expect((await ctx.call(authApi.secondFactorStep)).statusCode).toBe(404);

    const stepCookie = await signInWithPassword(user);
    const token = stepCookie.split("=")[1]!;
    await ctx.db
      .update(authFlows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authFlows.tokenHash, hashToken(token)));
    const expired = await sendCode(stepCookie, { code: totpCodeAt(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe(TWO_FACTOR_MESSAGES.stepExpired);

    // Mallory has her own step and Alice's code: the step is hers, so Alice's code is just wrong.
    const mallory = await createTestUser(ctx);
    const malloryFactor = await enableTwoFactor(mallory);
    const malloryStep = await signInWithPassword(mallory);
    const withAlicesCode = await sendCode(malloryStep, { code: totpCodeAt(secret) });
    if (totpCodeAt(secret) !== totpCodeAt(malloryFactor.secret))
      expect(withAlicesCode.statusCode).toBe(400);
    expect(withAlicesCode.cookies.find((c) => c.name === "vitalog_session")).toBeUndefined();
  });
});

describe("turning two-factor off and new recovery codes", () => {
  it("needs the right password: a wrong one is a 400 on password, none asks for it", async () => {
    const user = await createTestUser(ctx);
    await enableTwoFactor(user);
    // Signed in more than five minutes ago: the sign-in's own proof no longer counts.
    await ctx.db
      .update(sessions)
      .set({ reauthenticatedAt: null })
      .where(eq(sessions.userId, user.id));
    const wrong = await ctx.call(authApi.disableTwoFactor, {
      cookie: user.cookie,
      body: { password: "Not-the-password-1" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(["password"]);
    const none = await ctx.call(authApi.regenerateRecoveryCodes, { cookie: user.cookie, body: {} });
    expect(none.json().error.fields).toEqual({ password: TWO_FACTOR_MESSAGES.proofRequired });
  });

  it("replaces all recovery codes with ten new ones", async () => {
    const user = await createTestUser(ctx);
    const { recoveryCodes } = await enableTwoFactor(user);
    const fresh = await ctx.call(authApi.regenerateRecoveryCodes, {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newCodes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect(
      (await sendCode(await signInWithPassword(user), { recoveryCode: recoveryCodes[0]! }))
        .statusCode,
    ).toBe(400);
    expect(
      (await sendCode(await signInWithPassword(user), { recoveryCode: newCodes[0]! })).statusCode,
    ).toBe(200);
  });

  it("does not take the sign-in for proof: a fresh session without the password is asked for it", async () => {
    const user = await createTestUser(ctx);
    await enableTwoFactor(user);
    // createTestUser's session was just signed in: recent, but a stolen session would be too.
    const off = await ctx.call(authApi.disableTwoFactor, { cookie: user.cookie, body: {} });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.fields).toEqual({ password: TWO_FACTOR_MESSAGES.proofRequired });
    expect((await ctx.call(authApi.twoFactorStatus, { cookie: user.cookie })).json()).toMatchObject(
      { enabled: true },
    );
  });

  it("accepts a passkey given again in the last 5 minutes instead of the password", async () => {
    const user = await createTestUser(ctx);
    await enableTwoFactor(user);
    const authenticator = new SoftAuthenticator();
    expect((await registerWith(ctx, user.cookie, authenticator)).statusCode).toBe(201);
    const reauthenticate = async () => {
      const response = await reauthenticateWith(ctx, user.cookie, authenticator);
      expect(response.statusCode, response.body).toBe(200);
    };
    const sessionOf = eq(sessions.userId, user.id);
    await reauthenticate();
    await ctx.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(sessionOf);
    const stale = await ctx.call(authApi.regenerateRecoveryCodes, {
      cookie: user.cookie,
      body: {},
    });
    expect(stale.statusCode).toBe(400);
    await reauthenticate();
    const fresh = await ctx.call(authApi.regenerateRecoveryCodes, {
      cookie: user.cookie,
      body: {},
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it("turns off with the right password, mails the user, and sign-in then needs no code", async () => {
    const user = await createTestUser(ctx);
    await enableTwoFactor(user);
    const off = await ctx.call(authApi.disableTwoFactor, {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(off.statusCode, off.body).toBe(200);
    // No session of the user stands for two factors any more.
    const levels = await ctx.db
      .select({ aal: sessions.aal })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.map((session) => session.aal)).toEqual(levels.map(() => "aal1"));
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "two_factor_disabled" });
    expect(mail?.text).toContain("turned off");
    const status = await ctx.call(authApi.twoFactorStatus, { cookie: user.cookie });
    expect(status.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().profile.id).toBe(user.id);
    sessionCookieOf(signIn);
    const again = await ctx.call(authApi.disableTwoFactor, {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("the audit log", () => {
  const auditOf = async (userId: string) =>
    (
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, userId))
        .orderBy(asc(auditLog.createdAt))
    ).map((row) => ({
      action: row.action,
      actorId: row.actorId,
      after: row.after,
    }));

  it("keeps MFA_CHALLENGE_VERIFIED for the set-up and each sign-in, a replay, and two-factor on, new codes and off", async () => {
    const user = await createTestUser(ctx);
    const { secret, recoveryCodes } = await enableTwoFactor(user);
    const code = totpCodeAt(secret);
    expect((await sendCode(await signInWithPassword(user), { code })).statusCode).toBe(200);
    expect((await sendCode(await signInWithPassword(user), { code })).statusCode).toBe(400);
    expect(
      (await sendCode(await signInWithPassword(user), { recoveryCode: recoveryCodes[0]! }))
        .statusCode,
    ).toBe(200);
    const codes = await ctx.call(authApi.regenerateRecoveryCodes, {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(codes.statusCode, codes.body).toBe(200);
    const off = await ctx.call(authApi.disableTwoFactor, {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(off.statusCode, off.body).toBe(200);

    const verified = (factor: string, purpose: string) => ({
      action: "auth.mfa_challenge_verified",
      actorId: user.id,
      after: { event: "MFA_CHALLENGE_VERIFIED", factor, purpose },
    });
    expect(await auditOf(user.id)).toEqual([
      verified("totp", "enrolment"),
      { action: "two_factor.enable", actorId: user.id, after: null },
      verified("totp", "sign_in"),
      // Whoever replays a code is not known to be the user.
      { action: "auth.mfa_challenge_replayed", actorId: null, after: null },
      verified("recovery_code", "sign_in"),
      { action: "two_factor.recovery_codes", actorId: user.id, after: null },
      { action: "two_factor.disable", actorId: user.id, after: null },
    ]);
  });
});
