import type { FastifyRequest } from "fastify";

/** A signed-in user, by their session: fixed when the request (or the socket's upgrade) resolved it. */
export interface UserViewer {
  kind: "user";
  userId: string;
  sessionId: string;
}

/** A signed-out holder of what a feature lets in (chat: one chat's credential, or null without one). */
export interface GuestViewer<Guest> {
  kind: "guest";
  guest: Guest;
}

/**
 * Who asks, for the routes and the socket alike, so a rule judges one value wherever it runs. Never
 * both: a signed-in user is judged by their account only, whatever guest cookie the browser still holds.
 */
export type Viewer<Guest> = UserViewer | GuestViewer<Guest>;

/** The request's viewer: its session's user, else the guest that `guestOf` reads from it. */
export function viewerOf<Guest>(
  request: FastifyRequest,
  guestOf: (request: FastifyRequest) => Guest,
): Viewer<Guest> {
  return request.viewer
    ? { kind: "user", userId: request.viewer.userId, sessionId: request.viewer.sessionId }
    : { kind: "guest", guest: guestOf(request) };
}
