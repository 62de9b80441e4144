import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import {
  COMMON_PASSWORD_MESSAGE,
  containsPersonalDetails,
  isInList,
  PERSONAL_PASSWORD_MESSAGE,
  type PersonalDetails,
} from "../../../domain/password-guessability";
import { fieldError, notFound } from "../../errors";

/** The 100,000 most common passwords of the xato-net list, lower-cased (data/README.md). */
const COMMON_PASSWORDS_FILE = new URL("../../../../data/common-passwords.txt.gz", import.meta.url);

let commonPasswords: Set<string> | undefined;

/** Read on the first check, not at start-up: most processes (tests, admin tools) never need it. */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    gunzipSync(readFileSync(COMMON_PASSWORDS_FILE)).toString("utf8").split("\n").filter(Boolean),
  );
  return commonPasswords;
}

/** Whether the password, or a trivial variation of it, is in the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return isInList(password, loadCommonPasswords());
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
