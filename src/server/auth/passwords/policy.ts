import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { fieldError, notFound } from "../../errors";

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common: it appears in lists of breached passwords. Choose another.";
export const PERSONAL_PASSWORD_MESSAGE =
  "Your password must not contain your e-mail address or name.";

/** The 100,000 most common passwords of the xato-net list, lower-cased (data/README.md). */
const COMMON_PASSWORDS_FILE = new URL("../../../../data/common-passwords.txt.gz", import.meta.url);

/** Shorter names and e-mail local parts ("Al", "jo@") would refuse half of all passwords. */
const MIN_PERSONAL_LENGTH = 3;

let commonPasswords: Set<string> | undefined;

/** Read on the first check, not at start-up: most processes (tests, admin tools) never need it. */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    gunzipSync(readFileSync(COMMON_PASSWORDS_FILE)).toString("utf8").split("\n").filter(Boolean),
  );
  return commonPasswords;
}

const LEET: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "@": "a", $: "s" };

/** The password with common leetspeak undone; "1" stands for "i" as often as for "l", so both. */
function unleet(password: string): string[] {
  const base = [...password].map((char) => LEET[char] ?? char).join("");
  return base.includes("1") ? [base.replaceAll("1", "i"), base.replaceAll("1", "l")] : [base];
}

/**
 * The forms a guesser tries first: as typed (case-blind), without the digits and symbols people
 * append to satisfy a rule (Password1, qwerty123!), and with leetspeak undone (Passw0rd).
 */
function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const stripped = lower.replace(/[\d\W_]+$/u, "");
  return [lower, ...unleet(lower), stripped, ...unleet(stripped)].filter((form) => form.length > 0);
}

/** Whether the password, or a trivial variation of it, is in the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  return guessableForms(password).some((form) => list.has(form));
}

export interface PersonalDetails {
  email: string;
  firstName: string;
  lastName: string;
}

/** The e-mail's local part and each name (and name part: "Mary Ann"), lower-cased, 3 or more characters. */
function personalTokens({ email, firstName, lastName }: PersonalDetails): string[] {
  const localPart = email.toLowerCase().split("@")[0] ?? "";
  const names = [firstName, lastName].map((name) => name.trim().toLowerCase());
  const tokens = [
    localPart,
    localPart.replace(/[^\p{L}\p{N}]/gu, ""),
    ...names,
    ...names.flatMap((name) => name.split(/[\s'-]+/u)),
  ];
  return [...new Set(tokens)].filter((token) => token.length >= MIN_PERSONAL_LENGTH);
}

/** Whether the password contains the e-mail's local part or the user's name, also behind leetspeak. */
export function containsPersonalDetails(password: string, details: PersonalDetails): boolean {
  const lower = password.toLowerCase();
  const forms = [lower, ...unleet(lower)];
  return personalTokens(details).some((token) => forms.some((form) => form.includes(token)));
}

/**
 * Refuses a new password that a guesser would try early (NIST SP 800-63B 5.1.1.2: passwords from
 * breach corpuses, and context-specific words such as the user's name): a 400 on `field`, the
 * name of the form's new-password input.
 */
export function checkPasswordNotGuessable(
  options: PersonalDetails & { password: string; field?: string },
): void {
  const field = options.field ?? "password";
  if (containsPersonalDetails(options.password, options))
    throw fieldError(field, PERSONAL_PASSWORD_MESSAGE);
  if (isCommonPassword(options.password)) throw fieldError(field, COMMON_PASSWORD_MESSAGE);
}

/** The same check for an existing account (reset, change), reading its e-mail and name. */
export async function checkNewPasswordOfUser(
  db: Db,
  options: { userId: string; password: string; field: string },
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, options.userId));
  if (!user) throw notFound("Account not found");
  checkPasswordNotGuessable({ ...user, password: options.password, field: options.field });
}
