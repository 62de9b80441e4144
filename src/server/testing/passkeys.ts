import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestContext } from "./test-app";
import type { AssertOptions, SoftAuthenticator } from "./passkey-authenticator";
import { authApi } from "../../contract/auth-api";
import type { EndpointSpec } from "../../contract/endpoint";

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

/** Asks `endpoint` for options (as the signed-in `cookie`, if any); answers them and the ceremony cookie. */
export async function askOptions(
  ctx: TestContext,
  endpoint: EndpointSpec,
  cookie?: string,
): Promise<{ options: Options; flowCookie: string }> {
  const response = await ctx.call(endpoint, { cookie });
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
  const { options, flowCookie } = await askOptions(ctx, authApi.passkeyRegistrationOptions, cookie);
  return ctx.call(authApi.registerPasskey, {
    cookie: joinCookies(cookie, flowCookie),
    body: {
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
  const { options, flowCookie } = await askOptions(ctx, authApi.passkeySignInOptions);
  return ctx.call(authApi.signInWithPasskey, {
    cookie: flowCookie,
    body: {
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
  const { options, flowCookie } = await askOptions(
    ctx,
    authApi.passkeyReauthenticationOptions,
    cookie,
  );
  return ctx.call(authApi.reauthenticateWithPasskey, {
    cookie: joinCookies(cookie, flowCookie),
    body: { response: authenticator.assert(options) },
  });
}
