import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, openPage, ROOT, screenshot, signInViaApi, useBrowser } from "./fixtures";

const browser = useBrowser();

/** The user list (not the export, a user's detail or the header search). */
const USER_LIST = /\/api\/admin\/users(\?|$)/;

/** The failures these journeys cause on purpose, as Chromium and React report them. */
const caused = /status of 500/;

describe("load failures", () => {
  it("shows the spec's 'Error loading users' with Retry, and Retry recovers in place", async () => {
    for (const viewport of ["mobile", "desktop"] as const) {
      const { page, context, consoleErrors } = await openPage(browser(), viewport);
      await signInViaApi(context, ROOT.email, ROOT.password);
      // An answer with no error body, as a proxy in front of the server might send.
      await page.route(USER_LIST, (route) => (route.request().method() === "GET" ? route.fulfill({ status: 500, body: "" }) : route.continue()));
      await page.goto("/admin/users");
      const failure = page.getByRole("alert").filter({ hasText: "Error loading users: Failed to load users" });
      await failure.waitFor();
      expect(await failure.textContent()).not.toContain("An unexpected error occurred");
      const retry = failure.getByRole("button", { name: "Retry" });
      expect(await retry.isVisible()).toBe(true);
      await expectNoA11yViolations(page);
      await screenshot(page, `load-failure-users-${viewport === "mobile" ? 390 : 1280}`);

      await page.unroute(USER_LIST);
      // Marks this document: a reload would lose the mark.
      await page.evaluate(() => { (window as { sameDocument?: boolean }).sameDocument = true; });
      await retry.click();
      await page.getByRole("navigation", { name: "Pages" }).waitFor();
      expect(await failure.count()).toBe(0);
      expect(await page.getByRole("row").count()).toBeGreaterThan(1);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(consoleErrors.filter((e) => !caused.test(e))).toEqual([]);
      await context.close();
    }
  });

});
