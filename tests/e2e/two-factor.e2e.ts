import * as OTPAuth from "otpauth";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi, type E2eUser } from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; the wrong code the journey types is expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[01]/.test(e));

/** The user's authenticator app, played by the test from the key shown on the page. */
const appFor = (secret: string) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/ /g, "")),
    digits: 6,
    period: 30,
  });

async function signOut(context: BrowserContext): Promise<void> {
  const response = await context.request.post("/api/auth/signout", {
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
}

async function signInWithPassword(page: Page, user: E2eUser): Promise<void> {
  await page.goto("/login");
  // /login is prerendered: typing before the app owns the page would be drawn over.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
}

test.describe("two-factor authentication", () => {
  test(
    "is set up in Settings from the key on the page, then sign-in asks for a code",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      await page.goto("/app/settings");
      const section = page.locator("section", {
        has: page.getByRole("heading", { name: "Two-factor authentication" }),
      });
      await section.getByRole("button", { name: "Set up" }).click();
      await expect(section.getByRole("img", { name: /QR code/ })).toHaveCount(1);
      const secret = (await section.getByTestId("two-factor-secret").textContent()) ?? "";
      expect(secret).toMatch(/^[A-Z2-7 ]{32,}$/);
      const app = appFor(secret);
      await axe(page);

      // The previous step's code, still accepted: the current one stays free for the sign-in below.
      await section
        .getByLabel(/6-digit code/)
        .fill(app.generate({ timestamp: Date.now() - 30_000 }));
      await section.getByRole("button", { name: "Confirm" }).click();
      const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      await section.getByText("shown only this once").waitFor();
      await axe(page);
      await screenshot(page, "two-factor-recovery-codes-1280");
      await section.getByRole("button", { name: "I have saved my codes" }).click();
      await section.getByText("10 recovery codes left.").waitFor();

      await signOut(context);
      await signInWithPassword(page, user);
      await axe(page);
      await page.getByLabel("Authentication code").fill("000000");
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await page
        .getByText("That code is not right. Check your authenticator app and try again.")
        .waitFor();
      await page.getByLabel("Authentication code").fill(app.generate());
      await screenshot(page, "two-factor-sign-in-code-1280");
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await page.waitForURL(/\/app$/);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "signs in with a recovery code instead, once, at 390 px",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      const enrol = await context.request.post("/api/auth/two-factor/enrol", {
        headers: { origin: baseUrl() },
      });
      const { secret } = (await enrol.json()) as { secret: string };
      const confirm = await context.request.post("/api/auth/two-factor/confirm", {
        headers: { origin: baseUrl() },
        data: { code: appFor(secret).generate() },
      });
      expect(confirm.status()).toBe(200);
      const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
      await signOut(context);

      await signInWithPassword(page, user);
      await page.getByRole("button", { name: "Use a recovery code instead" }).click();
      await page.getByLabel("Recovery code").fill(recoveryCodes[0]!.toUpperCase());
      await axe(page);
      await screenshot(page, "two-factor-sign-in-recovery-390");
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await page.waitForURL(/\/app$/);

      await page.goto("/app/settings");
      await page.getByText("9 recovery codes left.").waitFor();
      await axe(page);
      await signOut(context);
      await signInWithPassword(page, user);
      await page.getByRole("button", { name: "Use a recovery code instead" }).click();
      await page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await page.getByText("That recovery code is not right, or it was already used.").waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "makes new codes and turns off only with the password given again, even just after signing in",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      const enrol = await context.request.post("/api/auth/two-factor/enrol", {
        headers: { origin: baseUrl() },
      });
      const app = appFor(((await enrol.json()) as { secret: string }).secret);
      const confirm = await context.request.post("/api/auth/two-factor/confirm", {
        headers: { origin: baseUrl() },
        data: { code: app.generate() },
      });
      expect(confirm.status()).toBe(200);
      await page.goto("/app/settings");
      const section = page.locator("section", {
        has: page.getByRole("heading", { name: "Two-factor authentication" }),
      });

      await section.getByRole("button", { name: "New recovery codes" }).click();
      await section.getByRole("button", { name: "Make new codes" }).click();
      await section.getByText("Enter your password to continue.").waitFor();
      await section.getByLabel("Your password").fill(user.password);
      await section.getByRole("button", { name: "Make new codes" }).click();
      await expect(
        section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
      ).toHaveCount(10);
      await section.getByRole("button", { name: "I have saved my codes" }).click();

      await section.getByRole("button", { name: "Turn off" }).click();
      await section.getByLabel("Your password").fill("Not-the-password-1");
      await section.getByRole("button", { name: "Turn off two-factor" }).click();
      await section.getByLabel("Your password").and(page.locator("[aria-invalid=true]")).waitFor();
      await axe(page);
      await screenshot(page, "two-factor-turn-off-1280");
      await section.getByLabel("Your password").fill(user.password);
      await section.getByRole("button", { name: "Turn off two-factor" }).click();
      await section.getByText("Two-factor authentication is off.").waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "asks for the code on /login?step=second-factor when a step is waiting, and says so when none is",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      const enrol = await context.request.post("/api/auth/two-factor/enrol", {
        headers: { origin: baseUrl() },
      });
      const app = appFor(((await enrol.json()) as { secret: string }).secret);
      const confirm = await context.request.post("/api/auth/two-factor/confirm", {
        headers: { origin: baseUrl() },
        data: { code: app.generate({ timestamp: Date.now() - 30_000 }) },
      });
      expect(confirm.status()).toBe(200);
      await signOut(context);

      await page.goto("/login?step=second-factor");
      await page
        .getByText("Your sign-in took too long. Sign in again with your password.")
        .waitFor();
      await page.getByLabel("Email").waitFor();

      // The first factor is given elsewhere (here the API, as a provider sign-in would), leaving the step's cookie.
      const first = await context.request.post("/api/auth/signin", {
        headers: { origin: baseUrl() },
        data: { email: user.email, password: user.password },
      });
      expect(await first.json()).toEqual({ secondFactorRequired: true });
      await page.goto("/login?step=second-factor");
      await page.getByLabel("Authentication code").fill(app.generate());
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await page.waitForURL(/\/app$/);
      expect(unexpected(consoleErrors.filter((e) => !/status of 404/.test(e)))).toEqual([]);
      await context.close();
    },
  );
});
