import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, screenshot, signUpViaApi } from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; those the journey asks for are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[01]/.test(e));

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a platform authenticator
 * that keeps discoverable credentials and verifies its user without a prompt.
 */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function openSecurity(page: Page) {
  await page.goto("/app/settings");
  await page.getByRole("heading", { name: "Passkeys" }).waitFor();
}

async function addPasskey(page: Page, name: string) {
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.getByLabel("Passkey name").fill(name);
  await page.getByRole("button", { name: "Create passkey" }).click();
  await page.getByText(`"${name}" was added. You can now sign in with it.`).waitFor();
}

test.describe("passkeys", () => {
  test(
    "adds a passkey in Settings, signs out, and signs in with it from the login page",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context, { firstName: "Pat" });
      const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);

      await openSecurity(page);
      await addPasskey(page, "Work laptop");
      const list = page.getByRole("list", { name: "Your passkeys" });
      await list
        .getByRole("listitem")
        .filter({ hasText: "Work laptop" })
        .filter({ hasText: "Not used yet" })
        .waitFor();
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.isResidentCredential).toBe(true);

      await page.getByRole("button", { name: "Rename Work laptop" }).click();
      await page.getByLabel("New name for Work laptop").fill("Home laptop");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await list.getByRole("listitem").filter({ hasText: "Home laptop" }).waitFor();
      // A rename is announced as one, not as the passkey being added again under its new name.
      await page
        .getByRole("status")
        .filter({ hasText: '"Work laptop" was renamed to "Home laptop".' })
        .waitFor({ timeout: 5000 });
      expect(await page.getByText(/was added/).count()).toBe(0);
      await page.getByRole("heading", { name: "Passkeys" }).scrollIntoViewIfNeeded();
      await axe(page);
      await screenshot(page, "passkeys-settings-1280");

      await page.goto("/logout");
      await page.getByText("Signed Out Successfully").waitFor();
      await page.goto("/login?next=/app/settings");
      const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
      await passkeyButton.waitFor();
      await axe(page);
      await screenshot(page, "passkeys-login-1280");
      await passkeyButton.click();
      await page.waitForURL("**/app/settings");
      await page.getByText(`Signed in as ${user.email}`).waitFor();
      await list
        .getByRole("listitem")
        .filter({ hasText: "Home laptop" })
        .filter({ hasText: "Last used" })
        .waitFor();

      const me = await context.request.get("/api/auth/me");
      expect(me.status()).toBe(200);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "removes a passkey after a confirmation, on a phone-sized screen",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await addVirtualAuthenticator(context, page);
      await openSecurity(page);
      await addPasskey(page, "Phone");

      await page.getByRole("button", { name: "Remove Phone" }).click();
      const dialog = page.getByRole("dialog", { name: 'Remove "Phone"?' });
      await dialog.waitFor();
      await axe(page);
      await screenshot(page, "passkeys-remove-390");
      await dialog.getByRole("button", { name: "Remove passkey" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByText("You have no passkeys yet.").waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});
