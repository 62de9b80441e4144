import type { LightMyRequestResponse } from "fastify";
import { SECOND_FACTOR_COOKIE } from "../auth/two-factor/second-factor-cookie";
import { totpCodeAt, TOTP_PERIOD_SECONDS } from "../auth/two-factor/totp";
import type { TestUser } from "./factories";
import type { TestContext } from "./test-app";
import { authApi } from "../../contract/auth-api";

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * Turns two-factor on as Settings does, confirming with the previous step's code so the current one
 * stays usable for a sign-in right after.
 */
export async function enableTwoFactor(
  ctx: TestContext,
  user: TestUser,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const enrol = await ctx.call(authApi.startTwoFactorEnrolment, { cookie: user.cookie });
  if (enrol.statusCode !== 200) throw new Error(`enrol failed: ${enrol.statusCode} ${enrol.body}`);
  const secret = enrol.json<{ secret: string }>().secret.replace(/ /g, "");
  const confirm = await ctx.call(authApi.confirmTwoFactor, {
    cookie: user.cookie,
    body: { code: totpCodeAt(secret, Date.now() - STEP_MS) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The `name=value` of the sign-in step's cookie a password sign-in set. */
export function stepCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SECOND_FACTOR_COOKIE);
  if (!cookie) throw new Error(`no step cookie in ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The `name=value` of a cookie the response set, or undefined. */
export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}
