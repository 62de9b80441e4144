/**
 * The guessable-password rules (NIST SP 800-63B 5.1.1.2): a password a guesser would try early, from
 * breach lists or from what they know of the person. Pure, so the server refuses with them and the
 * sign-up form warns with the same rule before anything is sent. The breach list itself (100,000
 * words, data/common-passwords.txt.gz) stays on the server: `isInList` takes it.
 */

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common: it appears in lists of breached passwords. Choose another.";
export const PERSONAL_PASSWORD_MESSAGE =
  "Your password must not contain your e-mail address or name.";

/** Shorter names and e-mail local parts ("Al", "jo@") would refuse half of all passwords. */
const MIN_PERSONAL_LENGTH = 3;

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

/** Whether the password, or a trivial variation of it, is in `list` (lower-cased words). */
export function isInList(password: string, list: ReadonlySet<string>): boolean {
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
