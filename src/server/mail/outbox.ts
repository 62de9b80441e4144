import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; kind: string }): Promise<void>;
}

/**
 * Writes every mail to mail_outbox, then delivers it through SMTP_URL when set.
 * Without SMTP the outbox is the delivery: the log shows the mail so the flow can be followed locally.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport || !row) {
        options.log.info({ to: mail.to, kind: mail.kind, subject: mail.subject }, `mail kept in outbox:\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        // The mail stays in the outbox with its error; the user's action (a reply, a reset) still stands.
        options.log.error({ err: error, to: mail.to }, "mail delivery failed");
        await options.db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
