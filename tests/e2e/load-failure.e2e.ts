import { expect, test, ROOT, screenshot, signInViaApi } from "./playwright-utils";

/** The user list (not the export, a user's detail or the header search). */
const USER_LIST = /\/api\/admin\/users(\?|$)/;
/** The User Management page's own chunk, as Vite names it. */
const USERS_PAGE_CHUNK = /\/assets\/users-page-[\w-]+\.js$/;

/** The failures these journeys cause on purpose, as Chromium and React report them. */
const caused =
  /status of 500|net::ERR_FAILED|Failed to fetch dynamically imported module|PageLoadError|The page's code could not be loaded/;

test.describe("load failures", () => {
  test("shows the spec's 'Error loading users' with Retry, and Retry recovers in place", async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    await signInViaApi(context, ROOT.email, ROOT.password);
    // An answer with no error body, as a proxy in front of the server might send.
    await page.route(USER_LIST, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, body: "" })
        : route.continue(),
    );
    await page.goto("/admin/users");
    const failure = page
      .getByRole("alert")
      .filter({ hasText: "Error loading users: Failed to load users" });
    await failure.waitFor();
    expect(await failure.textContent()).not.toContain("An unexpected error occurred");
    const retry = failure.getByRole("button", { name: "Retry" });
    expect(await retry.isVisible()).toBe(true);
    await axe(page);
    await screenshot(page, `load-failure-users-${viewport === "mobile" ? 390 : 1280}`);

    await page.unroute(USER_LIST);
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await retry.click();
    await page.getByRole("navigation", { name: "Pages" }).waitFor();
    expect(await failure.count()).toBe(0);
    expect(await page.getByRole("row").count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(consoleErrors.filter((e) => !caused.test(e))).toEqual([]);
    await context.close();
  });

  test(
    "a page whose code failed to download shows 'Something went wrong', and Try Again loads it without a reload",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin");
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      // Marks this document: a reload would lose the mark.
      await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
      });

      await page.route(USERS_PAGE_CHUNK, (route) => route.abort());
      await page.getByRole("link", { name: "Users", exact: true }).first().click();
      const boundary = page.getByRole("alert").filter({ hasText: "Something went wrong" });
      await boundary.waitFor();
      // The panel's frame stays around the failed page, with its navigation to go elsewhere.
      expect(
        await page.getByRole("link", { name: "Dashboard", exact: true }).first().isVisible(),
      ).toBe(true);
      await axe(page);
      await screenshot(page, "load-failure-chunk-1280");

      await page.unroute(USERS_PAGE_CHUNK);
      await page.getByRole("button", { name: "Try Again" }).click();
      await page.getByRole("heading", { level: 1, name: "User Management" }).waitFor();
      expect(await boundary.count()).toBe(0);
      expect(page.url()).toMatch(/\/admin\/users$/);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      expect(consoleErrors.filter((e) => !caused.test(e))).toEqual([]);
      await context.close();
    },
  );
});
