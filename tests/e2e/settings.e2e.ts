import type { Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; those the journey asks for are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[01]/.test(e));

async function openSettings(page: Page) {
  await page.goto("/app/settings");
  await page.getByRole("heading", { name: "Profile" }).waitFor();
}

test.describe("settings", () => {
  test(
    "saves the profile in imperial units and keeps it after a reload",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context, { firstName: "Jamie" });
      await openSettings(page);
      await page.getByLabel("Height (cm, optional)").fill("175");
      await page.getByLabel(/^Imperial/).check();
      expect(await page.getByLabel("Feet").inputValue()).toBe("5");
      expect(await page.getByLabel("Inches").inputValue()).toBe("9");
      await page.getByLabel("Inches").fill("10");
      await page.getByLabel("First name").fill("Jordan");
      await page.getByLabel("Sex (optional)").selectOption("female");
      await page.getByLabel("Time zone").selectOption("Europe/Paris");
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Your profile has been saved.").waitFor();

      await page.reload();
      await page.getByRole("heading", { name: "Profile" }).waitFor();
      expect(await page.getByLabel("First name").inputValue()).toBe("Jordan");
      expect(await page.getByLabel(/^Imperial/).isChecked()).toBe(true);
      expect(await page.getByLabel("Feet").inputValue()).toBe("5");
      expect(await page.getByLabel("Inches").inputValue()).toBe("10");
      expect(await page.getByLabel("Sex (optional)").inputValue()).toBe("female");
      expect(await page.getByLabel("Time zone").inputValue()).toBe("Europe/Paris");
      await screenshot(page, "settings-imperial-1280");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "shows a height out of range and an under-13 birth date under their fields, keeping what was typed",
    { tag: "@mobile" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await openSettings(page);
      await page.getByLabel("Height (cm, optional)").fill("300");
      const recent = `${new Date().getFullYear() - 5}-01-01`;
      await page.getByLabel("Date of birth").fill(recent);
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Enter a height between 50 and 272 cm").waitFor();
      await page.getByText("You must be at least 13 years old to use Vitalog").waitFor();
      expect(await page.getByLabel("Height (cm, optional)").inputValue()).toBe("300");
      expect(await page.getByLabel("Date of birth").inputValue()).toBe(recent);
      await page.getByLabel(/^Imperial/).check();
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Enter a height between 50 and 272 cm").waitFor();
      expect(await page.getByLabel("Feet").getAttribute("aria-invalid")).toBe("true");
      await screenshot(page, "settings-errors-390");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "changes the password, refuses a wrong current one, and signs in with the new one",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      await openSettings(page);
      const form = page.locator("form", {
        has: page.getByRole("button", { name: "Change password" }),
      });
      await form.getByLabel("Current password").fill("NotMine1pass");
      await form.getByLabel("New password", { exact: true }).fill("Changed2pass");
      await form.getByLabel("Confirm new password").fill("Changed2pass");
      await form.getByRole("button", { name: "Change password" }).click();
      await page.getByText("Your current password is not correct").waitFor();

      await form.getByLabel("Current password").fill(user.password);
      await form.getByRole("button", { name: "Change password" }).click();
      await page.getByText("Your password has been changed.").waitFor();

      await context.clearCookies();
      await page.goto("/login");
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill("Changed2pass");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL("**/app");
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "lists another device and signs it out",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const { page, context } = await openPage();
      const user = await signUpViaApi(context);
      const other = await browser.newContext({ baseURL: baseUrl() });
      const signIn = await other.request.post("/api/auth/signin", {
        headers: { origin: baseUrl() },
        data: { email: user.email, password: user.password },
      });
      expect(signIn.status()).toBe(200);

      await openSettings(page);
      const sessions = page.getByRole("list", { name: "Active sessions" });
      await sessions.getByText("This device", { exact: true }).waitFor();
      expect(await sessions.getByRole("listitem").count()).toBe(2);
      await page.getByRole("button", { name: "Sign out of all other devices" }).click();
      await page.getByText("Signed out of 1 other device.").waitFor();
      expect(await sessions.getByRole("listitem").count()).toBe(1);
      const otherMe = await other.request.get("/api/auth/session");
      expect(await otherMe.json()).toEqual({ profile: null });
      await other.close();
      await context.close();
    },
  );

  test(
    "deletes the account after the password and typed confirmation, and goes to /",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context } = await openPage();
      const user = await signUpViaApi(context);
      await openSettings(page);
      const remove = page.getByRole("button", { name: "Delete my account" });
      await page.getByLabel("Your password").fill(user.password);
      expect(await remove.isDisabled()).toBe(true);
      await page.getByLabel("Type DELETE to confirm").fill("DELETE");
      await remove.click();
      await page.waitForURL((url) => url.pathname === "/");
      const signIn = await context.request.post("/api/auth/signin", {
        headers: { origin: baseUrl() },
        data: { email: user.email, password: user.password },
      });
      expect(signIn.status()).toBe(401);
      await context.close();
    },
  );
});

test.describe("accessibility and look", () => {
  test("passes axe and is photographed", async ({ axe, openPage, width: at }) => {
    const width = VIEWPORTS[at].width;
    const { page, context } = await openPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await axe(page);
    await screenshot(page, `login-${width}`);

    await page.goto("/signup");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("other");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Please enter your date of birth").waitFor();
    await axe(page);
    await screenshot(page, `signup-errors-${width}`);

    await signUpViaApi(context);
    await openSettings(page);
    await page.getByRole("list", { name: "Active sessions" }).waitFor();
    await axe(page);
    await screenshot(page, `settings-${width}`);

    await page.goto("/logout");
    await page.getByText("Signed Out Successfully").waitFor();
    await axe(page);
    await context.close();
  });
});
