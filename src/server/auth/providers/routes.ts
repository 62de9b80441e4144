import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import type { SignInResult } from "../../../contract/auth";
import { authApi } from "../../../contract/auth-api";
import type { Provider, ProviderErrorCode } from "../../../contract/providers";
import { AppError } from "../../errors";
import { clientInfo } from "../../http/client-info";
import { endpointRouter } from "../../http/endpoint-route";
import type { AppDeps, TypedApp } from "../../http/types";
import type { FeatureRoutes } from "../../http/types";
import { users } from "../../db/schema";
import { getProfile } from "../profile";
import { setSessionCookie, viewerOf } from "../plugin";
import { createProviderClients, type ProviderClients } from "./clients";
import { listSignInMethods } from "./identities";
import { removeViewersSignInMethod } from "../sign-in-method-removal";
import { rememberSignInBrowser } from "../sessions/sign-in-browser";
import { readDeviceTokens, setDeviceCookie } from "../sessions/known-devices";
import {
  completeProviderSignUp,
  finishCallback,
  linkWithPassword,
  readPending,
  type CallbackResult,
} from "./sign-in";
import { ProviderFailure, startRoundTrip } from "./round-trip";
import { PROVIDER_FLOWS, ROUND_TRIP_MS, PENDING_MS, readFlow } from "./flows";
import { hitRateLimit } from "../rate-limit";
import { assertRecentStrongProof } from "../sessions/recent-proof";
import { mailProviderLinked } from "../sign-in-method-mail";
import { setSecondFactorCookie } from "../two-factor/second-factor-cookie";
import type { SignInOutcome } from "../sessions/grant";

// A cookie's scope, the prefix every provider route shares, not an endpoint of its own.
// eslint-disable-next-line no-restricted-syntax
const COOKIE_PATH = "/api/auth/providers";
const TRIP_COOKIE = "vitalog_provider_trip";
const SIGNUP_COOKIE = "vitalog_provider_signup";
const LINK_COOKIE = "vitalog_provider_link";

/**
 * The trip cookie ties the provider's answer to the browser that started it. Google and Microsoft
 * answer with a redirect (a top-level GET), which carries SameSite=Lax cookies. Apple answers with
 * response_mode=form_post: a POST from appleid.apple.com, cross-site, which carries only
 * SameSite=None cookies, and browsers take None only with Secure. So Apple's cookie is None + Secure
 * over https (Apple accepts only https redirect URIs anyway); it is no weaker for it: httpOnly, sent
 * only to /api/auth/providers, single use, and useless without the state the provider echoes.
 */
function setTripCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  isFormPost: boolean,
): void {
  const isHttps = request.protocol === "https";
  reply.setCookie(TRIP_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: isHttps,
    sameSite: isFormPost && isHttps ? "none" : "lax",
    maxAge: ROUND_TRIP_MS / 1000,
  });
}

function setPendingCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
): void {
  reply.setCookie(name, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: request.protocol === "https",
    sameSite: "lax",
    maxAge: PENDING_MS / 1000,
  });
}

/**
 * Whether a navigation came from another site. Browsers send Sec-Fetch-Site on every navigation; a
 * page elsewhere that sends the victim to a link or reauth start says "cross-site". Without the
 * header (an old browser, a test client) the session's own checks still apply.
 */
const isCrossSiteNavigation = (request: FastifyRequest) => {
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin";
};

const failedUrl = (code: ProviderErrorCode, isLink: boolean) =>
  isLink ? `/app/settings?error=${code}#connected-heading` : `/login?error=${code}`;

/** A sign-in's outcome as the API answers it (SignInResult), with the cookie it needs. */
async function answerSignIn(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: SignInOutcome,
  { isNewAccount = false }: { isNewAccount?: boolean } = {},
): Promise<SignInResult> {
  if (outcome.kind === "second_factor") {
    setSecondFactorCookie(request, reply, outcome);
    return { secondFactorRequired: true };
  }
  setSessionCookie(request, reply, outcome);
  await rememberBrowser(deps, request, reply, outcome.userId, isNewAccount);
  return { profile: await getProfile(deps.db, outcome.userId) };
}

/**
 * A provider sign-in that opened a session makes the browser known, as a password sign-in does, and
 * mails the owner when it was not (the code step does both itself when two-factor is on).
 */
async function rememberBrowser(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  isNewAccount = false,
): Promise<void> {
  // An account made this moment has no browser to tell apart from this one.
  const tokens = await rememberSignInBrowser(deps, {
    userId,
    tokens: readDeviceTokens(request),
    client: clientInfo(request),
    isNoticeWanted: !isNewAccount,
  });
  setDeviceCookie(request, reply, tokens);
}

/** Where the browser goes once the provider answered. */
function redirectAfterCallback(
  request: FastifyRequest,
  reply: FastifyReply,
  result: CallbackResult,
): FastifyReply {
  switch (result.kind) {
    case "failed":
      return reply.redirect(failedUrl(result.code, result.isLink), 302);
    case "reauthenticated":
      return reply.redirect(result.next, 302);
    case "linked":
      return reply.redirect(`/app/settings?linked=${result.provider}#connected-heading`, 302);
    case "pending":
      // One pending step per browser: an older one of the other kind would be what the page shows.
      reply.clearCookie(result.flow === "link" ? SIGNUP_COOKIE : LINK_COOKIE, {
        path: COOKIE_PATH,
      });
      setPendingCookie(
        request,
        reply,
        result.flow === "link" ? LINK_COOKIE : SIGNUP_COOKIE,
        result.token,
      );
      return reply.redirect(result.flow === "link" ? "/login/link" : "/signup/complete", 302);
    case "signed_in":
      if (result.outcome.kind === "second_factor") {
        setSecondFactorCookie(request, reply, result.outcome);
        return reply.redirect(
          `/login?step=second-factor&next=${encodeURIComponent(result.next)}`,
          302,
        );
      }
      setSessionCookie(request, reply, result.outcome);
      return reply.redirect(result.next, 302);
  }
}

async function mailLinkedProvider(
  deps: AppDeps,
  userId: string,
  provider: Provider,
): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (user) await mailProviderLinked(deps, { to: user.email, provider });
}

function callbackRoutes(app: TypedApp, deps: AppDeps, clients: ProviderClients): void {
  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: Provider,
    params: URLSearchParams,
  ) => {
    const flowToken = request.cookies[TRIP_COOKIE];
    reply.clearCookie(TRIP_COOKIE, { path: COOKIE_PATH });
    // Read before the callback spends it: a link mails its owner, who may not be the one who linked.
    const trip = await readFlow<{ intent?: string }>(deps.db, PROVIDER_FLOWS.roundTrip, flowToken);
    const result = await finishCallback(
      { db: deps.db, clients, log: request.log },
      { provider, flowToken, params, client: clientInfo(request) },
    );
    if (result.kind === "linked" && trip?.userId)
      await mailLinkedProvider(deps, trip.userId, result.provider);
    if (result.kind === "signed_in" && result.outcome.kind === "session")
      await rememberBrowser(deps, request, reply, result.outcome.userId);
    return redirectAfterCallback(request, reply, result);
  };

  const route = endpointRouter(app, deps.guardOf);
  route(authApi.providerCallback, async (request, reply) => {
    const query = new URLSearchParams(request.raw.url?.split("?")[1] ?? "");
    return handle(request, reply, request.params.provider, query);
  });

  // Apple's answer is a form posted from appleid.apple.com: the one route that takes a cross-site
  // form (see acceptsCrossSiteFormPost in http/csrf.ts). Its CSRF proof is the trip cookie and the
  // state it must match, both checked before anything happens; the form parser lives in this scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    // Registered on the scope, so that the parser above is the one that reads its body.
    const formRoute = endpointRouter(scope.withTypeProvider<ZodTypeProvider>(), deps.guardOf);
    formRoute(
      authApi.appleCallback,
      async (request, reply) => handle(request, reply, "apple", new URLSearchParams(request.body)),
      { config: { acceptsCrossSiteFormPost: true } },
    );
  });
}

/** Sign-in, sign-up and linking with Google, Apple and Microsoft (OpenID Connect), and the list of sign-in methods. */
export const providerRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const clients = createProviderClients(config);
  const route = endpointRouter(app, deps.guardOf);

  route(authApi.listProviders, async () => ({ providers: clients.configured() }));

  route(authApi.startProvider, async (request, reply) => {
    const { provider } = request.params;
    const { intent, next } = request.query;
    const isLink = intent === "link" || intent === "reauth";
    // Each start stores a trip for ten minutes: counted per IP, so nobody can flood auth_flows.
    await hitRateLimit(db, `provider-start:ip:${request.ip}`, config.rateLimits.signInPerIp);
    if (isLink && !request.viewer)
      return reply.redirect(`/login?next=${encodeURIComponent("/app/settings")}`, 302);
    if (isLink && isCrossSiteNavigation(request)) {
      // Another site must not link whatever provider account the browser is signed in to, nor stamp the session re-authenticated.
      request.log.warn(
        { provider, intent, secFetchSite: request.headers["sec-fetch-site"] },
        "provider start refused: navigation from another site",
      );
      return reply.redirect(failedUrl("cross_site", isLink), 302);
    }
    if (!clients.settings(provider))
      return reply.redirect(failedUrl("provider_unavailable", isLink), 302);
    try {
      const viewer = isLink ? viewerOf(request) : null;
      if (viewer && intent === "link") await assertRecentStrongProof(db, viewer);
      const trip = await startRoundTrip(db, clients, {
        provider,
        intent,
        next,
        userId: viewer?.userId ?? null,
        sessionId: viewer?.sessionId,
      });
      setTripCookie(request, reply, trip.flowToken, clients.usesFormPost(provider));
      return reply.redirect(trip.authorizationUrl.href, 302);
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === "reauthentication_required" || error.code === "second_factor_required")
      ) {
        request.log.info({ provider, code: error.code }, "provider link refused: no recent proof");
        return reply.redirect(failedUrl(error.code, true), 302);
      }
      if (!(error instanceof ProviderFailure)) throw error;
      request.log.warn({ provider, reason: error.message }, "provider sign-in could not start");
      return reply.redirect(failedUrl(error.code, isLink), 302);
    }
  });

  callbackRoutes(app, deps, clients);

  route(authApi.pendingProviderSignIn, async (request) =>
    readPending(db, {
      signUp: request.cookies[SIGNUP_COOKIE],
      link: request.cookies[LINK_COOKIE],
    }),
  );

  route(authApi.linkProvider, async (request, reply) => {
    const outcome = await linkWithPassword(deps, {
      token: request.cookies[LINK_COOKIE],
      password: request.body.password,
      client: clientInfo(request),
      log: request.log,
    });
    reply.clearCookie(LINK_COOKIE, { path: COOKIE_PATH });
    return answerSignIn(deps, request, reply, outcome);
  });

  route(authApi.completeProviderSignUp, async (request, reply) => {
    const outcome = await completeProviderSignUp(deps, {
      token: request.cookies[SIGNUP_COOKIE],
      body: request.body,
      client: clientInfo(request),
      log: request.log,
    });
    reply.clearCookie(SIGNUP_COOKIE, { path: COOKIE_PATH });
    return answerSignIn(deps, request, reply, outcome, { isNewAccount: true });
  });

  route(authApi.listIdentities, async (request) =>
    listSignInMethods(db, { userId: viewerOf(request).userId, configured: clients.configured() }),
  );

  route(authApi.removeIdentity, async (request) => {
    const viewer = viewerOf(request);
    const { userId } = viewer;
    await removeViewersSignInMethod(deps, {
      viewer,
      methodId: request.params.id,
      password: request.body?.password,
      client: clientInfo(request),
      log: request.log,
    });
    return listSignInMethods(db, { userId, configured: clients.configured() });
  });
};
