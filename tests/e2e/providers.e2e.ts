import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, screenshot, signUpViaApi, oidcIssuer } from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; the refusals the journey asks for are expected. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of (400|403|404|409)/.test(e));

interface ProviderUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** Who the local OpenID Connect provider (global-setup.ts) approves next, as a person signing in there. */
async function nextProviderUser(overrides: Partial<ProviderUser> = {}): Promise<ProviderUser> {
  const sub = `sub-${randomBytes(5).toString("hex")}`;
  const user = {
    sub,
    email: `${sub}@example.net`,
    email_verified: true,
    given_name: "Olive",
    family_name: "Ides",
    ...overrides,
  };
  const response = await fetch(`${oidcIssuer()}/test/next-user`, {
    method: "POST",
    body: JSON.stringify({ user }),
  });
  expect(response.status).toBe(200);
  return user;
}

async function providerError(error: string): Promise<void> {
  const response = await fetch(`${oidcIssuer()}/test/next-user`, {
    method: "POST",
    body: JSON.stringify({ error }),
  });
  expect(response.status).toBe(200);
}

const connected = (page: Page) => page.locator("section[aria-labelledby=connected-heading]");

async function openConnectedAccounts(page: Page): Promise<void> {
  await page.goto("/app/settings#connected-heading");
  await connected(page).getByRole("list", { name: "Ways to sign in" }).waitFor();
}

test.describe("sign-in with Google, Apple and Microsoft", () => {
  test(
    "signs up with Google, finishes with a date of birth, signs in with it again, links and unlinks Microsoft, and keeps the last way in",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const person = await nextProviderUser();

      await page.goto("/signup");
      const google = page.getByRole("link", { name: "Continue with Google" });
      await google.waitFor();
      expect(await google.getAttribute("href")).toBe(
        "/api/auth/providers/google/start?intent=signup&next=%2Fapp",
      );
      await page.getByRole("link", { name: "Continue with Microsoft" }).waitFor();
      await google.click();

      await page.waitForURL("**/signup/complete");
      await page.getByRole("heading", { name: "Finish signing up with Google" }).waitFor();
      expect(await page.getByLabel("Email").inputValue()).toBe(person.email);
      expect(await page.getByLabel("First name").inputValue()).toBe("Olive");
      expect(await page.getByLabel("Last name").inputValue()).toBe("Ides");
      const create = page.getByRole("button", { name: "Create account" });
      expect(await create.isDisabled()).toBe(true);
      await axe(page);
      await screenshot(page, "providers-complete-signup-390");

      // The sign-up's own rule: 13 or older, said under the field, the typed names kept.
      const tooYoung = `${new Date().getFullYear() - 5}-01-01`;
      await page.getByLabel("Date of birth").fill(tooYoung);
      await page.getByLabel(/I agree to the/).check();
      await create.click();
      await page.getByText("You must be at least 13 years old to use Vitalog").waitFor();
      await page.getByLabel("Date of birth").fill("1991-05-06");
      await create.click();
      await page.waitForURL(/\/app(\/|$|\?)/);

      // Signed out, Google signs the same person in again: no second sign-up.
      await page.goto("/logout");
      await page.waitForURL((url) => url.pathname === "/");
      await nextProviderUser(person);
      await page.goto("/login");
      await page.getByRole("link", { name: "Continue with Google" }).click();
      await page.waitForURL(/\/app(\/|$|\?)/);

      await page.setViewportSize({ width: 1280, height: 800 });
      await openConnectedAccounts(page);
      const section = connected(page);
      await section.getByText(person.email).waitFor();
      await section.getByText("You have no password.").waitFor();
      await axe(page);
      // No password to type as the current one: a first one needs a recent sign-in with Google instead,
      // and the sign-in with Google a moment ago is one (older sessions are asked to confirm with Google:
      // src/server/profile/passwordless-account.test.ts).
      const passwordSection = page.locator("section[aria-labelledby=password-heading]");
      expect(await passwordSection.getByLabel("Current password").count()).toBe(0);
      await passwordSection.getByLabel("New password", { exact: true }).fill("Provider9First");
      await passwordSection.getByLabel("Confirm new password").fill("Provider9First");
      await passwordSection.getByRole("button", { name: "Set a password" }).click();
      await passwordSection
        .getByText("Your password is set. You can now sign in with your e-mail address too.")
        .waitFor();
      await connected(page).getByRole("button", { name: "Remove password" }).waitFor();

      await nextProviderUser({ ...person, email: `${person.sub}@outlook.example` });
      await section.getByRole("link", { name: "Link Microsoft" }).click();
      await page.getByText("Microsoft is linked. You can now sign in with it.").waitFor();
      expect(new URL(page.url()).search).toBe("");
      await connected(page).getByText(`${person.sub}@outlook.example`).waitFor();
      await screenshot(page, "providers-connected-1280");

      await connected(page).getByRole("button", { name: "Unlink Microsoft" }).click();
      const dialog = page.getByRole("dialog", { name: "Unlink Microsoft?" });
      await axe(page);
      await dialog.getByRole("button", { name: "Unlink Microsoft" }).click();
      await page.getByText("Microsoft is unlinked.").waitFor();
      // The message comes with the mutation; the list follows when its query is refetched.
      await connected(page).getByRole("link", { name: "Link Microsoft" }).waitFor();

      // Back to Google alone: the password goes after it is typed again.
      await connected(page).getByRole("button", { name: "Remove password" }).click();
      const removePassword = page.getByRole("dialog", { name: "Remove your password?" });
      await removePassword.getByLabel("Current password").fill("Provider9First");
      await removePassword.getByRole("button", { name: "Remove password" }).click();
      await page.getByText("Your password is removed.").waitFor();

      // The last way in cannot be unlinked, and says so beside its button (the server's flag, not a rule of
      // the screen's): it is not offered and then refused.
      const unlinkGoogle = connected(page).getByRole("button", { name: "Unlink Google" });
      await connected(page)
        .getByText(
          "Your only way to sign in. Add a password, a passkey or another account before unlinking it.",
        )
        .waitFor();
      expect(await unlinkGoogle.isDisabled()).toBe(true);
      expect(await unlinkGoogle.getAttribute("aria-describedby")).toBeTruthy();
      await axe(page);
      await screenshot(page, "providers-last-identity-1280");
      await openConnectedAccounts(page);
      await connected(page).getByText(person.email).waitFor();

      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "links Google to an existing account only after its password, then lists both ways in",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const owner = await signUpViaApi(context);
      await context.clearCookies();
      await nextProviderUser({ email: owner.email });

      await page.goto("/login");
      await page.getByRole("link", { name: "Continue with Google" }).click();
      await page.waitForURL("**/login/link");
      await page.getByText(`An account with ${owner.email} already exists.`).waitFor();
      await axe(page);
      await page.getByLabel("Password", { exact: true }).fill("NotTheRight1");
      await page.getByRole("button", { name: "Link Google and sign in" }).click();
      await page.getByText("That password is not correct").waitFor();
      expect(page.url()).toContain("/login/link");
      await screenshot(page, "providers-link-wrong-password-1280");

      await page.getByLabel("Password", { exact: true }).fill(owner.password);
      await page.getByRole("button", { name: "Link Google and sign in" }).click();
      await page.waitForURL(/\/app(\/|$|\?)/);
      await openConnectedAccounts(page);
      await connected(page).getByRole("button", { name: "Remove password" }).waitFor();
      await connected(page).getByRole("button", { name: "Unlink Google" }).waitFor();
      await connected(page).getByText(owner.email).first().waitFor();

      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "says a sign-in cancelled at the provider in words on the login card, and a finished flow is not offered again",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await providerError("access_denied");
      await page.goto("/login");
      await page.getByRole("link", { name: "Continue with Google" }).click();
      await page.waitForURL("**/login?error=*");
      await page
        .getByRole("alert")
        .getByText(/cancelled/)
        .waitFor();
      await axe(page);
      await screenshot(page, "providers-cancelled-390");

      await page.goto("/signup/complete");
      await page.getByText("There is no sign-in with Google, Apple or Microsoft waiting").waitFor();
      await page.getByRole("link", { name: "Create an account" }).waitFor();
      await axe(page);

      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});
