import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
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

async function logWeight(context: BrowserContext, date: string, weightKg: number, note: string) {
  const response = await context.request.post("/api/weight", {
    headers: { origin: baseUrl() },
    data: { date, weightKg, note },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Clicks a download link and returns the file's suggested name and text. */
async function download(page: Page, linkName: string) {
  const event = page.waitForEvent("download");
  await page.getByRole("link", { name: linkName }).click();
  const file = await event;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

test.describe("your data", () => {
  test(
    "downloads the archive with a logged weight in it; a Free plan is told about CSV before any click",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await logWeight(context, "2025-06-01", 71.3, "archive journey weigh-in");

      await page.goto("/app/settings/data");
      await page.getByRole("heading", { name: "Your data" }).waitFor();
      // The notice is there before anything is clicked: no CSV link is offered to a Free plan.
      await expect(page.getByText("CSV export is not in your plan").first()).toBeVisible();
      expect(await page.getByRole("link", { name: "Weight (CSV)" }).count()).toBe(0);
      await axe(page);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "your-data-free-390");

      const archive = await download(page, "Download everything (JSON)");
      expect(archive.name).toMatch(/^vitalog-archive-\d{4}-\d{2}-\d{2}\.json$/);
      const json = JSON.parse(archive.text) as {
        weight: { date: string; weightKg: number; note: string }[];
      };
      expect(json.weight).toEqual([
        expect.objectContaining({
          date: "2025-06-01",
          weightKg: 71.3,
          note: "archive journey weigh-in",
        }),
      ]);

      await page.setViewportSize(VIEWPORTS.desktop);
      await axe(page);
      await screenshot(page, "your-data-free-1280");
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "gives a Premium user the four CSVs, and weight.csv holds the weigh-in",
    { tag: "@desktop" },
    async ({ axe, browser, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      await logWeight(context, "2025-06-02", 82.5, "=cmd, from the scale");
      await assignPlanViaApi(browser, user.id, "Premium");

      await page.goto("/app/settings/data");
      for (const name of ["Meals (CSV)", "Weight (CSV)", "Water (CSV)", "Workouts (CSV)"])
        await page.getByRole("link", { name }).waitFor();
      await axe(page);
      await screenshot(page, "your-data-premium-1280");

      const csv = await download(page, "Weight (CSV)");
      expect(csv.name).toMatch(/^vitalog-weight-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csv.text.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe("date,weight_kg,body_fat_pct,note");
      // A note that starts like a formula is written so a spreadsheet shows it as text.
      expect(lines[1]).toBe(`2025-06-02,82.5,,"'=cmd, from the scale"`);

      await page.setViewportSize(VIEWPORTS.mobile);
      await axe(page);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "your-data-premium-390");
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "offers the archive in the delete-account section, before anything is deleted",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/settings#delete-heading");
      const section = page.getByRole("region", { name: "Delete account" });
      const offer = section.getByRole("link", { name: "Download your data first" });
      await offer.waitFor();
      expect(await offer.getAttribute("href")).toBe("/api/archive");
      await offer.scrollIntoViewIfNeeded();
      await axe(page);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "delete-account-archive-390");
      const archive = await download(page, "Download your data first");
      expect(archive.name).toMatch(/^vitalog-archive-/);
      await page.setViewportSize(VIEWPORTS.desktop);
      await axe(page);
      await screenshot(page, "delete-account-archive-1280");
      expect(consoleErrors).toEqual([]);
    },
  );
});
