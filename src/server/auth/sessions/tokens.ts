import { createHash, randomBytes } from "node:crypto";

/** 256 bits of randomness, URL-safe: what a session cookie or a reset link carries. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
