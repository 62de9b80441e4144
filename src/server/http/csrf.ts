import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Set by the one route that must take a form posted from another site: Apple's sign-in answer
     * (response_mode=form_post). Read from the route Fastify matched, never from the URL's spelling;
     * that route proves itself with its own single-use cookie and state (auth/providers/routes.ts).
     */
    acceptsCrossSiteFormPost?: boolean;
  }
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Unsafe requests, to any path, must come from our own origin. Browsers send Origin on every cross-site POST,
 * so with SameSite=Lax cookies this closes CSRF without a token (OWASP CSRF cheat sheet,
 * "Verifying origin with standard headers").
 */
export function checkSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.routeOptions.config?.acceptsCrossSiteFormPost === true && request.method === "POST")
    return;
  assertSameOrigin(request, publicUrl);
}

/**
 * The same test whatever the method: a WebSocket upgrade is a GET that carries the session cookie, and
 * browsers do not apply the same-origin policy to it, so /api/realtime calls this itself (cross-site
 * WebSocket hijacking). Browsers always send Origin on the upgrade.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  const own = originOf(`${request.protocol}://${request.headers.host ?? ""}`);
  const allowed = [own, originOf(publicUrl)].filter(Boolean);
  if (!claimed || !allowed.includes(claimed)) {
    throw new AppError("csrf", "This request did not come from the app and was refused.", 403);
  }
}
