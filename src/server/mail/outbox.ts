import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; kind: string }): Promise<void>;
}

/** What the mailer needs of a nodemailer transport; tests hand in their own. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** The `token=` of reset and verification links; the same pattern runs in SQL (see housekeeping). */
export const TOKEN_PARAMETER = "([?&]token=)[A-Za-z0-9_-]+";
export const REDACTED = "[redacted]";

/** The text with the secret of every link taken out, so a kept copy opens nothing. */
export function redactTokens(text: string): string {
  return text.replace(new RegExp(TOKEN_PARAMETER, "g"), `$1${REDACTED}`);
}

/**
 * nodemailer is loaded with the first mail, not at start: most installs (and every test run) deliver
 * through the outbox alone, and loading it cost about 50 ms of every start (issue 11).
 */
function smtpTransport(smtpUrl: string): MailTransport {
  let loaded: Promise<MailTransport> | undefined;
  return {
    async sendMail(mail) {
      loaded ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      return (await loaded).sendMail(mail);
    },
  };
}

/**
 * Writes every mail to mail_outbox, then delivers it through SMTP_URL when set.
 * Without SMTP the outbox is the delivery: the log shows the mail so the flow can be followed locally.
 * With SMTP the kept copy has no link tokens: the mailbox holds the link, and a copy in the
 * database would only be a way into the account for whoever reads the table or a backup of it.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  transport?: MailTransport | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: MailTransport | undefined =
    options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined);
  return {
    async send(mail) {
      // With SMTP the copy is a record, never sent again: it is written without the links' secrets.
      const kept = transport ? { ...mail, text: redactTokens(mail.text) } : mail;
      const [row] = await options.db
        .insert(mailOutbox)
        .values(kept)
        .returning({ id: mailOutbox.id });
      if (!transport || !row) {
        options.log.info(
          { to: mail.to, kind: mail.kind, subject: mail.subject },
          `mail kept in outbox:\n${mail.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        // The mail stays in the outbox with its error; the user's action (a reply, a reset) still
        // stands, and asking for a new link is the way on.
        options.log.error({ err: error, to: mail.to }, "mail delivery failed");
        await options.db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
