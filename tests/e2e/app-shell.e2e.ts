import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, openPage, screenshot, signUpViaApi, useBrowser } from "./fixtures";

const browser = useBrowser();

/** A dashboard answer the page cannot read: 200 with a body that is not JSON, as a broken proxy might send. */
const DASHBOARD = /\/api\/dashboard(\?|$)/;

describe("app shell", () => {
  it("a crashing page shows 'Something went wrong' inside the shell, and Try Again recovers", async () => {
    for (const viewport of ["mobile", "desktop"] as const) {
      const { page, context, consoleErrors } = await openPage(browser(), viewport);
      await signUpViaApi(context);
      await page.route(DASHBOARD, (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: "<html>oops" }),
      );
      await page.goto("/app");
      const alert = page.getByRole("alert").filter({ hasText: "Something went wrong" });
      await alert.waitFor();
      // The shell stays: the header, its navigation and the footer are still there to go elsewhere.
      const nav =
        viewport === "desktop"
          ? page.getByRole("navigation", { name: "App", exact: true })
          : page.getByRole("button", { name: "Open menu" });
      expect(await nav.isVisible()).toBe(true);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
      // The raw error is for developers, not shown.
      expect(await alert.textContent()).not.toMatch(/null|undefined|Cannot read/);
      await expectNoA11yViolations(page);
      await screenshot(page, `route-error-${viewport === "mobile" ? 390 : 1280}`);

      await page.unroute(DASHBOARD);
      await page.getByRole("button", { name: "Try Again" }).click();
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      expect(await alert.count()).toBe(0);
      // React and React Router report the caught crash on the console; nothing else may appear.
      const crash =
        /^(React Router caught the following error during render )?TypeError: Cannot read properties of null \(reading 'needsGoalSetup'\)/;
      expect(consoleErrors.filter((e) => !crash.test(e))).toEqual([]);
      await context.close();
    }
  });

  it("Escape closes the mobile menu and gives focus back to the menu button", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), "mobile");
    await signUpViaApi(context);
    await page.goto("/app/settings");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "App menu" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Water" }).focus();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Open menu",
    );
    expect(
      await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
