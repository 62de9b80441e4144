import { and, asc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema";
import type { TestContext } from "./test-app";

export interface OutboxMail {
  text: string;
  /** The `token=` of the mail's link, or "" when it has none. */
  token: string;
}

/**
 * The mails of one kind sent to `to`, oldest first, once `count` have arrived. Account mails go out
 * in the background (so their timing tells nothing), hence the short wait.
 */
export async function waitForMails(
  ctx: TestContext,
  options: { to: string; kind: string; count?: number },
): Promise<OutboxMail[]> {
  const count = options.count ?? 1;
  for (let tries = 0; tries < 100; tries++) {
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, options.to), eq(mailOutbox.kind, options.kind)))
      .orderBy(asc(mailOutbox.createdAt));
    if (mails.length >= count)
      return mails.map((mail) => ({
        text: mail.text,
        token: /token=([\w-]+)/.exec(mail.text)?.[1] ?? "",
      }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} ${options.kind} mails to ${options.to}`);
}
