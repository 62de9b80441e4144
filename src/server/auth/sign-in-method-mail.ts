import { PROVIDER_LABELS, type Provider } from "../../contract/providers";
import { linkBaseUrl } from "../config";
import type { AppDeps } from "../http/types";

type MailDeps = Pick<AppDeps, "mailer" | "config">;

/**
 * Tells the owner a new way to sign in was added: if a stolen session added it, this mail is how
 * they learn of it, so it says what to remove and where.
 */
async function mailSignInMethodAdded(
  deps: MailDeps,
  options: { to: string; kind: string; what: string; whereToRemove: string },
): Promise<void> {
  const { productName } = deps.config;
  await deps.mailer.send({
    to: options.to,
    kind: options.kind,
    subject: `A new way to sign in was added to your ${productName} account`,
    text: [
      `${options.what} was added to your ${productName} account. It can now be used to sign in.`,
      "",
      `If it was not you, sign in, remove it under ${options.whereToRemove} (${linkBaseUrl(deps.config)}/app/settings), change your password and sign out your other sessions.`,
    ].join("\n"),
  });
}

export const mailPasskeyAdded = (deps: MailDeps, options: { to: string; passkeyName: string }) =>
  mailSignInMethodAdded(deps, {
    to: options.to,
    kind: "passkey_added",
    what: `A passkey named "${options.passkeyName}"`,
    whereToRemove: "Settings, Passkeys",
  });

export const mailProviderLinked = (deps: MailDeps, options: { to: string; provider: Provider }) =>
  mailSignInMethodAdded(deps, {
    to: options.to,
    kind: "provider_linked",
    what: `Your ${PROVIDER_LABELS[options.provider]} account`,
    whereToRemove: "Settings, Connected accounts",
  });
