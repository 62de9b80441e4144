import { describeDevice } from "../../domain/device-label";
import { linkBaseUrl } from "../config";
import type { ClientInfo } from "../http/client-info";
import type { AppDeps } from "../http/types";

type MailDeps = Pick<AppDeps, "mailer" | "config">;

/**
 * Changes to how an account is reached that its owner must hear of (ASVS 2.2.3, 2.5.5): if somebody
 * else made them, this mail is how the owner learns of it. Adding a way to sign in has its own mail
 * (sign-in-method-mail.ts), since it names what to remove.
 */
export type SecurityEvent =
  | "password_changed"
  | "password_reset_completed"
  | "passkey_removed"
  | "provider_unlinked"
  | "password_removed"
  | "recovery_code_used"
  | "recovery_codes_regenerated"
  | "account_deleted"
  | "new_browser_sign_in";

interface NoticeText {
  subject: (product: string) => string;
  happened: (detail: string | undefined) => string;
  /** What to do if it was not them; the account may be gone (deletion), so not always "sign in". */
  ifNotYou: (base: string) => string;
}

const SECURE_THE_ACCOUNT = (base: string) =>
  `If it was not you, reset your password now (${base}/forgot-password), then sign out your other sessions under Settings and contact support.`;

const NOTICES: Record<SecurityEvent, NoticeText> = {
  password_changed: {
    subject: (product) => `Your ${product} password was changed`,
    happened: () =>
      "The password of your account was changed. Every other browser signed in to it was signed out.",
    ifNotYou: SECURE_THE_ACCOUNT,
  },
  password_reset_completed: {
    subject: (product) => `Your ${product} password was reset`,
    happened: () =>
      "The password of your account was reset through a link mailed to this address. Every other browser was signed out and every API token revoked.",
    ifNotYou: (base) =>
      `If it was not you, somebody can read this mailbox: secure it, then reset your password again (${base}/forgot-password) and contact support.`,
  },
  passkey_removed: {
    subject: (product) => `A passkey was removed from your ${product} account`,
    happened: (name) =>
      `The passkey${name ? ` named "${name}"` : ""} was removed from your account. It can no longer be used to sign in.`,
    ifNotYou: SECURE_THE_ACCOUNT,
  },
  provider_unlinked: {
    subject: (product) => `A connected account was unlinked from your ${product} account`,
    happened: (name) =>
      `${name ?? "A connected account"} was unlinked from your account. It can no longer be used to sign in.`,
    ifNotYou: SECURE_THE_ACCOUNT,
  },
  password_removed: {
    subject: (product) => `The password of your ${product} account was removed`,
    happened: () =>
      "The password was removed from your account. It now signs in with its connected accounts or passkeys only.",
    ifNotYou: SECURE_THE_ACCOUNT,
  },
  recovery_code_used: {
    subject: (product) => `A recovery code was used to sign in to your ${product} account`,
    happened: (left) =>
      `One of your two-factor recovery codes was used to sign in${left === undefined ? "" : `; ${left} left`}.`,
    ifNotYou: (base) =>
      `If it was not you, somebody has your password and a recovery code: reset your password now (${base}/forgot-password), make new recovery codes under Settings and contact support.`,
  },
  recovery_codes_regenerated: {
    subject: (product) => `New two-factor recovery codes were made for your ${product} account`,
    happened: () =>
      "New two-factor recovery codes were made for your account. The old ones no longer work.",
    ifNotYou: SECURE_THE_ACCOUNT,
  },
  account_deleted: {
    subject: (product) => `Your ${product} account was deleted`,
    happened: () => "Your account and everything it held were deleted. This cannot be undone.",
    ifNotYou: () => "If it was not you, contact support at once and say when you last signed in.",
  },
  new_browser_sign_in: {
    subject: (product) => `New sign-in to your ${product} account`,
    happened: () => "Your account was signed in to from a browser it has not used before.",
    ifNotYou: SECURE_THE_ACCOUNT,
  },
};

/** "28 Nov 2026, 21:40 UTC": mails go to people in every time zone, so the zone is named. */
const formatWhen = (at: Date) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(at)} UTC`;

/** One plain mail: what happened, when, from which browser and address, and what to do if it was not them. */
export async function mailSecurityNotice(
  deps: MailDeps,
  notice: {
    to: string;
    event: SecurityEvent;
    client: ClientInfo;
    detail?: string | undefined;
    at?: Date;
  },
): Promise<void> {
  const { productName } = deps.config;
  const text = NOTICES[notice.event];
  await deps.mailer.send({
    to: notice.to,
    kind: notice.event,
    subject: text.subject(productName),
    text: [
      text.happened(notice.detail),
      "",
      `When: ${formatWhen(notice.at ?? new Date())}`,
      `Browser: ${describeDevice(notice.client.userAgent ?? null)}`,
      `IP address: ${notice.client.ip}`,
      "",
      "If it was you, there is nothing to do.",
      text.ifNotYou(linkBaseUrl(deps.config)),
    ].join("\n"),
  });
}
