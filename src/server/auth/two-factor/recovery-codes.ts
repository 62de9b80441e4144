import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recoveryCodes } from "../../db/schema";
import { hashToken } from "../sessions/tokens";

export const RECOVERY_CODE_COUNT = 10;
/**
 * Lower-case letters and digits without look-alikes (no 0/o, 1/l/i): 31 symbols, so the 10 random
 * characters of a code carry about 49 bits, far past guessing under the sign-in rate limits.
 */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const CODE_LENGTH = 10;

/** A new code as the user sees it: xxxx-xxxx-xx. */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: CODE_LENGTH },
    () => ALPHABET[randomInt(ALPHABET.length)],
  ).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * The code as stored (its characters only): case, spaces and dashes as typed do not matter. No code
 * holds a look-alike (0, o, 1, l, i), so one typed with such a character is simply a wrong code.
 */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]+/g, "");
}

export function isRecoveryCodeShape(input: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`).test(normaliseRecoveryCode(input));
}

const hashRecoveryCode = (code: string) => hashToken(normaliseRecoveryCode(code));

/** Replaces every recovery code of the user with ten new ones and returns them (shown once; only hashes are kept). */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Spends one recovery code: true when it was the user's and unused. One conditional update, so of
 * two requests racing with the same code only one is granted.
 */
export async function spendRecoveryCode(
  db: Db,
  options: { userId: string; code: string },
): Promise<boolean> {
  if (!isRecoveryCodeShape(options.code)) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, options.userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(options.code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
