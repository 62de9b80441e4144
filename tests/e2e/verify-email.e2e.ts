import type { Page } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  ROOT,
  screenshot,
  signInViaApi,
  signUpViaApi,
  verificationLinkFor,
} from "./playwright-utils";

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

const banner = (page: Page) =>
  page.getByRole("region", { name: "Please verify your e-mail address" });

test.describe("e-mail verification", () => {
  test(`signs up, is reminded, opens the mailed link and is verified`, async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    const email = `verify-${viewport}-${Date.now()}@example.com`;
    await signUp(page, email);

    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain(email);
    await axe(page);
    await screenshot(page, `verify-email-banner-${viewport}`);

    // Resend is reachable from the keyboard and says where the new link went.
    const resend = banner(page).getByRole("button", { name: "Resend verification e-mail" });
    await resend.focus();
    await page.keyboard.press("Enter");
    await banner(page)
      .getByRole("status")
      .filter({ hasText: `sent a new verification link to ${email}` })
      .waitFor();

    // The newest link (from the resend) is the one the user opens.
    await page.goto(await verificationLinkFor(email));
    await page.getByRole("heading", { name: "Verify your e-mail address" }).waitFor();
    await axe(page);
    await screenshot(page, `verify-email-page-${viewport}`);
    await page.getByRole("button", { name: "Verify my e-mail address" }).click();
    await page.getByRole("heading", { name: "E-mail verified" }).waitFor();
    await page.getByText(`${email} is verified.`).waitFor();
    await axe(page);
    await screenshot(page, `verify-email-done-${viewport}`);

    // The link worked once: opening it again says so, and the banner is gone from the app.
    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.waitForURL("**/app");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test(
    "says a used or made-up link is not valid, and the banner can be dismissed with the keyboard",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context } = await openPage();
      const email = `verify-bad-${Date.now()}@example.com`;
      await signUp(page, email);
      const link = await verificationLinkFor(email);

      await page.goto("/verify-email?token=made-up-token-that-is-long-enough");
      await page.getByRole("button", { name: "Verify my e-mail address" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "invalid, has expired or was already used" })
        .waitFor();
      // Signed in and still unverified: a new link is one click away.
      await page.getByRole("button", { name: "Resend verification e-mail" }).waitFor();
      await axe(page);

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
      await banner(page)
        .getByRole("button", { name: "Dismiss the e-mail verification reminder" })
        .focus();
      await page.keyboard.press("Enter");
      expect(await banner(page).count()).toBe(0);
      await context.close();
    },
  );

  // The access-denied view is checked at both widths inside; the admin panel's navigation after is the desktop's.
  test(
    "gives a role to an unverified staff address with a warning, and the role works once the address is proved",
    { tag: "@desktop" },
    async ({ axe, browser, openPage }) => {
      // Whoever signs up first with a new hire's address has no proof of it: the role waits for the link.
      const hireContext = await browser.newContext({ baseURL: baseUrl() });
      const hire = await signUpViaApi(hireContext, { email: `newhire-${Date.now()}@vitalog.app` });
      await hireContext.close();

      const admin = await openPage();
      await signInViaApi(admin.context, ROOT.email, ROOT.password);
      await admin.page.goto("/admin/roles");
      await admin.page.getByRole("button", { name: /Analyst/ }).click();
      await admin.page.getByLabel("Assign Analyst to").fill(hire.email);
      await admin.page.getByRole("button", { name: "Assign Role" }).click();
      await admin.page
        .getByText(
          "This account has not verified its e-mail yet; the role takes effect once it does",
        )
        .waitFor();
      await admin.page
        .getByText("E-mail not verified: the role takes effect once it is.")
        .first()
        .waitFor();
      await axe(admin.page);
      await screenshot(admin.page, "verify-email-role-warning-1280");
      await admin.context.close();

      for (const viewport of ["mobile", "desktop"] as const) {
        const { page, context, consoleErrors } = await openPage(viewport);
        await signInViaApi(context, hire.email, hire.password);
        await page.goto("/admin");
        await page.getByRole("heading", { name: "Access Denied" }).waitFor();
        await page.getByText("A verified e-mail address (open the link we e-mailed you)").waitFor();
        await page.getByText(/is not verified yet/).waitFor();
        await page.getByRole("button", { name: "Resend verification e-mail" }).waitFor();
        await axe(page);
        await screenshot(page, `verify-email-access-denied-${viewport}`);
        // The staff gate's 403 is expected here; nothing else may fail.
        expect(consoleErrors.filter((e) => !e.includes("403"))).toEqual([]);
        await context.close();
      }

      const { page, context } = await openPage();
      await signInViaApi(context, hire.email, hire.password);
      await page.goto(await verificationLinkFor(hire.email));
      await page.getByRole("button", { name: "Verify my e-mail address" }).click();
      await page.getByRole("heading", { name: "E-mail verified" }).waitFor();
      await page.goto("/admin");
      await page.getByRole("navigation", { name: "Admin" }).waitFor();
      expect(await page.getByRole("heading", { name: "Access Denied" }).count()).toBe(0);
      await context.close();
    },
  );
});
