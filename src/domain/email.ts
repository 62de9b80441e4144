/**
 * E-mail addresses are compared case-insensitively everywhere (sign-up, sign-in, staff domain).
 * The local part is technically case-sensitive (RFC 5321), but no mainstream provider treats it so,
 * and two accounts differing only by case would be a support nightmare.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at === -1 ? "" : normaliseEmail(email.slice(at + 1));
}

export function isOnDomain(email: string, domain: string): boolean {
  return emailDomain(email) === normaliseEmail(domain);
}
