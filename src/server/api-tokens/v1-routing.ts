import type { IncomingMessage } from "node:http";
import type { FastifyRequest } from "fastify";
import { API_V1_PREFIX } from "../../contract/endpoint";
import { ALL_ENDPOINTS } from "../../contract/endpoints";
import { endpointOfRequest } from "../http/endpoint-route";

export { API_V1_PREFIX };

export type ApiV1Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Every route a token reaches, with its methods: the endpoints declared with `token: true`
 * (src/contract). Trackers and goals the user keeps, and food search to find what to log; never
 * staff, sessions, settings, tokens, exports, imports or support. GET also allows HEAD.
 */
export function apiV1Routes(): [string, readonly ApiV1Method[]][] {
  const routes = new Map<string, ApiV1Method[]>();
  for (const endpoint of ALL_ENDPOINTS.filter((declared) => declared.token)) {
    routes.set(endpoint.path, [...(routes.get(endpoint.path) ?? []), endpoint.method]);
  }
  return [...routes];
}

/** Methods a read-only token may use. */
export const READ_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

/** Whether a matched route is part of /api/v1: its declaration says `token: true`. */
export function isApiV1Route(request: FastifyRequest): boolean {
  return endpointOfRequest(request)?.token === true;
}

/**
 * Requests that arrived as /api/v1/…: marked on the raw request when the URL is rewritten, before
 * routing, so the mark cannot come from anything the sender spells later (a header, a query).
 */
const tokenRequests = new WeakSet<IncomingMessage>();

/**
 * Fastify's rewriteUrl: /api/v1/<rest> is routed as /api/<rest>, the app's own route with its own
 * schemas, and marked as a token request. Any other URL is left as sent and never marked.
 */
export function rewriteApiV1Url(request: IncomingMessage): string {
  const url = request.url ?? "/";
  if (!url.startsWith(API_V1_PREFIX)) return url;
  tokenRequests.add(request);
  return `/api/${url.slice(API_V1_PREFIX.length)}`;
}

export function isTokenRequest(request: FastifyRequest): boolean {
  return tokenRequests.has(request.raw);
}
