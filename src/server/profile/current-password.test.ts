import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../config";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { authApi } from "../../contract/auth-api";
import { urlOf } from "../../contract/endpoint";
import { profileApi } from "../../contract/profile";

/** Small allowances for the current-password checks of change password and delete account. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      ...defaultRateLimits(1000),
      passwordCheckPerUser: { max: 5, windowSeconds: 900 },
      passwordCheckPerIp: { max: 8, windowSeconds: 900 },
    },
  });
});
afterAll(() => ctx.close());

let nextIp = 1;
/** A fresh address per call unless told, so only the per-user limit is in play. */
const freshIp = () => `10.88.0.${nextIp++}`;

const changePassword = (user: TestUser, currentPassword: string, ip = freshIp()) =>
  ctx.request({
    method: profileApi.changePassword.method,
    url: urlOf(profileApi.changePassword),
    cookie: user.cookie,
    remoteAddress: ip,
    payload: {
      currentPassword,
      newPassword: "Lantern8Quietly",
      confirmPassword: "Lantern8Quietly",
    },
  });

const deleteAccount = (user: TestUser, password: string, ip = freshIp()) =>
  ctx.request({
    method: profileApi.remove.method,
    url: urlOf(profileApi.remove),
    cookie: user.cookie,
    remoteAddress: ip,
    payload: { password, confirmation: "DELETE" },
  });

describe("current-password checks", () => {
  it("answers 429 with Retry-After after too many wrong current passwords, then even to the right one", async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 5; i++)
      expect((await changePassword(user, `Wrong${i}guess`)).statusCode).toBe(400);
    const limited = await changePassword(user, "Wrong9guess");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(
      /Too many attempts. Please try again in \d+ minutes/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    expect((await changePassword(user, user.password)).statusCode).toBe(429);
  });

  it("counts change password and delete account together for one user", async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 3; i++)
      expect((await changePassword(user, `Wrong${i}guess`)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await deleteAccount(user, `Wrong${i}guess`)).statusCode).toBe(400);
    expect((await deleteAccount(user, user.password)).statusCode).toBe(429);
    expect((await ctx.call(authApi.me, { cookie: user.cookie })).statusCode).toBe(200);
  });

  it("forgives earlier slips once the right password is given", async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 4; i++)
      expect((await changePassword(user, `Wrong${i}guess`)).statusCode).toBe(400);
    expect((await changePassword(user, user.password)).statusCode).toBe(200);
    const changed = { ...user, password: "Lantern8Quietly" };
    for (let i = 0; i < 4; i++)
      expect((await deleteAccount(changed, `Wrong${i}guess`)).statusCode).toBe(400);
    expect((await deleteAccount(changed, changed.password)).statusCode).toBe(200);
  });

  it("limits one IP across accounts", async () => {
    const ip = "10.89.0.1";
    const alice = await createTestUser(ctx);
    const bob = await createTestUser(ctx);
    for (let i = 0; i < 4; i++)
      expect((await changePassword(alice, `Wrong${i}guess`, ip)).statusCode).toBe(400);
    for (let i = 0; i < 4; i++)
      expect((await deleteAccount(bob, `Wrong${i}guess`, ip)).statusCode).toBe(400);
    expect((await changePassword(bob, bob.password, ip)).statusCode).toBe(429);
    expect((await changePassword(bob, bob.password)).statusCode).toBe(200);
  });
});
