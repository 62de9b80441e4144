import type { FastifyBaseLogger } from "fastify";
import * as oidc from "openid-client";
import type { Provider, ProviderErrorCode, SignInIntent } from "../../../contract/providers";
import { safeNextPath } from "../../../domain/safe-next";
import type { Db } from "../../db/client";
import type { ProviderClients } from "./clients";
import { createFlow, PROVIDER_FLOWS, ROUND_TRIP_MS } from "./flows";

/** What one trip keeps between the start and the callback (auth_flows.data). */
export interface RoundTripData {
  provider: Provider;
  intent: SignInIntent;
  state: string;
  nonce: string;
  codeVerifier: string;
  next: string;
  /** The session a "reauth" trip vouches for. */
  sessionId?: string;
  /** When the trip started (ms since the epoch): a "reauth" answer must come from a sign-in after it. */
  startedAt?: number;
}

/** Clock difference allowed between us and the provider when comparing auth_time with the trip's start. */
const AUTH_TIME_SKEW_MS = 60 * 1000;

/** What the provider vouched for, read from the verified ID token. */
export interface ProviderClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** A round trip that ends without a verified identity; `code` is the page's `error` parameter. */
export class ProviderFailure extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Stores state, nonce and PKCE verifier, and builds the provider's authorization URL (code flow, PKCE S256). */
export async function startRoundTrip(
  db: Db,
  clients: ProviderClients,
  options: {
    provider: Provider;
    intent: SignInIntent;
    next: string | undefined;
    userId: string | null;
    sessionId?: string | undefined;
  },
): Promise<{ flowToken: string; authorizationUrl: URL }> {
  const { provider } = options;
  const configuration = await clients.configuration(provider).catch((error: unknown) => {
    throw new ProviderFailure(
      "provider_unavailable",
      `discovery of ${provider} failed: ${String(error)}`,
    );
  });
  const data: RoundTripData = {
    provider,
    intent: options.intent,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    next: safeNextPath(options.next, options.intent === "reauth" ? "/app/settings" : "/app"),
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
    startedAt: Date.now(),
  };
  const flowToken = await createFlow(db, {
    kind: PROVIDER_FLOWS.roundTrip,
    userId: options.userId,
    data,
    lifetimeMs: ROUND_TRIP_MS,
  });
  const parameters: Record<string, string> = {
    redirect_uri: clients.redirectUri(provider),
    scope: clients.scope(provider),
    response_type: "code",
    state: data.state,
    nonce: data.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(data.codeVerifier),
    code_challenge_method: "S256",
  };
  if (clients.usesFormPost(provider)) parameters.response_mode = "form_post";
  if (options.intent === "reauth") {
    // A re-authentication must be one: without these the provider answers from its own session, unasked.
    parameters.prompt = "login";
    parameters.max_age = "0";
  }
  return { flowToken, authorizationUrl: oidc.buildAuthorizationUrl(configuration, parameters) };
}

/**
 * A "reauth" answer whose auth_time is before the trip started is the provider's old sign-in, not a
 * new proof (a provider may ignore prompt=login). Without auth_time there is nothing to compare.
 */
function assertFreshAuthentication(
  trip: RoundTripData,
  claims: oidc.IDToken,
  log: FastifyBaseLogger,
): void {
  if (
    trip.intent !== "reauth" ||
    trip.startedAt === undefined ||
    typeof claims.auth_time !== "number"
  )
    return;
  if (claims.auth_time * 1000 < trip.startedAt - AUTH_TIME_SKEW_MS) {
    log.warn(
      { provider: trip.provider, authTime: claims.auth_time, startedAt: trip.startedAt },
      "provider re-authentication refused: the sign-in at the provider is older than the trip",
    );
    throw new ProviderFailure("provider_failed", "auth_time before the trip started");
  }
}

/** Apple says email_verified as the string "true"; others as a boolean. */
const isTrue = (value: unknown) => value === true || value === "true";
const text = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 80) : "");

/** Apple sends the name once, at the first authorization, in a `user` form field beside the code. */
function appleNames(params: URLSearchParams): { firstName: string; lastName: string } {
  try {
    const user = JSON.parse(params.get("user") ?? "{}") as {
      name?: { firstName?: unknown; lastName?: unknown };
    };
    return { firstName: text(user.name?.firstName), lastName: text(user.name?.lastName) };
  } catch {
    return { firstName: "", lastName: "" };
  }
}

/**
 * Checks the provider's answer and trades the code for tokens: openid-client verifies the state, the
 * PKCE verifier (at the token endpoint), and the ID token's signature (from the issuer's JWKS),
 * issuer, audience, expiry and nonce. Anything else is a ProviderFailure, logged, never a 500.
 */
export async function finishRoundTrip(
  clients: ProviderClients,
  trip: RoundTripData,
  params: URLSearchParams,
  log: FastifyBaseLogger,
): Promise<ProviderClaims> {
  const { provider } = trip;
  const error = params.get("error");
  if (error) {
    log.info({ provider, error }, "provider sign-in ended at the provider");
    throw new ProviderFailure(
      error === "access_denied" ? "provider_denied" : "provider_failed",
      `provider answered ${error}`,
    );
  }
  const configuration = await clients.configuration(provider).catch((cause: unknown) => {
    throw new ProviderFailure(
      "provider_unavailable",
      `discovery of ${provider} failed: ${String(cause)}`,
    );
  });
  const currentUrl = new URL(clients.redirectUri(provider));
  for (const [name, value] of params)
    if (name !== "user") currentUrl.searchParams.append(name, value);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: trip.state,
      expectedNonce: trip.nonce,
      pkceCodeVerifier: trip.codeVerifier,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (cause) {
    log.warn({ provider, err: cause }, "provider sign-in refused: the answer did not verify");
    throw new ProviderFailure("provider_failed", `verification failed: ${String(cause)}`);
  }
  if (!claims) throw new ProviderFailure("provider_failed", "no ID token");
  assertFreshAuthentication(trip, claims, log);
  const names =
    provider === "apple"
      ? appleNames(params)
      : { firstName: text(claims.given_name), lastName: text(claims.family_name) };
  return {
    subject: claims.sub,
    email: typeof claims.email === "string" && claims.email.includes("@") ? claims.email : null,
    emailVerified: isTrue(claims.email_verified),
    ...names,
  };
}
