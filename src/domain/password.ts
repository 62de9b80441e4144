/** The live checklist of the sign-up page (end-user spec, section 2), one rule a line. */
export const PASSWORD_RULES = [
  { id: "length", label: "8 or more characters", test: (p: string) => p.length >= 8 },
  { id: "upper", label: "An uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lower", label: "A lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { id: "digit", label: "A digit", test: (p: string) => /\d/.test(p) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]["id"];

/** Upper bound keeps argon2 work bounded for a hostile request. */
export const PASSWORD_MAX_LENGTH = 128;

export function passwordRuleResults(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)])) as Record<
    PasswordRuleId,
    boolean
  >;
}

export function isStrongPassword(password: string): boolean {
  return (
    password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(password))
  );
}

export const WEAK_PASSWORD_MESSAGE =
  "Password must have 8 or more characters, an uppercase letter, a lowercase letter and a digit";
