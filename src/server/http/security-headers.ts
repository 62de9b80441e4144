import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The Content-Security-Policy of every response: the built SPA (index.html loads only hashed files
 * from /assets, no inline script), the API and the Swagger UI at /api/docs (its scripts are files
 * under /api/docs/static).
 *
 * style-src allows 'unsafe-inline' on purpose. Under style-src 'self' the browser refused two
 * <style> elements (style-src-elem) and nothing else: the one Radix's Dialog injects through
 * react-remove-scroll to lock page scroll, whose rules hold the scrollbar width measured at run time
 * (so no hash can stand for it), and Swagger UI's. A nonce would need the SPA's static index.html
 * rendered per request and the web app handing it to those libraries. React's style={{}} props set
 * CSSOM properties, which CSP does not govern. Inline styles cannot run script; scripts stay 'self'
 * only, which is what stops injected code.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: for the small SVG icons CSS embeds (Swagger UI's, Tailwind's form controls).
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Sent only over TLS: over plain HTTP browsers ignore it, and a proxy that ends TLS says so in X-Forwarded-Proto. */
const HSTS = "max-age=31536000; includeSubDomains";

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "same-origin" },
  // helmet would send it on every response; request.protocol (which honours TRUST_PROXY) decides below.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once: they depend on nothing in the request, and building them
 * on every response (as @fastify/helmet does) was a measurable share of a cheap request's time.
 */
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (err?: unknown) => {
      if (err instanceof Error) throw err;
    },
  );
  return Object.freeze(headers);
}

/**
 * Security headers on every response (API, SPA page, static file, 404). No site may frame the app
 * (clickjacking); Referrer-Policy same-origin keeps a reset link's token from reaching another
 * site in Referer while still sending Origin on our own POSTs, which the CSRF check needs.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  // A callback hook, not an async one: nothing here waits, and a promise per request is measurable.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}
