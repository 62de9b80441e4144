import type { Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

/** The six prerendered public pages (src/web/app/prerender/pages.ts): their main heading and their tab's title. */
const PAGES = [
  { path: "/", heading: "Your weight, meals and workouts, all in one place", title: "Vitalog" },
  { path: "/login", heading: "Welcome back", title: "Log in · Vitalog" },
  { path: "/signup", heading: "Create your account", title: "Sign up · Vitalog" },
  { path: "/terms", heading: "Terms of Service", title: "Terms of Service · Vitalog" },
  { path: "/privacy", heading: "Privacy Policy", title: "Privacy Policy · Vitalog" },
  { path: "/help", heading: "Help Center", title: "Help Center · Vitalog" },
] as const;

/**
 * Keeps the page's first <h1> as the HTML parser made it, before the app's script has done anything
 * with it: hydration keeps that very element, while a fresh render would replace it.
 */
async function rememberFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as { prerenderedHeading?: Element | null }).prerenderedHeading =
        document.querySelector("h1");
    });
  });
}

/** Waits until React owns the remembered heading, and says whether it is still the parser's element. */
async function hydratedInPlace(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
  return page.evaluate(() => {
    const remembered = (window as { prerenderedHeading?: Element | null }).prerenderedHeading;
    return (
      remembered != null &&
      remembered === document.querySelector("h1") &&
      document.contains(remembered)
    );
  });
}

test.describe("prerendered public pages", () => {
  test("show their heading and title with JavaScript disabled", async ({
    width: viewport,
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: VIEWPORTS[viewport],
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const { path, heading, title } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.title(), path).toBe(title);
      const h1 = page.getByRole("heading", { level: 1 });
      expect(await h1.textContent(), path).toBe(heading);
      expect(await h1.isVisible(), path).toBe(true);
    }
    // The stylesheet applies without script: the landing page's calls to action are styled links.
    await page.goto("/");
    const cta = page.locator("main").getByRole("link", { name: "Create your free account" });
    expect(await cta.getAttribute("href")).toBe("/signup");
    expect(await cta.evaluate((link) => getComputedStyle(link).color)).toBe("rgb(255, 255, 255)");
    await screenshot(page, `prerendered-landing-${viewport === "mobile" ? 390 : 1280}`);
    await context.close();
  });

  test(
    "hydrate in place, without a console error, on each page",
    { tag: "@mobile" },
    async ({ openPage }) => {
      for (const { path, heading, title } of PAGES) {
        const { page, context, consoleErrors } = await openPage();
        await rememberFirstHeading(page);
        await page.goto(path);
        // The landing and legal pages load the app on the first sign of use (decision 013).
        await page.mouse.move(20, 20);
        expect(await hydratedInPlace(page), `${path} was rendered afresh instead of hydrated`).toBe(
          true,
        );
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
        await page.waitForFunction((expected) => document.title === expected, title);
        expect(consoleErrors, path).toEqual([]);
        await context.close();
      }
    },
  );

  test(
    "load the landing page's app only on the visitor's first interaction, and keep a click on Live chat made before it",
    { tag: "@mobile" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const appScripts: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appScripts.push(request.url());
      });
      await rememberFirstHeading(page);
      await page.goto("/", { waitUntil: "networkidle" });
      expect(appScripts).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      // The first click is on the chat button, which is only markup until the app owns the page.
      await page.getByRole("button", { name: "Live chat" }).click();
      await page.getByRole("dialog").waitFor();
      expect(appScripts).toHaveLength(1);
      expect(await hydratedInPlace(page)).toBe(true);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "keep a sign-in typed and sent before the app owns /login, and send it once it does",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const signUpContext = await browser.newContext({ baseURL: baseUrl() });
      const user = await signUpViaApi(signUpContext);
      await signUpContext.close();
      // The app's entry arrives late, as on a slow phone: the form is only markup meanwhile.
      let releaseApp: () => void = () => undefined;
      const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await appHeld;
        await route.continue();
      });
      // Not "domcontentloaded": the held module script holds that event back too.
      await page.goto("/login", { waitUntil: "commit" });
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      await page.waitForFunction(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.includes("hold-early-submits")),
      );
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByLabel("Remember me").check();
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      // Held, not posted: still /login, nothing in the URL.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login");
      releaseApp();
      await page.waitForURL("**/app");
      const session = (await context.cookies()).find((cookie) => cookie.name === "vitalog_session");
      expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "are drawn afresh, without a hydration error, for a visitor whose day is not the build's",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      // Three days after the build: the terms' "Last updated" date differs from the prerendered one.
      const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
      await page.clock.setFixedTime(later);
      await rememberFirstHeading(page);
      await page.goto("/terms");
      expect(await hydratedInPlace(page)).toBe(false);
      const laterDay = later.toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
      });
      await page.getByText(`Last updated: ${laterDay}`).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Terms of Service");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "landing page's links work once hydrated: Get started goes to /signup without a page load",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await rememberFirstHeading(page);
      await page.goto("/");
      await page.mouse.move(20, 20);
      expect(await hydratedInPlace(page)).toBe(true);
      // Survives a client-side navigation, not a page load.
      await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Get started" })
        .click();
      await page.getByRole("heading", { name: "Create your account", level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/signup");
      await page.waitForFunction(() => document.title === "Sign up · Vitalog");
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
      // The live chat button is a button again, not just markup.
      await page.getByRole("button", { name: "Live chat" }).click();
      await page.getByRole("dialog").waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "still send a signed-in user from the landing page to the app, without a console error",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/");
      await page.waitForURL((url) => url.pathname === "/app");
      await page.locator("main#main").waitFor();
      // The signed-out page that was on screen is gone, not kept beside the app.
      expect(
        await page.getByText("Your weight, meals and workouts, all in one place").count(),
      ).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
