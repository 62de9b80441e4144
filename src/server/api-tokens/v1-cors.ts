import type { FastifyInstance, FastifyReply } from "fastify";
import { isTokenRequest } from "./v1-routing";

const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE";
const ALLOWED_HEADERS = "Authorization, Content-Type";
/** What a script in the page may read besides the CORS-safelisted headers: when to slow down, and why a 401. */
const EXPOSED_HEADERS =
  "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, WWW-Authenticate";
/** Two hours, Chromium's own ceiling (Firefox allows a day): the list changes only with a restart. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** Adds Origin to Vary without dropping what is there (compression adds Accept-Encoding later). */
function varyOnOrigin(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current)
    ? current.join(", ")
    : typeof current === "string"
      ? current
      : "";
  if (!/(^|,)\s*origin\s*(,|$)/i.test(value))
    void reply.header("vary", value ? `${value}, Origin` : "Origin");
}

/**
 * CORS for /api/v1 alone, and only for the sites in CORS_ORIGINS: a browser app there may call the API
 * with a bearer token. Never Access-Control-Allow-Credentials, so the browser refuses a call made with
 * cookies (its preflight, or the page's reading of the answer); and a cookie that reaches /api/v1 is
 * never read there (bearer-auth.ts). Other paths and origins
 * get no CORS header at all, so the app's own routes stay same-origin. Registered before the auth hook,
 * so a preflight is answered before it is judged as a request without a token.
 */
export function registerApiV1Cors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook("onRequest", (request, reply, done) => {
    if (!isTokenRequest(request)) return done();
    // The answer depends on Origin for every /api/v1 response, listed or not, so caches must key on it.
    varyOnOrigin(reply);
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return done();
    void reply.header("access-control-allow-origin", origin);
    const isPreflight =
      request.method === "OPTIONS" &&
      request.headers["access-control-request-method"] !== undefined;
    if (!isPreflight) {
      void reply.header("access-control-expose-headers", EXPOSED_HEADERS);
      return done();
    }
    void reply
      .headers({
        "access-control-allow-methods": ALLOWED_METHODS,
        "access-control-allow-headers": ALLOWED_HEADERS,
        "access-control-max-age": String(PREFLIGHT_MAX_AGE_SECONDS),
      })
      .code(204)
      .send();
  });
}
