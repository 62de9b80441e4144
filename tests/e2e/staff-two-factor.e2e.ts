import { request, type BrowserContext } from "@playwright/test";
import { URI } from "otpauth";
import {
  expect,
  test,
  baseUrl,
  screenshot,
  signInViaApi,
  staffWithRole,
  type E2eUser,
} from "./playwright-utils";
const origin = () => ({ origin: baseUrl() });

/**
 * Gives `user` an authenticator app through the API (the enrolment screens have their own journey)
 * and signs the context in again with a recovery code, so its session is aal2.
 */
async function signInWithTwoFactor(context: BrowserContext, user: E2eUser): Promise<void> {
  await signInViaApi(context, user.email, user.password);
  const enrolment = await context.request.post("/api/auth/two-factor/enrol", { headers: origin() });
  expect(enrolment.status(), await enrolment.text()).toBe(200);
  const { otpauthUri } = (await enrolment.json()) as { otpauthUri: string };
  const code = URI.parse(otpauthUri).generate();
  const confirmed = await context.request.post("/api/auth/two-factor/confirm", {
    headers: origin(),
    data: { code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };

  await context.clearCookies();
  const first = await context.request.post("/api/auth/signin", {
    headers: origin(),
    data: { email: user.email, password: user.password },
  });
  expect(first.status(), await first.text()).toBe(200);
  const second = await context.request.post("/api/auth/signin/second-factor", {
    headers: origin(),
    data: { recoveryCode: recoveryCodes[0] },
  });
  expect(second.status(), await second.text()).toBe(200);
}

/** The second Super Admin's aal2 session: its cookies outlive the test's pages, closed after each test. */
let boss: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
/** Made before the requirement is on: roles are given by the root Super Admin, whose session it then stops. */
let lateAgent: E2eUser | undefined;

// The requirement is the whole server's: leave it off for the journeys that run after this file.
test.afterAll(async () => {
  if (!boss) return;
  const api = await request.newContext({ baseURL: baseUrl(), storageState: boss });
  const response = await api.put("/api/admin/security-settings", {
    headers: origin(),
    data: { staffTwoFactorRequired: false },
  });
  await api.dispose();
  expect(response.status(), "the requirement was turned off again").toBe(200);
});

test.describe("two-factor required for staff", () => {
  test("a Super Admin turns it on after a confirmation; staff without it meet the set-up screen, staff with it get in", async ({
    axe,
    browser,
    openPage,
  }) => {
    // A second Super Admin with two-factor, so turning the requirement off again stays possible.
    const user = await staffWithRole(browser, "Super Admin");
    const agent = await staffWithRole(browser, "Support Agent");
    lateAgent = await staffWithRole(browser, "Support Agent");
    const admin = await openPage();
    await signInWithTwoFactor(admin.context, user);
    boss = await admin.context.storageState();

    // The agent has the panel open when the requirement is turned on.
    const open = await openPage();
    await signInViaApi(open.context, agent.email, agent.password);
    await open.page.goto("/admin");
    await open.page.getByRole("navigation", { name: "Admin" }).waitFor();

    await admin.page.goto("/admin/settings");
    const card = admin.page.getByRole("region", { name: "Security" });
    await card.getByText("Not required.").waitFor();
    await card.getByRole("button", { name: "Require two-factor for staff" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Require two-factor for staff?" });
    await dialog.getByText(/staff members? do not have two-factor yet/).waitFor();
    expect(await dialog.textContent()).not.toContain("This includes you");
    await axe(admin.page);
    await screenshot(admin.page, "staff-two-factor-confirm-1280");
    await dialog.getByRole("button", { name: "Require two-factor" }).click();
    await card.getByText("Required.").waitFor();
    await card.getByRole("button", { name: "Stop requiring two-factor" }).waitFor();
    await axe(admin.page);
    await screenshot(admin.page, "staff-two-factor-settings-1280");
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await axe(admin.page);
    await screenshot(admin.page, "staff-two-factor-settings-390");
    await admin.page.setViewportSize({ width: 1280, height: 800 });

    // The agent's next call is refused, and the set-up screen replaces the panel.
    await open.page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Support" })
      .click();
    await open.page.getByRole("heading", { name: "Set up two-factor authentication" }).waitFor();
    await open.context.close();

    // The Super Admin's own aal2 session keeps the panel.
    await admin.page.goto("/admin/users");
    await admin.page.getByRole("columnheader", { name: "2FA" }).waitFor();
    await admin.page.getByText("2FA on", { exact: true }).first().waitFor();
    await screenshot(admin.page, "staff-two-factor-users-1280");
    await admin.page.setViewportSize({ width: 390, height: 844 });
    // On a phone the column folds into each row's summary line.
    await admin.page
      .getByText(/· 2FA off ·/)
      .locator("visible=true")
      .first()
      .waitFor();
    await axe(admin.page);
    await screenshot(admin.page, "staff-two-factor-users-390");

    for (const viewport of ["mobile", "desktop"] as const) {
      const { page, context, consoleErrors } = await openPage(viewport);
      await signInViaApi(context, agent.email, agent.password);
      await page.goto("/admin");
      await page.getByRole("heading", { name: "Set up two-factor authentication" }).waitFor();
      await page
        .getByText(
          "Your organisation requires two-factor authentication for staff. Set it up in Settings → Security, then sign in again.",
        )
        .waitFor();
      expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
      await axe(page);
      await screenshot(page, `staff-two-factor-setup-${viewport}`);
      await page.getByRole("link", { name: "Go to Settings → Security" }).click();
      await page.waitForURL("**/app/settings#security-heading");
      await page.getByRole("heading", { name: "Security", exact: true }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  test("signs staff out of a session that predates their two-factor, so it cannot reach the panel", async ({
    axe,
    browser,
    openPage,
  }) => {
    const agent = lateAgent!;
    const { page, context } = await openPage("mobile");
    await signInViaApi(context, agent.email, agent.password);
    // Two-factor is set up on another device; this session was granted with the password alone.
    const other = await browser.newContext({ baseURL: baseUrl() });
    await signInViaApi(other, agent.email, agent.password);
    const { otpauthUri } = (await (
      await other.request.post("/api/auth/two-factor/enrol", { headers: origin() })
    ).json()) as { otpauthUri: string };
    const confirmed = await other.request.post("/api/auth/two-factor/confirm", {
      headers: origin(),
      data: { code: URI.parse(otpauthUri).generate() },
    });
    expect(confirmed.status()).toBe(200);
    await other.close();

    const session = await context.request.get("/api/auth/session");
    expect(((await session.json()) as { profile: unknown }).profile).toBeNull();
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await axe(page);
    await screenshot(page, "staff-two-factor-signed-out-mobile");
    await context.close();
  });
});
