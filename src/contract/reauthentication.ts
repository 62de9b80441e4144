import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../domain/password";

/** POST /api/auth/reauthenticate: a password user proves it is them again before adding a way to sign in. */
export const PasswordReauthenticationBody = z.object({
  password: z
    .string()
    .min(1, "Enter your password")
    .max(PASSWORD_MAX_LENGTH, "Password is too long"),
});
export type PasswordReauthenticationBody = z.infer<typeof PasswordReauthenticationBody>;

/**
 * GET /api/auth/reauthenticate: whether this session proved it is the user in the last five minutes
 * (so Settings shows "Confirm it's you" before following a link that would be refused), and which
 * ways of proving it the account has.
 */
export const RecentProofResponse = z.object({ recent: z.boolean(), hasPassword: z.boolean() });
export type RecentProofResponse = z.infer<typeof RecentProofResponse>;
