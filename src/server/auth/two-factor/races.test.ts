import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { totpFactors } from "../../db/schema";
import { createTestUser, type TestUser } from "../../testing/factories";
import { expectStatusesIn, racePairs } from "../../testing/races";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { SECOND_FACTOR_COOKIE } from "./second-factor-cookie";
import { totpCodeAt } from "./totp";
import { authApi } from "../../../contract/auth-api";

// Run on PostgreSQL too (TEST_DATABASE_URL): there the two requests of a pair truly interleave.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface TwoFactorUser extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

async function userWithTwoFactor(): Promise<TwoFactorUser> {
  const user = await createTestUser(ctx);
  const enrol = await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie });
  const secret = enrol.json<{ secret: string }>().secret.replace(/ /g, "");
  const confirm = await ctx.call(authApi.confirmTwoFactor, {
    cookie: user.cookie,
    body: { code: totpCodeAt(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  // The confirmation spent the current step: forget it, so the race below can use the current code.
  await ctx.db
    .update(totpFactors)
    .set({ lastUsedStep: null })
    .where(eq(totpFactors.userId, user.id));
  return {
    ...user,
    secret,
    recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

async function stepCookie(user: TestUser): Promise<string> {
  const response = await ctx.call(authApi.signIn, {
    body: { email: user.email, password: user.password },
  });
  const cookie = response.cookies.find((c) => c.name === SECOND_FACTOR_COOKIE);
  if (!cookie) throw new Error(`no step cookie: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Two sign-in steps of one user, each sending the same factor at nearly the same moment, as two tabs would. */
async function raceSameFactor(payloadOf: (user: TwoFactorUser) => Record<string, string>) {
  const users = await Promise.all(Array.from({ length: 4 }, userWithTwoFactor));
  const steps = new Map<string, [string, string]>();
  for (const user of users) steps.set(user.id, [await stepCookie(user), await stepCookie(user)]);
  // Computed once per user, so both requests of a pair send the very same code even across a step boundary.
  const payloads = new Map(users.map((user) => [user.id, payloadOf(user)]));
  const send = (user: TwoFactorUser, index: 0 | 1) =>
    ctx.call(authApi.completeSecondFactor, {
      cookie: steps.get(user.id)![index],
      body: payloads.get(user.id),
    });
  return racePairs(
    users,
    (user) => send(user, 0),
    (user) => send(user, 1),
  );
}

describe("a factor used twice at the same moment opens one session", () => {
  it("the same recovery code", async () => {
    const { first, second } = await raceSameFactor((user) => ({
      recoveryCode: user.recoveryCodes[0]!,
    }));
    expectStatusesIn([...first, ...second], [200, 400]);
    first.forEach((a, i) =>
      expect([a.statusCode, second[i]!.statusCode].sort()).toEqual([200, 400]),
    );
  });

  it("the same authenticator code", async () => {
    const { first, second } = await raceSameFactor((user) => ({ code: totpCodeAt(user.secret) }));
    expectStatusesIn([...first, ...second], [200, 400]);
    first.forEach((a, i) =>
      expect([a.statusCode, second[i]!.statusCode].sort()).toEqual([200, 400]),
    );
  });
});
