import { request, type BrowserContext, type Page } from "@playwright/test";
import {
  expect,
  test,
  assignPlanViaApi,
  baseUrl,
  screenshot,
  signUpViaApi,
  VIEWPORTS,
} from "./playwright-utils";

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `no sideways scrolling at ${width} px`,
  ).toBeLessThanOrEqual(width);

async function logWeight(context: BrowserContext, date: string, weightKg: number) {
  const response = await context.request.post("/api/weight", {
    headers: { origin: baseUrl() },
    data: { date, weightKg },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A script's call: a fresh request context with the token and no cookie. */
async function callWeight(token: string) {
  const script = await request.newContext({ baseURL: baseUrl() });
  const response = await script.get("/api/v1/weight?days=3650", {
    headers: { authorization: `Bearer ${token}` },
  });
  const result = {
    status: response.status(),
    body: (await response.json()) as { entries?: { date: string; weightKg: number }[] },
  };
  await script.dispose();
  return result;
}

test.describe("API access", () => {
  test(
    "a Pro user makes a token on the page, a script reads their weight with it, and revoking stops it",
    { tag: "@desktop" },
    async ({ axe, browser, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      await logWeight(context, "2025-07-01", 77.7);
      await assignPlanViaApi(browser, user.id, "Pro");

      await page.goto("/app/settings/api");
      await page.getByRole("heading", { name: "Make a token" }).waitFor();
      await axe(page);
      await page.getByRole("button", { name: "Make token" }).click();
      await expect(page.getByText("Give the token a name").first()).toBeVisible();
      await page.getByLabel("Name").fill("Scale sync");
      await page.getByLabel("Access").selectOption({ label: "Read only" });
      await page.getByLabel("Expires after").selectOption({ label: "30 days" });
      await page.getByRole("button", { name: "Make token" }).click();

      const tokenField = page.getByLabel("Token", { exact: true });
      await tokenField.waitFor();
      const token = await tokenField.inputValue();
      expect(token).toMatch(/^vtl_[A-Za-z0-9_-]{43}$/);
      await expect(page.getByText("it is shown only this once").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "api-tokens-new-1280");

      const read = await callWeight(token);
      expect(read.status).toBe(200);
      expect(read.body.entries).toEqual([
        expect.objectContaining({ date: "2025-07-01", weightKg: 77.7 }),
      ]);

      // Once dismissed, the token is gone from the page: only its first characters are listed.
      await page.getByRole("button", { name: "I have copied it" }).click();
      const list = page.getByRole("list", { name: "Your tokens" });
      await list.getByText("Scale sync").waitFor();
      expect(await page.content()).not.toContain(token);
      await list.getByText(token.slice(0, 12)).waitFor();
      await page.reload();
      await list.getByText(/Last used/).waitFor();

      await page.setViewportSize(VIEWPORTS.mobile);
      await axe(page);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "api-tokens-list-390");

      await list.getByRole("button", { name: "Revoke Scale sync" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Scripts using this token stop working").waitFor();
      await axe(page);
      await dialog.getByRole("button", { name: "Revoke token" }).click();
      await expect(page.getByText("You have no tokens.").first()).toBeVisible();
      expect((await callWeight(token)).status).toBe(401);
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "a Free user is told before any form that the plan does not include API access",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/settings/api");
      await page.getByRole("heading", { name: "Your tokens" }).waitFor();
      await expect(page.getByText(/does not include|not in your plan/i).first()).toBeVisible();
      expect(await page.getByRole("button", { name: "Make token" }).count()).toBe(0);
      await axe(page);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "api-tokens-free-390");
      await page.setViewportSize(VIEWPORTS.desktop);
      await axe(page);
      await screenshot(page, "api-tokens-free-1280");
      expect(consoleErrors).toEqual([]);
    },
  );
});
