import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { TrustProxy } from "../config";

/** Who sent a request, as sessions, rate limits, the audit log and security mails name them. */
export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function because Fastify 5 reads a
 * bare number as "trust nothing" (it cannot check who the nearest peer is); trusting the nearest
 * `hops` addresses is the operator's promise that the server is reached only through that many
 * proxies. Each proxy appends the address it saw, so the client is the first untrusted address
 * counting from the right, never the leftmost one, which the client writes itself.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions["trustProxy"] {
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return setting;
}
