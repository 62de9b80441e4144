import { expect, test } from "./playwright-utils";

test.describe("smoke", () => {
  test(
    "serves the SPA and a signed-in user reaches /app",
    { tag: "@desktop" },
    async ({ signedIn }) => {
      const { page, consoleErrors } = await signedIn();
      await page.goto("/app");
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    },
  );
});
