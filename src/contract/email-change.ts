import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../domain/password";
import { ForgotPasswordBody } from "./auth";

/** How long a signed-in user without a password may change their e-mail after re-authenticating. */
export const EMAIL_CHANGE_REAUTH_WINDOW_MINUTES = 5;

export const EMAIL_CHANGE_MESSAGES = {
  taken: "An account with this email already exists",
  sameAsNow: "This is already your e-mail address",
  passwordRequired: "Enter your current password",
  reauthenticate: `Your account has no password: sign in again, then change your e-mail within ${EMAIL_CHANGE_REAUTH_WINDOW_MINUTES} minutes`,
  invalidLink:
    "This link is invalid, has expired or was already used. Ask for a new one in Settings.",
  noPending: "There is no pending change of e-mail address",
  sent: (email: string) => `We sent a link to ${email}. Your address changes when you open it.`,
  changed: (email: string) => `Your e-mail address is now ${email}.`,
} as const;

/**
 * POST /api/auth/email-change. The address is checked as sign-up checks it (the same schema);
 * the password proves the owner is at the keyboard, not only their session.
 */
export const RequestEmailChangeBody = z.object({
  newEmail: ForgotPasswordBody.shape.email,
  password: z.string().max(PASSWORD_MAX_LENGTH, "Password is too long").optional(),
});
export type RequestEmailChangeBody = z.infer<typeof RequestEmailChangeBody>;

/** A change waiting for its link to be opened. */
export const PendingEmailChange = z.object({
  newEmail: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof PendingEmailChange>;

/** GET /api/auth/email-change, and the answer of the POST (with the message to show). */
export const EmailChangeState = z.object({ pending: PendingEmailChange.nullable() });
export type EmailChangeState = z.infer<typeof EmailChangeState>;
export const EmailChangeRequested = EmailChangeState.extend({ message: z.string() });
export type EmailChangeRequested = z.infer<typeof EmailChangeRequested>;

/** POST /api/auth/email-change/confirm: the token of the link (/confirm-email-change?token=…). */
export const ConfirmEmailChangeBody = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_MESSAGES.invalidLink })
    .min(20, EMAIL_CHANGE_MESSAGES.invalidLink)
    .max(200, EMAIL_CHANGE_MESSAGES.invalidLink),
});
export type ConfirmEmailChangeBody = z.infer<typeof ConfirmEmailChangeBody>;
export const EmailChangeConfirmed = z.object({ email: z.string(), message: z.string() });
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmed>;
