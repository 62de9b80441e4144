import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { defaultRateLimits } from "../../config";
import { knownDevices } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import { waitForMails } from "../../testing/outbox";
import { createTestContext, sessionCookieOf, type TestContext } from "../../testing/test-app";
import { hashToken } from "./tokens";
import { authApi } from "../../../contract/auth-api";
import { urlOf } from "../../../contract/endpoint";
import { profileApi } from "../../../contract/profile";

/** The production allowances, except per IP: the attacker below speaks from many addresses. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      ...defaultRateLimits(1000),
      signInPerIp: { max: 20, windowSeconds: 900 },
      signInPerAccount: { max: 10, windowSeconds: 900 },
      signInPerDevice: { max: 10, windowSeconds: 900 },
    },
  });
});
afterAll(() => ctx.close());

let nextIp = 1;
/** A fresh address per call, so only the per-account and per-device limits are in play. */
const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "vitalog_device");
  if (!cookie)
    throw new Error(`no device cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const signIn = (email: string, password: string, options: { cookie?: string; ip?: string } = {}) =>
  ctx.request({
    method: authApi.signIn.method,
    url: urlOf(authApi.signIn),
    remoteAddress: options.ip ?? freshIp(),
    cookie: options.cookie,
    payload: { email, password },
  });

/** Signs in from a new browser and returns the device cookie it was given. */
async function ownersBrowser(user: TestUser, cookie?: string): Promise<string> {
  const response = await signIn(user.email, user.password, { cookie });
  expect(response.statusCode).toBe(200);
  return deviceCookieOf(response);
}

async function guessWrong(user: TestUser, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await signIn(user.email, `Wrong${i}guess`)).statusCode);
  return statuses;
}

describe("known devices (soft lockout)", () => {
  it("lets the owner's browser in after an attacker's guesses, while an unknown browser gets 429", async () => {
    const user = await createTestUser(ctx);
    const device = await ownersBrowser(user);

    const statuses = await guessWrong(user, 12);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const owner = await signIn(user.email, user.password, { cookie: device });
    expect(owner.statusCode).toBe(200);
    expect(await ctx.call(authApi.me, { cookie: sessionCookieOf(owner) })).toMatchObject({
      statusCode: 200,
    });

    const stranger = await signIn(user.email, user.password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("gives the cookie as httpOnly, SameSite=Lax, for half a year, and keeps only its hash", async () => {
    const user = await createTestUser(ctx);
    const response = await signIn(user.email, user.password);
    const cookie = response.cookies.find((c) => c.name === "vitalog_device")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBeFalsy();
    expect((cookie.expires!.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(179);
    const rows = await ctx.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(cookie.value.split(".")[0]!));
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie.value);
  });

  it("sets the cookie at sign-up too, so the new account's browser is known at once", async () => {
    const email = `new-${Date.now()}@example.com`;
    const signup = await ctx.call(authApi.signUp, {
      body: {
        firstName: "New",
        lastName: "Owner",
        email,
        birthday: "1990-01-01",
        password: "Kettle7Harbour",
        confirmPassword: "Kettle7Harbour",
        acceptTerms: true,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const device = deviceCookieOf(signup);
    const user = { id: signup.json().profile.id, email, password: "Kettle7Harbour", cookie: "" };
    await guessWrong(user, 11);
    expect((await signIn(email, user.password, { cookie: device })).statusCode).toBe(200);
  });

  it("still counts a known device's wrong passwords, against the account and against the device", async () => {
    const user = await createTestUser(ctx);
    const device = await ownersBrowser(user);
    const fromDevice: number[] = [];
    for (let i = 0; i < 11; i++)
      fromDevice.push((await signIn(user.email, "Wrong1234", { cookie: device })).statusCode);
    expect(fromDevice.slice(0, 10)).toEqual(Array(10).fill(401));
    // A stolen cookie gets ten guesses per window, not an unlimited number.
    expect(fromDevice[10]).toBe(429);
    expect((await signIn(user.email, user.password, { cookie: device })).statusCode).toBe(429);
    // The device's ten wrong guesses also filled the account's allowance for unknown browsers.
    expect((await signIn(user.email, user.password)).statusCode).toBe(429);
  });

  it("does not let account A's device cookie past account B's limit; one cookie holds both", async () => {
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    const aliceDevice = await ownersBrowser(alice);
    await guessWrong(bob, 11);
    expect((await signIn(bob.email, bob.password, { cookie: aliceDevice })).statusCode).toBe(429);

    // The same browser, once it has signed in to both accounts, is known to both.
    const carol = await createTestUser(ctx);
    const dave = await createTestUser(ctx);
    const both = await ownersBrowser(dave, await ownersBrowser(carol));
    await guessWrong(carol, 11);
    await guessWrong(dave, 11);
    expect((await signIn(carol.email, carol.password, { cookie: both })).statusCode).toBe(200);
    expect((await signIn(dave.email, dave.password, { cookie: both })).statusCode).toBe(200);
  });

  it("keeps the per-IP limit for a known device", async () => {
    const user = await createTestUser(ctx);
    const device = await ownersBrowser(user);
    const ip = "10.66.0.1";
    for (let i = 0; i < 20; i++) await signIn(`nobody-${i}@example.com`, "Wrong1234", { ip });
    const limited = await signIn(user.email, user.password, { cookie: device, ip });
    expect(limited.statusCode).toBe(429);
  });

  it("forgets an expired device", async () => {
    const user = await createTestUser(ctx);
    const device = await ownersBrowser(user);
    await ctx.db
      .update(knownDevices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(knownDevices.userId, user.id));
    await guessWrong(user, 11);
    expect((await signIn(user.email, user.password, { cookie: device })).statusCode).toBe(429);
  });

  it("deletes the devices with the account", async () => {
    const user = await createTestUser(ctx);
    await ownersBrowser(user);
    expect(
      await ctx.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    ).not.toHaveLength(0);
    const deleted = await ctx.call(profileApi.remove, {
      cookie: user.cookie,
      body: { password: user.password, confirmation: "DELETE" },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await ctx.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    ).toHaveLength(0);
  });

  it("on a password reset, forgets every other device and keeps (or makes) the resetting browser known", async () => {
    const user = await createTestUser(ctx);
    const oldDevice = await ownersBrowser(user);
    const resettingDevice = await ownersBrowser(user);
    await ctx.call(authApi.forgotPassword, { body: { email: user.email } });
    const [mail] = await waitForMails(ctx, { to: user.email, kind: "password_reset" });
    const reset = await ctx.call(authApi.resetPassword, {
      cookie: resettingDevice,
      body: { token: mail!.token, password: "NewSecret9", confirmPassword: "NewSecret9" },
    });
    expect(reset.statusCode).toBe(200);
    expect(deviceCookieOf(reset)).toBe(resettingDevice);
    expect(
      await ctx.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    ).toHaveLength(1);

    await guessWrong(user, 11);
    expect((await signIn(user.email, "NewSecret9", { cookie: oldDevice })).statusCode).toBe(429);
    expect((await signIn(user.email, "NewSecret9", { cookie: resettingDevice })).statusCode).toBe(
      200,
    );
  });
});
