import type { FastifyRequest } from "fastify";
import type { ClientInfo } from "../auth/service";

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/** The origin the browser used, for links in e-mails when PUBLIC_URL is not set. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? "localhost"}`;
}
