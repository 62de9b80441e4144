import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { createMailer, redactTokens } from "./outbox";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TOKEN = "Abc_def-123456789012345678901234567890123";
const linkMail = (to: string) => ({
  to,
  kind: "password_reset",
  subject: "Reset your password",
  text: `Choose a new password here: http://localhost:3000/reset-password?token=${TOKEN}\nThanks.`,
});
const rowOf = async (to: string) =>
  (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

describe("mail outbox", () => {
  it("keeps the link without SMTP: the outbox is the dev mailbox", async () => {
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: undefined,
      from: "x@example.com",
      log: ctx.app.log,
    });
    await mailer.send(linkMail("dev@example.com"));
    expect((await rowOf("dev@example.com")).text).toContain(`token=${TOKEN}`);
  });

  it("delivers the link and keeps the mail without its token", async () => {
    const delivered: string[] = [];
    let keptWhileSending = "";
    const transport = {
      sendMail: async (mail: { text: string }) => {
        delivered.push(mail.text);
        keptWhileSending = (await rowOf("sent@example.com")).text;
      },
    };
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: undefined,
      transport,
      from: "x@example.com",
      log: ctx.app.log,
    });
    await mailer.send(linkMail("sent@example.com"));
    expect(delivered[0]).toContain(`token=${TOKEN}`);
    const row = await rowOf("sent@example.com");
    expect(row.sentAt).not.toBeNull();
    expect(row.text).not.toContain(TOKEN);
    expect(row.text).toContain("reset-password?token=[redacted]\nThanks.");
    expect(keptWhileSending).toBe(row.text);
  });

  it("keeps no token of a mail whose delivery failed either: nothing sends it again", async () => {
    const transport = { sendMail: () => Promise.reject(new Error("connection refused")) };
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: undefined,
      transport,
      from: "x@example.com",
      log: ctx.app.log,
    });
    await mailer.send(linkMail("failed@example.com"));
    const row = await rowOf("failed@example.com");
    expect(row.error).toContain("connection refused");
    expect(row.text).not.toContain(TOKEN);
  });

  it("redacts every token parameter of a text and leaves the rest", () => {
    expect(
      redactTokens(`a https://x/verify-email?token=${TOKEN} b https://x/p?id=1&token=${TOKEN}&z=2`),
    ).toBe("a https://x/verify-email?token=[redacted] b https://x/p?id=1&token=[redacted]&z=2");
  });
});
