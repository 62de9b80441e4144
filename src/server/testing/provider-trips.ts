import type { LightMyRequestResponse } from "fastify";
import { authApi } from "../../contract/auth-api";
import type { Provider, SignInIntent } from "../../contract/providers";
import type { ProvidersConfig } from "../providers-config";
import { startTestOidcProvider, type TestOidcNext, type TestOidcProvider } from "./oidc-provider";
import { createTestContext, type TestContext } from "./test-app";

/** A test app whose Google, Microsoft and Apple all point at one local provider. */
export async function createProviderTestContext(): Promise<{
  ctx: TestContext;
  idp: TestOidcProvider;
}> {
  const idp = await startTestOidcProvider();
  const settings = {
    issuer: idp.issuer,
    clientId: idp.clientId,
    secret: { kind: "secret" as const, value: idp.clientSecret },
  };
  const providers: ProvidersConfig = { google: settings, apple: settings, microsoft: settings };
  return { ctx: await createTestContext({ providers }), idp };
}

/** `name=value` pairs of the cookies a response set (cleared ones left out), to send back. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    response.cookies.filter((c) => c.value !== "").map((c) => [c.name, c.value]),
  );
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

export interface TripResult {
  /** The server's answer to the provider's callback. */
  callback: LightMyRequestResponse;
  /** Where it sends the browser. */
  location: string;
  /** Every cookie of the browser after the trip. */
  jar: Record<string, string>;
  /** The provider's answer, to replay or alter it. */
  callbackUrl: string;
}

/**
 * Drives a browser's trip: our start (302 to the provider), the provider's /authorize (302 back, or
 * Apple's auto-posting form), our callback. `alter` changes the provider's answer before it is sent.
 */
export async function providerTrip(
  ctx: TestContext,
  idp: TestOidcProvider,
  options: {
    provider?: Provider;
    intent?: SignInIntent;
    next?: string;
    jar?: Record<string, string>;
    as?: TestOidcNext;
    alter?: (params: URLSearchParams) => void;
  } = {},
): Promise<TripResult> {
  const provider = options.provider ?? "google";
  const jar = { ...options.jar };
  if (options.as) idp.setNext(options.as);
  const start = await ctx.call(authApi.startProvider, {
    params: { provider },
    query: { intent: options.intent ?? "signin", next: options.next },
    cookie: cookieHeader(jar),
  });
  if (start.statusCode !== 302)
    throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  Object.assign(jar, cookiesOf(start));
  const authorize = await fetch(String(start.headers.location), { redirect: "manual" });
  let params: URLSearchParams;
  let path: string;
  if (authorize.status === 200) {
    // form_post: read the hidden fields the page would post.
    const html = await authorize.text();
    params = new URLSearchParams(
      [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
      ]),
    );
    path = new URL(/action="([^"]+)"/.exec(html)![1]!).pathname;
  } else {
    const back = new URL(String(authorize.headers.get("location")));
    params = back.searchParams;
    path = back.pathname;
  }
  options.alter?.(params);
  const callback =
    provider === "apple"
      ? await ctx.request({
          method: "POST",
          url: path,
          cookie: cookieHeader(jar),
          headers: {
            origin: "https://appleid.apple.com",
            "content-type": "application/x-www-form-urlencoded",
          },
          payload: params.toString(),
        })
      : await ctx.request({ method: "GET", url: `${path}?${params}`, cookie: cookieHeader(jar) });
  for (const c of callback.cookies) {
    if (c.value === "") delete jar[c.name];
    else jar[c.name] = c.value;
  }
  return {
    callback,
    location: String(callback.headers.location ?? ""),
    jar,
    callbackUrl: `${path}?${params}`,
  };
}
