import { expect, screenshot, test, VIEWPORTS } from "./playwright-utils";

/** A dashboard answer the page cannot read: 200 with a body that is not JSON, as a broken proxy might send. */
const DASHBOARD = /\/api\/dashboard(\?|$)/;

test.describe("app shell", () => {
  test("a crashing page shows 'Something went wrong' inside the shell, and Try Again recovers", async ({
    axe,
    signedIn,
    width,
  }) => {
    const { page, consoleErrors } = await signedIn();
    await page.route(DASHBOARD, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "<html>oops" }),
    );
    await page.goto("/app");
    const alert = page.getByRole("alert").filter({ hasText: "Something went wrong" });
    await expect(alert).toBeVisible();
    // The shell stays: the header, its navigation and the footer are still there to go elsewhere.
    const nav =
      width === "desktop"
        ? page.getByRole("navigation", { name: "App", exact: true })
        : page.getByRole("button", { name: "Open menu" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The raw error is for developers, not shown.
    await expect(alert).not.toHaveText(/null|undefined|Cannot read/);
    await axe(page);
    await screenshot(page, `route-error-${VIEWPORTS[width].width}`);

    await page.unroute(DASHBOARD);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(alert).toHaveCount(0);
    // React and React Router report the caught crash on the console; nothing else may appear.
    const crash =
      /^(React Router caught the following error during render )?TypeError: Cannot read properties of null \(reading 'needsGoalSetup'\)/;
    expect(consoleErrors.filter((e) => !crash.test(e))).toEqual([]);
  });

  test(
    "Escape closes the mobile menu and gives focus back to the menu button",
    { tag: "@mobile" },
    async ({ signedIn }) => {
      const { page, consoleErrors } = await signedIn();
      await page.goto("/app/settings");
      const menuButton = page.getByRole("button", { name: "Open menu" });
      await menuButton.click();
      const menu = page.getByRole("navigation", { name: "App menu" });
      await menu.getByRole("link", { name: "Water" }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      expect(consoleErrors).toEqual([]);
    },
  );
});
