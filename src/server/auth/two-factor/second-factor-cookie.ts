import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The token of a pending second-factor step (see grantSignIn). httpOnly, and sent only to the auth
 * API: the page never reads it, and it lives as long as the step. Every way in that ends with the
 * step (a password, a provider) sets it, and /login?step=second-factor asks for the code.
 */
export const SECOND_FACTOR_COOKIE = "vitalog_second_factor";
const COOKIE_PATH = "/api/auth";

export function setSecondFactorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  step: { stepToken: string; expiresAt: Date },
): void {
  reply.setCookie(SECOND_FACTOR_COOKIE, step.stepToken, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires: step.expiresAt,
  });
}

export function readSecondFactorCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SECOND_FACTOR_COOKIE] || undefined;
}

export function clearSecondFactorCookie(reply: FastifyReply): void {
  reply.clearCookie(SECOND_FACTOR_COOKIE, { path: COOKIE_PATH });
}
