import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  test,
  expectNoA11yViolations,
  ROOT,
  screenshot,
  signInViaApi,
  signUpViaApi,
  staffWithRole,
  VIEWPORTS,
  serverLog,
} from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; the refused filter this journey sends is expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 400/.test(e));

/**
 * The text of the newest password reset mail to `email`, from the server log: the e2e server has no
 * SMTP, so its outbox logs each mail (as verificationLinkFor in fixtures.ts reads verification mails).
 */
async function resetMailTo(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readFileSync(serverLog(), "utf8")
      .split("\n")
      .filter(
        (line) => line.includes('"kind":"password_reset"') && line.includes(JSON.stringify(email)),
      )
      .map((line) => JSON.parse(line) as { to?: string; msg?: string })
      .filter((entry) => entry.to === email)
      .at(-1)?.msg;
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no password reset mail to ${email} in the server log`);
}

/** Both viewports: no axe violation, and a screenshot of each (with `focus` in view) for a person to look at. */
async function checkBothWidths(page: Page, name: string, focus?: Locator) {
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page);
    await screenshot(page, `${name}-${size.width}`);
  }
}

test.describe("staff acting on a user's access", () => {
  test(
    "sends a reset e-mail, ends the user's sessions, and finds both in the audit log by actor, action and date",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      test.setTimeout(180_000);
      const target = await openPage();
      const user = await signUpViaApi(target.context, { firstName: "Locked" });
      await target.page.goto("/app");
      await target.page.waitForURL(/\/app$/);
      const manager = await staffWithRole(browser, "Support Manager", { firstName: "Priyanka" });

      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, manager.email, manager.password);
      await page.goto("/admin/users");
      await page.getByLabel("Search by name or email").fill(user.email);
      await page.getByRole("button", { name: "Manage Locked Tester" }).click();
      const dialog = page.getByRole("dialog");
      const access = dialog.getByRole("region", { name: "Account access" });

      await access.getByRole("button", { name: "Send password reset e-mail" }).click();
      const question = access.getByRole("alertdialog");
      await question.getByText(`Send ${user.email} a link to choose a new password?`).waitFor();
      // The question takes the focus, so the keyboard answers it at once.
      await expect(
        question.getByRole("button", { name: "Send e-mail", exact: true }),
      ).toBeFocused();
      await checkBothWidths(page, "admin-user-actions-reset-confirm", question);
      await page.keyboard.press("Enter");
      await access.getByText(`Password reset e-mail sent to ${user.email}.`).waitFor();
      const mail = await resetMailTo(user.email);
      expect(mail).toContain("Our support team sent you this link");
      expect(mail).toMatch(/\/reset-password\?token=[\w-]+/);

      await access.getByRole("button", { name: "End all sessions" }).click();
      await question.getByText("Their API tokens are not sessions and keep working.").waitFor();
      await question.getByRole("button", { name: "End sessions" }).click();
      await access
        .getByText("Ended 1 session: Locked Tester must sign in again on every device.")
        .waitFor();
      await checkBothWidths(page, "admin-user-actions-ended", access);
      expect((await target.context.request.get("/api/auth/me")).status()).toBe(401);
      await target.page.reload();
      await target.page.waitForURL(/\/login/);

      // The Security screen needs security.view, which a Support Manager lacks: the Super Admin reads it.
      await context.clearCookies();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto("/admin/security");
      const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
      await page.getByLabel("Actor name or e-mail").fill("priyanka");
      await page.getByLabel("Action").selectOption("users.password_reset");
      await page.getByLabel("From", { exact: true }).fill(today);
      await page.getByLabel("To", { exact: true }).fill(today);
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get("action") === "users.password_reset" &&
          url.searchParams.get("from") === today,
      );
      const entries = page.getByRole("list", { name: "Audit entries" });
      // The previous page stays on screen while the filtered one loads: wait for the filtered count.
      await page.getByText("1 entry", { exact: true }).waitFor();
      await entries.getByText(`Priyanka Tester · ${manager.email}`).waitFor();
      await entries.getByText(`User: Locked Tester · ${user.email}`).waitFor();
      expect(await entries.textContent()).not.toContain(user.id);
      await checkBothWidths(page, "admin-user-actions-audit");

      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByLabel("Action").selectOption("users.end_sessions");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL((url) => url.searchParams.get("action") === "users.end_sessions");
      await page.getByText("1 entry", { exact: true }).waitFor();
      await entries.getByText("users.end_sessions").waitFor();
      await entries.getByText(`User: Locked Tester · ${user.email}`).waitFor();

      // A range that ends before it starts is refused under its field, the typed dates kept.
      await page.getByLabel("From", { exact: true }).fill("2099-01-02");
      await page.getByLabel("To", { exact: true }).fill("2099-01-01");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByText("The end date must not be before the start date").first().waitFor();
      expect(await page.getByLabel("To", { exact: true }).inputValue()).toBe("2099-01-01");
      await checkBothWidths(page, "admin-user-actions-audit-refused");

      expect(unexpected(consoleErrors)).toEqual([]);
      expect(target.consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
      await context.close();
      await target.context.close();
    },
  );
});
