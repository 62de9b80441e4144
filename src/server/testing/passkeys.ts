import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestContext } from "./test-app";
import type { AssertOptions, SoftAuthenticator } from "./passkey-authenticator";

/** The `name=value` pairs of the cookies a response set, ready to send back with others. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== "")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

export const joinCookies = (...cookies: (string | undefined)[]) =>
  cookies.filter(Boolean).join("; ");

interface Options {
  challenge: string;
  user?: { id: string };
}

/** Asks for options at `path` (as the signed-in `cookie`, if any); answers them and the ceremony cookie. */
export async function askOptions(
  ctx: TestContext,
  path: string,
  cookie?: string,
): Promise<{ options: Options; flowCookie: string }> {
  const response = await ctx.request({ method: "POST", url: `/api/auth/passkeys/${path}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return {
    options: response.json<{ options: Options }>().options,
    flowCookie: cookiesOf(response),
  };
}

/** Registers `authenticator` as a passkey of the signed-in `cookie`; answers the raw response. */
export async function registerWith(
  ctx: TestContext,
  cookie: string,
  authenticator: SoftAuthenticator,
  { name, ...assert }: AssertOptions & { name?: string } = {},
): Promise<LightMyRequestResponse> {
  const { options, flowCookie } = await askOptions(ctx, "registration-options", cookie);
  return ctx.request({
    method: "POST",
    url: "/api/auth/passkeys/registration",
    cookie: joinCookies(cookie, flowCookie),
    payload: {
      ...(name === undefined ? {} : { name }),
      response: authenticator.register(options, assert),
    },
  });
}

/** Signs in with `authenticator` from a browser with no session; answers the raw response. */
export async function signInWith(
  ctx: TestContext,
  authenticator: SoftAuthenticator,
  assert: AssertOptions & { rememberMe?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const { options, flowCookie } = await askOptions(ctx, "authentication-options");
  return ctx.request({
    method: "POST",
    url: "/api/auth/passkeys/authentication",
    cookie: flowCookie,
    payload: {
      response: authenticator.assert(options, assert),
      rememberMe: assert.rememberMe ?? false,
    },
  });
}

/** The signed-in `cookie` proves it is its user again with `authenticator`; answers the raw response. */
export async function reauthenticateWith(
  ctx: TestContext,
  cookie: string,
  authenticator: SoftAuthenticator,
): Promise<LightMyRequestResponse> {
  const { options, flowCookie } = await askOptions(ctx, "reauthentication-options", cookie);
  return ctx.request({
    method: "POST",
    url: "/api/auth/passkeys/reauthenticate",
    cookie: joinCookies(cookie, flowCookie),
    payload: { response: authenticator.assert(options) },
  });
}
