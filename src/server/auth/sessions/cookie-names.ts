import type { FastifyRequest } from "fastify";

/** The names and Secure flag of the cookies that say who a browser is: its session and its known-device tokens. */
export interface AuthCookies {
  session: string;
  device: string;
  /** Secure whatever the request says: behind a proxy that is not trusted, the request looks like http. */
  isAlwaysSecure: boolean;
}

const PLAIN: AuthCookies = {
  session: "vitalog_session",
  device: "vitalog_device",
  isAlwaysSecure: false,
};

/**
 * On an https site the session cookie is `__Host-` prefixed (ASVS 3.4.4): the browser keeps it only
 * when Secure, set by this host and for path /, so a sibling subdomain or a plain-http answer cannot
 * plant a session of its own (session fixation). The device cookie lives under /api/auth, which
 * `__Host-` forbids, so it gets `__Secure-`. A site on http (localhost) keeps plain names, since
 * browsers refuse Secure cookies there. Cookies of the old names are not read on https: a session
 * from before the change signs in again rather than accept a cookie anyone could have planted.
 */
export function authCookiesFor(publicUrl: string | undefined): AuthCookies {
  if (!publicUrl?.toLowerCase().startsWith("https:")) return PLAIN;
  return {
    session: `__Host-${PLAIN.session}`,
    device: `__Secure-${PLAIN.device}`,
    isAlwaysSecure: true,
  };
}

declare module "fastify" {
  interface FastifyInstance {
    authCookies: AuthCookies;
  }
}

/** The cookies of the app that answers this request (set once by the auth plugin from PUBLIC_URL). */
export const authCookiesOf = (request: FastifyRequest): AuthCookies => request.server.authCookies;

/** Secure when the site is https, or when this request came over TLS. */
export const isSecureCookie = (request: FastifyRequest): boolean =>
  authCookiesOf(request).isAlwaysSecure || request.protocol === "https";
