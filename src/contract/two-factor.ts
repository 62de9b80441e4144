import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../domain/password";

/** Texts of two-factor sign-in, shared by the server's answers and the screens. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeFormat: "The code is 6 digits, as your authenticator app shows it.",
  wrongCode: "That code is not right. Check your authenticator app and try again.",
  replayedCode: "That code was already used. Wait for the next code in your authenticator app.",
  recoveryCodeRequired: "Enter one of your recovery codes.",
  recoveryCodeFormat: "A recovery code looks like abcd-efgh-jk.",
  wrongRecoveryCode: "That recovery code is not right, or it was already used.",
  stepExpired: "Your sign-in took too long. Sign in again with your password.",
  tooManyWrongCodes: "Too many wrong codes. Sign in again with your password.",
  alreadyEnabled: "Two-factor authentication is already on.",
  noSetupInProgress: "There is no two-factor setup in progress. Choose Set up to start again.",
  notEnabled: "Two-factor authentication is not on.",
  proofRequired: "Enter your password to continue.",
  passkeyProofRequired:
    "Your account has no password: confirm it is you first, with a passkey or the provider you sign in with, then try again within 5 minutes.",
} as const;

/** Whether two-factor is on, as Settings shows it. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Accounts without a password prove who they are with a passkey instead (see ReauthenticationBody). */
  hasPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** POST /api/auth/two-factor/enrol: what the authenticator app needs, as a QR code and as text. */
export const TwoFactorEnrolment = z.object({
  /** The base32 secret in groups of four, for typing it in by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code, drawn on the server so nothing loads from elsewhere. */
  qrSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

/** Six digits; spaces people type between groups ("123 456") are dropped. */
export const TotpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
  );

/** A recovery code as typed: case, spaces and dashes do not matter; the server normalises it. */
export const RecoveryCodeInput = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
  .max(40, TWO_FACTOR_MESSAGES.recoveryCodeFormat);

export const ConfirmTwoFactorBody = z.object({ code: TotpCode });
export type ConfirmTwoFactorBody = z.input<typeof ConfirmTwoFactorBody>;

/** Ten single-use codes, answered once (at confirmation or regeneration); only their hashes are kept. */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/**
 * Disabling two-factor or replacing the recovery codes: the password again, or none when the
 * session proved it with a passkey within the last 5 minutes (the only way for passwordless accounts).
 */
export const ReauthenticationBody = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, "Password is too long").optional(),
});
export type ReauthenticationBody = z.infer<typeof ReauthenticationBody>;

/** POST /api/auth/signin/second-factor: a code from the app or one recovery code. */
export const SecondFactorBody = z
  .object({ code: TotpCode.optional(), recoveryCode: RecoveryCodeInput.optional() })
  .refine((body) => body.code !== undefined || body.recoveryCode !== undefined, {
    message: TWO_FACTOR_MESSAGES.codeRequired,
    path: ["code"],
  });
export type SecondFactorBody = z.input<typeof SecondFactorBody>;

/**
 * The sign-in step's form: both inputs stay in it (what was typed survives switching), and only the
 * chosen one is checked and sent.
 */
export const SecondFactorForm = z.discriminatedUnion("method", [
  z.object({ method: z.literal("code"), code: TotpCode, recoveryCode: z.string() }),
  z.object({
    method: z.literal("recoveryCode"),
    code: z.string(),
    recoveryCode: RecoveryCodeInput,
  }),
]);
export type SecondFactorForm = z.input<typeof SecondFactorForm>;
export type SecondFactorFormOutput = z.output<typeof SecondFactorForm>;

/** GET /api/auth/signin/second-factor: a step is waiting for its code (404 when none is). */
export const SecondFactorPending = z.object({ pending: z.literal(true), expiresAt: z.string() });
export type SecondFactorPending = z.infer<typeof SecondFactorPending>;
