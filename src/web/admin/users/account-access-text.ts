import type { SessionsEnded } from "../../../contract/admin-users";

/** What staff are asked before a reset link is mailed: what the user receives, and what it changes when. */
export const resetConfirmation = (email: string): string =>
  `Send ${email} a link to choose a new password? It works once, for one hour. Their current password keeps working until the link is used; using it signs them out everywhere and revokes their API tokens.`;

export const resetSent = (email: string): string => `Password reset e-mail sent to ${email}.`;

/** Says plainly that API tokens are not sessions: scripts keep running after this. */
export const endSessionsConfirmation = (name: string): string =>
  `Sign ${name} out on every device now? They can sign in again with their password. Their API tokens are not sessions and keep working.`;

export function sessionsEndedText(result: SessionsEnded, name: string): string {
  if (result.ended === 0) return `${name} had no active sessions; nothing was ended.`;
  return `Ended ${result.ended} ${result.ended === 1 ? "session" : "sessions"}: ${name} must sign in again on every device.`;
}
