import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoA11yViolations, openPage, screenshot, useBrowser, verificationLinkFor } from "./fixtures";

const browser = useBrowser();

async function signUp(page: Page, email: string) {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Vera");
  await page.getByLabel("Last name").fill("Fication");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Date of birth").fill("1991-02-03");
  await page.getByLabel("Password", { exact: true }).fill("Journey1pass");
  await page.getByLabel("Confirm password").fill("Journey1pass");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/app");
}

const banner = (page: Page) => page.getByRole("region", { name: "Please verify your e-mail address" });

describe("e-mail verification", () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    it(`signs up, is reminded, opens the mailed link and is verified (${viewport})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser(), viewport);
      const email = `verify-${viewport}-${Date.now()}@example.com`;
      await signUp(page, email);

      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain(email);
      await expectNoA11yViolations(page);
      await screenshot(page, `verify-email-banner-${viewport}`);

      // Resend is reachable from the keyboard and says where the new link went.
      const resend = banner(page).getByRole("button", { name: "Resend verification e-mail" });
      await resend.focus();
      await page.keyboard.press("Enter");
      await banner(page).getByRole("status").filter({ hasText: `sent a new verification link to ${email}` }).waitFor();

      // The newest link (from the resend) is the one the user opens.
      await page.goto(await verificationLinkFor(email));
      await page.getByRole("heading", { name: "Verify your e-mail address" }).waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, `verify-email-page-${viewport}`);
      await page.getByRole("button", { name: "Verify my e-mail address" }).click();
      await page.getByRole("heading", { name: "E-mail verified" }).waitFor();
      await page.getByText(`${email} is verified.`).waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, `verify-email-done-${viewport}`);

      // The link worked once: opening it again says so, and the banner is gone from the app.
      await page.getByRole("link", { name: "Go to your dashboard" }).click();
      await page.waitForURL("**/app");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await banner(page).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it("says a used or made-up link is not valid, and the banner can be dismissed with the keyboard", async () => {
    const { page, context } = await openPage(browser());
    const email = `verify-bad-${Date.now()}@example.com`;
    await signUp(page, email);
    const link = await verificationLinkFor(email);

    await page.goto("/verify-email?token=made-up-token-that-is-long-enough");
    await page.getByRole("button", { name: "Verify my e-mail address" }).click();
    await page.getByRole("alert").filter({ hasText: "invalid, has expired or was already used" }).waitFor();
    // Signed in and still unverified: a new link is one click away.
    await page.getByRole("button", { name: "Resend verification e-mail" }).waitFor();
    await expectNoA11yViolations(page);

    await page.goto(link);
    await page.getByRole("button", { name: "Verify my e-mail address" }).click();
    await page.getByRole("heading", { name: "E-mail verified" }).waitFor();
    await page.goto(link);
    await page.getByRole("button", { name: "Verify my e-mail address" }).click();
    await page.getByRole("alert").filter({ hasText: "already used" }).waitFor();

    const other = `verify-dismiss-${Date.now()}@example.com`;
    await context.clearCookies();
    await signUp(page, other);
    await banner(page).waitFor();
    await banner(page).getByRole("button", { name: "Dismiss the e-mail verification reminder" }).focus();
    await page.keyboard.press("Enter");
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});
