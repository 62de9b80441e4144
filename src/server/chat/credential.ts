import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isOpenChat, type ChatStatus } from "../../domain/chat";
import { hashToken, newOpaqueToken } from "../auth/sessions/tokens";
import { DAY_MS } from "../../domain/calendar";

/**
 * A signed-out visitor's key to the one chat they started: a cookie `<session id>.<token>`, of which
 * only the token's SHA-256 is stored (live_chat_sessions.visitor_token_hash). It reaches that session
 * alone, and stops working a day after the session ends: long enough to rate it and ask for the
 * transcript, not a lasting key to someone's conversation.
 */
export const CHAT_COOKIE = "vitalog_chat";
export const CREDENTIAL_AFTER_END_MS = DAY_MS;

export interface VisitorCredential {
  sessionId: string;
  tokenHash: string;
}

export function issueVisitorToken(): { token: string; tokenHash: string } {
  const token = newOpaqueToken();
  return { token, tokenHash: hashToken(token) };
}

export function setChatCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  token: string,
): void {
  reply.setCookie(CHAT_COOKIE, `${sessionId}.${token}`, {
    path: "/api/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

export function clearChatCookie(reply: FastifyReply): void {
  reply.clearCookie(CHAT_COOKIE, { path: "/api/" });
}

export function readVisitorCredential(request: FastifyRequest): VisitorCredential | null {
  const raw = request.cookies[CHAT_COOKIE];
  const match = raw ? /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(raw) : null;
  if (!match?.[1] || !match[2]) return null;
  return { sessionId: match[1], tokenHash: hashToken(match[2]) };
}

/**
 * What of a session decides who may reach it as its visitor: its owner's account, or for a signed-out
 * visitor its credential, and whether and when it ended. Small enough to read under the session's lock
 * or beside a realtime delivery, so neither needs the session's whole state first.
 */
export interface ChatOwnership {
  id: string;
  userId: string | null;
  visitorTokenHash: string | null;
  status: ChatStatus;
  endedAt: Date | string | null;
}

/** The credential opens this session: same session, same token, and not expired. */
export function credentialOpens(
  credential: VisitorCredential | null,
  session: ChatOwnership,
  now = new Date(),
): boolean {
  if (!credential || credential.sessionId !== session.id || !session.visitorTokenHash) return false;
  const stored = Buffer.from(session.visitorTokenHash, "hex");
  const given = Buffer.from(credential.tokenHash, "hex");
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return false;
  if (isOpenChat(session.status) || session.endedAt === null) return true;
  return now.getTime() - new Date(session.endedAt).getTime() < CREDENTIAL_AFTER_END_MS;
}
