import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test, baseUrl, signUpViaApi, type E2eUser } from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; those the journey asks for are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[01]/.test(e));

/** A user that exists but whose cookie is not in the journey's browser. */
async function existingUser(browser: Browser): Promise<E2eUser> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const user = await signUpViaApi(context);
  await context.close();
  return user;
}

async function fillSignIn(
  page: Page,
  user: { email: string; password: string },
  rememberMe = false,
) {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  if (rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "vitalog_session");
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** The checklist line for a password rule, read as a screen reader does: "(met)" or "(not met)". */
const checklistItem = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Password requirements" })
    .getByRole("listitem")
    .filter({ hasText: label });

test.describe("sign up", () => {
  test(
    "shows each rule's message on the way, and signs up once they are met",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await page.goto("/signup");
      await page.getByLabel("First name").fill("Robin");
      await page.getByLabel("Last name").fill("Journey");
      await page.getByLabel("Email").fill("not-an-email");

      // The checklist turns each rule green as it is met.
      const password = page.getByLabel("Password", { exact: true });
      await password.fill("journey");
      // The checklist follows the typing a render later: read it with retries.
      await expect(checklistItem(page, "A lowercase letter")).toContainText("(met)");
      for (const rule of ["8 or more characters", "An uppercase letter", "A digit"]) {
        await expect(checklistItem(page, rule)).toContainText("(not met)");
      }
      await password.fill("Journey1pass");
      for (const rule of [
        "8 or more characters",
        "An uppercase letter",
        "A lowercase letter",
        "A digit",
      ]) {
        await expect(checklistItem(page, rule)).toContainText("(met)");
      }
      // Show password switches the input to plain text and back.
      await page.getByRole("button", { name: "Show password" }).first().click();
      expect(await password.getAttribute("type")).toBe("text");
      await page.getByRole("button", { name: "Hide password" }).click();
      expect(await password.getAttribute("type")).toBe("password");
      await page.getByLabel("Confirm password").fill("Journey1typo");

      // Submit stays disabled without the terms; leaving them unticked says why.
      const submit = page.getByRole("button", { name: "Create account" });
      const terms = page.getByLabel(/I agree to the/);
      expect(await submit.isDisabled()).toBe(true);
      await terms.check();
      await terms.uncheck();
      await page.getByText("Please agree to the terms and conditions").waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await terms.check();
      expect(await page.getByText("Please agree to the terms and conditions").count()).toBe(0);
      expect(await submit.isEnabled()).toBe(true);

      await submit.click();
      await page.getByText("Please enter your date of birth").waitFor();
      await page.getByText("Passwords do not match").waitFor();
      await page.getByText("Enter a valid email address").waitFor();

      await page.getByLabel("Email").fill(`signup-${Date.now()}@example.com`);
      await page.getByLabel("Date of birth").fill(yearsAgo(12));
      await page.getByLabel("Confirm password").fill("Journey1pass");
      await submit.click();
      await page.getByText("You must be at least 13 years old to use Vitalog").waitFor();
      expect(await page.getByText("Passwords do not match").count()).toBe(0);
      expect(await page.getByText("Enter a valid email address").count()).toBe(0);

      await page.getByLabel("Date of birth").fill(yearsAgo(-1));
      await submit.click();
      await page.getByText("Date of birth cannot be in the future").waitFor();

      // The server refuses a password holding the user's name (Journey) under the field, keeping what was typed.
      await page.getByLabel("Date of birth").fill(yearsAgo(30));
      await submit.click();
      const refusal = "Your password must not contain your e-mail address or name.";
      await page.getByText(refusal).waitFor();
      expect(await password.getAttribute("aria-invalid")).toBe("true");
      expect(
        await page.locator(`[id="${await password.getAttribute("id")}-error"]`).textContent(),
      ).toBe(refusal);
      expect(await password.inputValue()).toBe("Journey1pass");
      expect(await page.getByLabel("Last name").inputValue()).toBe("Journey");
      await page.getByLabel("Last name").fill("Walker");
      await submit.click();
      await page.waitForURL("**/app");
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});

test.describe("sign in", () => {
  test(
    "without remember me keeps a cookie for the browser session only",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const user = await existingUser(browser);
      const { page, context, consoleErrors } = await openPage();
      await page.goto("/login");
      await fillSignIn(page, user);
      await page.waitForURL("**/app");
      expect((await sessionCookie(context)).expires).toBe(-1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "with remember me keeps the cookie for 30 days",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const user = await existingUser(browser);
      const { page, context } = await openPage();
      await page.goto("/login");
      await fillSignIn(page, user, true);
      await page.waitForURL("**/app");
      const days = ((await sessionCookie(context)).expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      await context.close();
    },
  );

  test(
    "says 'Invalid email or password' for a wrong password and keeps the typed e-mail",
    { tag: "@desktop" },
    async ({ openPage, browser }) => {
      const user = await existingUser(browser);
      const { page, context, consoleErrors } = await openPage();
      await page.goto("/login");
      await fillSignIn(page, { email: user.email, password: "Wrong1pass" });
      await page.getByText("Invalid email or password").waitFor();
      expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
      expect(page.url()).toMatch(/\/login$/);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "sends an anonymous visitor of /app/weight to /login and back after signing in",
    { tag: "@desktop" },
    async ({ openPage, browser }) => {
      const user = await existingUser(browser);
      const { page, context } = await openPage();
      await page.goto("/app/weight");
      await page.waitForURL("**/login?next=%2Fapp%2Fweight");
      await fillSignIn(page, user);
      await page.waitForURL("**/app/weight");
      await context.close();
    },
  );

  test(
    "answers the forgot-password form the same for any e-mail",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const user = await existingUser(browser);
      const { page, context, consoleErrors } = await openPage();
      const answerFor = async (email: string) => {
        await page.goto("/login");
        await page.getByRole("link", { name: "Forgot password?" }).click();
        // The link navigates in the browser: wait for the new form, or the sign-in form's Email gets filled.
        await page.getByRole("button", { name: "Send reset link" }).waitFor();
        await page.getByLabel("Email").fill(email);
        await page.getByRole("button", { name: "Send reset link" }).click();
        const status = page.getByRole("status").filter({ hasText: "If an account exists" });
        await status.waitFor();
        return status.textContent();
      };
      const known = await answerFor(user.email);
      const unknown = await answerFor(`nobody-${Date.now()}@example.com`);
      expect(known).toBe(unknown);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});

const APP_ROUTES = [
  ["Weight", "/app/weight"],
  ["Workouts", "/app/workouts"],
  ["Meals", "/app/meals"],
  ["Goals", "/app/goals"],
  ["Water", "/app/water"],
  ["Progress", "/app/progress"],
  ["Settings", "/app/settings"],
  ["Dashboard", "/app"],
] as const;

test.describe("navigation", () => {
  test(
    "reaches every /app screen from the desktop navigation at 1280 px",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/settings");
      const nav = page.getByRole("navigation", { name: "App", exact: true });
      for (const [label, path] of APP_ROUTES) {
        await nav.getByRole("link", { name: label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
      }
      await context.close();
    },
  );

  test(
    "reaches every /app screen from the mobile menu at 390 px",
    { tag: "@mobile" },
    async ({ openPage }) => {
      const { page, context } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/settings");
      expect(await page.getByRole("navigation", { name: "App", exact: true }).isVisible()).toBe(
        false,
      );
      for (const [label, path] of APP_ROUTES) {
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("navigation", { name: "App menu" });
        await menu.getByRole("link", { name: label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        expect(await menu.isVisible()).toBe(false);
      }
      await context.close();
    },
  );
});

test.describe("sign out", () => {
  test(
    "shows 'Signing you out...', then 'Signed Out Successfully', then lands on / after about 1.5 s",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/settings");
      // Hold the answer a moment so the first state can be seen.
      await page.route("**/api/auth/signout", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.getByRole("navigation", { name: "App", exact: true }).waitFor();
      await page.getByRole("link", { name: "Logout" }).click();
      await page.waitForURL("**/logout");
      await page.getByText("Signing you out...").waitFor();
      // Timed inside the page: polling from here would notice each change late by a varying amount.
      const delay = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let shownAt: number | undefined;
            const tick = () => {
              if (
                shownAt === undefined &&
                document.body.innerText.includes("Signed Out Successfully")
              )
                shownAt = performance.now();
              if (shownAt !== undefined && location.pathname === "/")
                return resolve(performance.now() - shownAt);
              setTimeout(tick, 10);
            };
            tick();
          }),
      );
      expect(delay).toBeGreaterThan(1400);
      expect(delay).toBeLessThan(2500);
      await page.waitForURL((url) => url.pathname === "/");
      expect((await context.cookies()).find((c) => c.name === "vitalog_session")).toBeUndefined();
      await page.goto("/app/water");
      await page.waitForURL("**/login?next=%2Fapp%2Fwater");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "tells the truth when the server cannot be reached: maybe still signed in, then / after about 1 s",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      // Record when the app replaces the address, to time the redirect inside the page.
      await context.addInitScript(() => {
        const replaced: { at: number; url: string }[] = [];
        Object.assign(window, { replaced });
        const original = history.replaceState.bind(history);
        history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
          replaced.push({ at: performance.now(), url: String(url) });
          original(data, unused, url);
        };
      });
      await page.route("**/api/auth/signout", (route) => route.abort("connectionrefused"));
      await page.goto("/app/settings");
      await page.getByRole("navigation", { name: "App", exact: true }).waitFor();
      await page.getByRole("link", { name: "Logout" }).click();
      const delay = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let shownAt: number | undefined;
            const tick = () => {
              if (
                shownAt === undefined &&
                document.body.innerText.includes(
                  "We could not reach the server, so you may still be signed in.",
                )
              )
                shownAt = performance.now();
              const home = (
                window as unknown as { replaced: { at: number; url: string }[] }
              ).replaced.find((r) => r.url === "/");
              if (shownAt !== undefined && home) return resolve(home.at - shownAt);
              setTimeout(tick, 10);
            };
            tick();
          }),
      );
      expect(delay).toBeGreaterThan(900);
      expect(delay).toBeLessThan(1500);
      expect(await page.getByText("Signed Out Successfully").count()).toBe(0);
      // The server never heard of the sign-out: the cookie lives, and / sends the visitor back in.
      await sessionCookie(context);
      await page.waitForURL((url) => url.pathname === "/app");
      expect(
        consoleErrors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e)),
      ).toEqual([]);
      await context.close();
    },
  );
});
