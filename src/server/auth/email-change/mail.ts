import type { FastifyBaseLogger } from "fastify";
import { linkBaseUrl } from "../../config";
import type { AuthDeps } from "../service";

/** Mails are queued in the background (as the reset mail is): a slow SMTP server never holds up the answer. */
function queue(
  deps: AuthDeps,
  log: FastifyBaseLogger,
  mail: { to: string; kind: string; subject: string; text: string },
): void {
  void deps.mailer
    .send(mail)
    .catch((error: unknown) =>
      log.error({ err: error, kind: mail.kind }, "could not queue an e-mail change mail"),
    );
}

/** The link to the NEW address: opening it is what moves the account there. */
export function mailEmailChangeLink(
  deps: AuthDeps,
  options: { to: string; token: string; log: FastifyBaseLogger },
): void {
  const product = deps.config.productName;
  const link = `${linkBaseUrl(deps.config)}/confirm-email-change?token=${options.token}`;
  queue(deps, options.log, {
    to: options.to,
    kind: "email_change",
    subject: `Confirm your new ${product} e-mail address`,
    text: [
      `Someone asked to use ${options.to} as the e-mail address of a ${product} account.`,
      "",
      `If it was you, confirm it here (the link works once, for 24 hours): ${link}`,
      "",
      "If you did not ask for this, ignore this message: nothing changes unless the link is opened.",
    ].join("\n"),
  });
}

/**
 * In place of the link, when the new address already has an account: its owner learns that someone
 * tried to move another account there, and nothing can be opened (a link would be refused anyway).
 */
export function mailEmailChangeToTakenAddress(
  deps: AuthDeps,
  options: { to: string; log: FastifyBaseLogger },
): void {
  const product = deps.config.productName;
  queue(deps, options.log, {
    to: options.to,
    kind: "email_change_refused",
    subject: `Someone tried to move a ${product} account to your address`,
    text: [
      `Someone signed in to another ${product} account asked to use ${options.to} as its e-mail address.`,
      "This address already belongs to your account, so nothing was changed, and nothing can be.",
      "",
      "If it was you, sign in to the other account with its own address, or delete one of the two accounts first.",
      "If it was not you, there is nothing to do.",
    ].join("\n"),
  });
}

/**
 * Tells the CURRENT (old) address that a change was asked, and later that it was made (ASVS 2.2.3),
 * so the owner of a hijacked session learns of it while the old address still works.
 */
export function mailEmailChangeNotice(
  deps: AuthDeps,
  options: { to: string; newEmail: string; kind: "requested" | "changed"; log: FastifyBaseLogger },
): void {
  const product = deps.config.productName;
  const settings = `${linkBaseUrl(deps.config)}/app/settings`;
  const requested = options.kind === "requested";
  queue(deps, options.log, {
    to: options.to,
    kind: requested ? "email_change_requested" : "email_changed",
    subject: requested
      ? `A change of your ${product} e-mail address was asked`
      : `Your ${product} e-mail address was changed`,
    text: (requested
      ? [
          `Someone signed in to your ${product} account asked to change its e-mail address to ${options.newEmail}.`,
          "Nothing changes until the link sent to that address is opened.",
          "",
          `If this was not you, cancel it in Settings (${settings}) and change your password.`,
        ]
      : [
          `The e-mail address of your ${product} account was changed to ${options.newEmail}.`,
          "Sign-in and account mail now use that address; this one no longer does.",
          "",
          `If this was not you, contact ${product} support at once from the help page.`,
        ]
    ).join("\n"),
  });
}
