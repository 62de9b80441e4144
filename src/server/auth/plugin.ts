import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { unauthorized } from "../errors";
import { checkSameOrigin } from "../http/csrf";
import { authCookiesFor, authCookiesOf, isSecureCookie } from "./sessions/cookie-names";
import { resolveSession, type SessionContext, type StaffFactsSql } from "./sessions/sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request, or null for an anonymous visitor. */
    viewer: SessionContext | null;
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; isPersistent: boolean },
): void {
  reply.setCookie(authCookiesOf(request).session, session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(request),
    // Without "remember me" no expiry is sent, so the browser drops the cookie when it closes.
    ...(session.isPersistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { request } = reply;
  // The same attributes as when set: a browser drops a __Host- cookie only when they match.
  reply.clearCookie(authCookiesOf(request).session, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureCookie(request),
  });
}

/** preValidation hook of every route that needs a signed-in user: it runs before the body is validated, so an anonymous caller learns nothing about the body it sent. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw unauthorized();
}

export function viewerOf(request: FastifyRequest): SessionContext {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/**
 * The door of personal access tokens (api-tokens, which builds on auth's sessions and rate limits):
 * the composition root hands it to the auth plugin rather than auth importing it.
 */
export interface TokenDoor {
  /** Whether the request came as /api/v1/…, where the token alone says who asks. */
  takes(request: FastifyRequest): boolean;
  /** Sets the viewer (and request.apiTokenId) from the bearer token, or throws the refusal. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Who is asking: for /api/v1 the bearer token alone (no cookie is read there, so there is nothing for
 * a cross-site request to ride on); elsewhere the same-origin check of every unsafe request, then the
 * session cookie for API routes. Answers a promise only when it has to ask the database.
 */
function identify(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthPluginOptions,
): Promise<void> | undefined {
  if (options.tokens.takes(request)) return options.tokens.authenticate(request, reply);
  // Every unsafe request, whatever its path: the raw URL is the sender's spelling (/%61pi/… reaches
  // /api/…), so no test on it can tell which requests may skip the check.
  checkSameOrigin(request, options.publicUrl);
  // The session belongs to the route Fastify matched, however the URL was spelt.
  const route = request.routeOptions.url;
  if (!route?.startsWith("/api/")) return undefined;
  const token = request.cookies[authCookiesOf(request).session];
  if (!token) return undefined;
  // Staff routes judge the viewer's roles: read them with the session, one query instead of two.
  return resolveViewer(request, reply, {
    db: options.db,
    token,
    staffFacts: route.startsWith("/api/admin/") ? options.staffFacts : undefined,
  });
}

async function resolveViewer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Db; token: string; staffFacts: StaffFactsSql | undefined },
): Promise<void> {
  const { db, token, staffFacts } = options;
  // A WebSocket upgrade is answered by ws, which sends no cookie we set: renewing there would move
  // the session's expiry past its cookie's, so the next HTTP request renews it instead.
  const isUpgrade = request.headers.upgrade?.toLowerCase() === "websocket";
  request.viewer = await resolveSession(db, token, { canRenew: !isUpgrade, staffFacts });
  if (!request.viewer) {
    clearSessionCookie(reply);
  } else if (request.viewer.renewedToken) {
    setSessionCookie(request, reply, {
      token: request.viewer.renewedToken,
      expiresAt: request.viewer.expiresAt,
      isPersistent: request.viewer.isPersistent,
    });
  }
}

export interface AuthPluginOptions {
  db: Db;
  publicUrl: string | undefined;
  tokens: TokenDoor;
  /** What the staff routes' sessions are read with (the composition root's STAFF_FACTS). */
  staffFacts: StaffFactsSql;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    app.decorate("authCookies", authCookiesFor(options.publicUrl));
    app.decorateRequest("viewer", null);
    // The token door's mark (declared by api-tokens): decorated here, beside the viewer it sets too.
    app.decorateRequest("apiTokenId", null);
    // A callback hook: most requests (static files, pages, anonymous API calls) need no query, and
    // then answer without the promise an async hook costs every request.
    app.addHook("onRequest", (request, reply, done) => {
      let pending: Promise<void> | undefined;
      try {
        pending = identify(request, reply, options);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (pending) pending.then(() => done(), done);
      else done();
    });
  },
  { name: "auth" },
);
