import { expect, screenshot, signUpViaApi, test, VIEWPORTS } from "./playwright-utils";

const TERMS_SECTIONS = [
  "Agreement to these terms",
  "Description of the service",
  "Your account",
  "Acceptable use",
  "Health disclaimer",
  "Data and privacy",
  "Intellectual property",
  "Availability of the service",
  "Limitation of liability",
  "Termination",
  "Changes to these terms",
  "Contact",
];

test.describe("public pages", () => {
  test("landing page sells the product with the marketing figures and calls to action", async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    for (const figure of ["10K+", "500K+", "1M+", "95%"]) {
      expect(await page.getByText(figure, { exact: true }).isVisible()).toBe(true);
    }
    for (const feature of ["Weight", "Meals", "Workouts", "Water", "Goals", "Progress charts"]) {
      expect(await page.getByRole("heading", { name: feature, exact: true }).isVisible()).toBe(
        true,
      );
    }
    expect(await page.locator("figure blockquote").count()).toBe(3);
    const main = page.locator("main");
    expect(
      await main.getByRole("link", { name: "Create your free account" }).getAttribute("href"),
    ).toBe("/signup");
    expect(
      await main.getByRole("link", { name: "Sign in", exact: true }).getAttribute("href"),
    ).toBe("/login");
    await axe(page);
    await screenshot(page, `landing-${viewport === "mobile" ? 390 : 1280}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("terms show every section, today's date and the way home", async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const today = new Date().toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    const { page, context, consoleErrors } = await openPage();
    await page.goto("/terms");
    await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
    expect(await page.getByText(`Last updated: ${today}`).isVisible()).toBe(true);
    for (const [index, title] of TERMS_SECTIONS.entries()) {
      expect(await page.getByRole("heading", { name: `${index + 1}. ${title}` }).isVisible()).toBe(
        true,
      );
    }
    expect(await page.getByText("You must be at least 13 years old").isVisible()).toBe(true);
    expect(await page.getByText("One account per person.").isVisible()).toBe(true);
    expect(await page.getByText("is not a medical device").first().isVisible()).toBe(true);
    expect(
      await page.locator("main").getByRole("link", { name: "Back to Home" }).getAttribute("href"),
    ).toBe("/");
    await axe(page);
    await screenshot(page, `terms-${viewport === "mobile" ? 390 : 1280}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test(
    "privacy, login and signup pass axe; the privacy policy says who sees the data",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await page.goto("/privacy");
      await page.getByRole("heading", { name: "Privacy Policy" }).waitFor();
      expect(await page.getByText("Last updated: November 22, 2026").isVisible()).toBe(true);
      expect(await page.getByText("We never sell your data").isVisible()).toBe(true);
      expect(await page.getByText("argon2id").isVisible()).toBe(true);
      await axe(page);
      for (const [path, heading] of [
        ["/login", "Welcome back"],
        ["/signup", null],
      ] as const) {
        await page.goto(path);
        await page
          .getByRole("heading", heading ? { level: 1, name: heading } : { level: 1 })
          .waitFor();
        await axe(page);
      }
      // Only the configured providers (the journeys' server sets Google and Microsoft) are offered,
      // each as a real link to its sign-in, never a button that leads nowhere.
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
      const google = page.getByRole("link", { name: "Continue with Google" });
      await google.waitFor();
      expect(await google.getAttribute("href")).toMatch(/^\/api\/auth\/providers\/google\/start\?/);
      expect(await page.getByRole("link", { name: "Continue with Microsoft" }).count()).toBe(1);
      expect(await page.getByRole("link", { name: /Apple/ }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /Google|Apple|Microsoft/ }).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "unknown public routes show the 404 page, answered with status 404",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const response = await page.goto("/nope");
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
      await axe(page);
      await screenshot(page, "not-found-1280");
      // Chromium logs the document's own 404 status; nothing else may appear.
      expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await context.close();
    },
  );

  for (const [path, heading] of [
    ["/login", "Welcome back"],
    ["/signup", "Create your account"],
    ["/privacy", "Privacy Policy"],
    ["/forgot-password", null],
    ["/reset-password?token=not-a-real-token-but-long-enough", null],
    ["/nope", "Page not found"],
  ] as const) {
    test(`${path} fits the width without sideways scrolling and passes axe`, async ({
      axe,
      openPage,
      width,
    }) => {
      const { page, consoleErrors } = await openPage();
      await page.goto(path);
      await expect(
        page.getByRole("heading", heading ? { level: 1, name: heading } : { level: 1 }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await axe(page);
      const name = path.slice(1).split("?")[0];
      await screenshot(page, `public-${name}-${VIEWPORTS[width].width}`);
      expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  }

  test(
    "a signed-in user visiting / lands on /app, and /app/nope is a 404 inside the app",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/");
      await page.waitForURL("**/app");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await axe(page);

      // The server answers 404 for an address the app has no page for; the app draws its 404 in the shell.
      const missing = await page.goto("/app/nope");
      expect(missing?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await page.getByRole("navigation", { name: "App" }).count()).toBe(1);
      expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await context.close();
    },
  );
});
