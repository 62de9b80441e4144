import { z } from "zod";
import { MINIMUM_AGE } from "../domain/age";
import { isStrongPassword, PASSWORD_MAX_LENGTH, WEAK_PASSWORD_MESSAGE } from "../domain/password";
import { PLAN_STATUSES } from "../domain/plan-limits";
import { FirstName, LastName } from "./person-name";
import { isIsoDate } from "../domain/calendar";

export const SIGNUP_MESSAGES = {
  passwordsDoNotMatch: "Passwords do not match",
  birthdayRequired: "Please enter your date of birth",
  tooYoung: (product: string) => `You must be at least ${MINIMUM_AGE} years old to use ${product}`,
  termsRequired: "Please agree to the terms and conditions",
  birthdayInFuture: "Date of birth cannot be in the future",
  emailTaken: "An account with this email already exists. Sign in instead, or reset your password.",
} as const;

export const SIGNIN_MESSAGES = {
  invalid: "Invalid email or password",
  suspended: "This account has been suspended. Contact support if you think this is a mistake.",
  unexpected: "An unexpected error occurred",
} as const;

/**
 * A string field whose absence reads as a person would say it ("Email is required"), not zod's
 * default "expected string, received undefined"; any other non-string gets `invalid`.
 */
const text = (required: string, invalid = required) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : invalid) });

const Email = text("Email is required", "Enter a valid email address")
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

/**
 * Sign-up as the form sends it. Age and "not in the future" need the user's today, which depends on
 * their time zone, so they are checked by the service (and by the form) on top of this shape.
 */
export const SignUpBody = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    email: Email,
    birthday: text(SIGNUP_MESSAGES.birthdayRequired, "Enter a real date as YYYY-MM-DD")
      .min(1, SIGNUP_MESSAGES.birthdayRequired)
      .refine(isIsoDate, "Enter a real date as YYYY-MM-DD"),
    password: text("Password is required")
      .min(1, "Password is required")
      .max(PASSWORD_MAX_LENGTH, "Password is too long")
      .refine(isStrongPassword, WEAK_PASSWORD_MESSAGE),
    confirmPassword: text("Please confirm your password"),
    acceptTerms: z
      .boolean(SIGNUP_MESSAGES.termsRequired)
      .refine((v) => v, SIGNUP_MESSAGES.termsRequired),
    timeZone: z.string().max(64).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.object({
  email: Email,
  password: text("Password is required")
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Password is too long"),
  rememberMe: z.boolean().default(false),
});
export type SignInBody = z.input<typeof SignInBody>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z
  .object({
    token: text("This reset link is not valid")
      .min(20, "This reset link is not valid")
      .max(200, "This reset link is not valid"),
    password: text("Password is required")
      .max(PASSWORD_MAX_LENGTH, "Password is too long")
      .refine(isStrongPassword, WEAK_PASSWORD_MESSAGE),
    confirmPassword: text("Please confirm your password"),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Texts of e-mail verification, shared by the server's answers and the screens. */
export const VERIFY_EMAIL_MESSAGES = {
  invalidLink:
    "This verification link is invalid, has expired or was already used. Ask for a new one.",
  alreadyVerified: "Your e-mail address is already verified.",
  sent: (email: string) =>
    `We have sent a new verification link to ${email}. It works once, for 24 hours.`,
  verified: (email: string) => `${email} is verified.`,
} as const;

/** POST /api/auth/verify-email: the token of the link (/verify-email?token=…). */
export const VerifyEmailBody = z.object({
  token: text(VERIFY_EMAIL_MESSAGES.invalidLink)
    .min(20, VERIFY_EMAIL_MESSAGES.invalidLink)
    .max(200, VERIFY_EMAIL_MESSAGES.invalidLink),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;
export const VerifyEmailResponse = z.object({ email: z.string(), message: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/** POST /api/auth/resend-verification (signed in, no body). */
export const ResendVerificationResponse = z.object({ message: z.string() });
export type ResendVerificationResponse = z.infer<typeof ResendVerificationResponse>;

export const UserStatus = z.enum(["active", "inactive", "suspended"]);
export const PlanStatus = z.enum(PLAN_STATUSES);
export const UnitSystem = z.enum(["metric", "imperial"]);
export const Sex = z.enum(["female", "male"]);

export const Profile = z.object({
  id: z.string(),
  email: z.string(),
  /** Whether the owner proved they read mail at `email`; staff access requires it. */
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string(),
  sex: Sex.nullable(),
  heightCm: z.number().nullable(),
  timeZone: z.string(),
  unitSystem: UnitSystem,
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  planStatus: PlanStatus,
  planStartedAt: z.string().nullable(),
  status: UserStatus,
  lastActiveAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const MeResponse = z.object({ profile: Profile });
export type MeResponse = z.infer<typeof MeResponse>;

/** Who is signed in, answered 200 to anyone (null when anonymous) so the SPA's first call is never an error. */
export const SessionResponse = z.object({ profile: Profile.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** What the SPA needs to know of the server's configuration before anyone signs in. */
export const PublicConfig = z.object({
  productName: z.string(),
  staffEmailDomain: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/**
 * What a sign-in answers, however it began (password, provider, a linked account): the signed-in
 * profile, or, when the user has two-factor on, no session yet and the second-factor step to take
 * (its token travels in an httpOnly cookie; POST /api/auth/signin/second-factor finishes it).
 */
export const SecondFactorRequired = z.object({ secondFactorRequired: z.literal(true) });
export const SignInResult = z.union([MeResponse, SecondFactorRequired]);
export type SignInResult = z.infer<typeof SignInResult>;
