import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
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

test.describe("importing and exporting workouts", () => {
  test(
    "imports a Strong file after asking the weight unit, shows the preview and the result, and exports once the plan has CSV export",
    { tag: "@mobile" },
    async ({ axe, browser, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context);
      const weighIn = await context.request.post("/api/weight", {
        headers: { origin: baseUrl() },
        data: { date: "2024-01-01", weightKg: 80 },
      });
      expect(weighIn.status(), await weighIn.text()).toBe(201);

      await page.goto("/app/workouts/import");
      // A Free plan is told before any click, as on Your data: no link that the server would refuse.
      await expect(page.getByText("CSV export is not in your plan").first()).toBeVisible();
      expect(await page.getByRole("link", { name: "Export all workouts as CSV" }).count()).toBe(0);
      await axe(page);

      // The file input is reached and labelled like any other field.
      await page.getByLabel("CSV file from Strong, Hevy or FitNotes").setInputFiles({
        name: "strong.csv",
        mimeType: "text/csv",
        buffer: readFileSync("tests/fixtures/workout-csv/strong.csv"),
      });
      await expect(page.getByText("Were these weights in kg or lb?").first()).toBeVisible();
      await expect(
        page.getByText(/A Strong export: 3 workouts, 3 not imported yet/).first(),
      ).toBeVisible();
      await expect(page.getByText('Line 13: Reps "five" is not a number').first()).toBeVisible();
      await expect(page.getByText("Landmine Press (Barbell)").first()).toBeVisible();
      await page.getByLabel("kg", { exact: true }).check();
      await page.getByLabel("km", { exact: true }).check();
      await axe(page);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "workout-import-preview-390");
      await page.setViewportSize(VIEWPORTS.desktop);
      await noSidewaysScroll(page, 1280);
      await screenshot(page, "workout-import-preview-1280");

      await page.getByRole("button", { name: "Import 3 workouts" }).click();
      await expect(page.getByText(/Imported 3 workouts/).first()).toBeVisible();
      await expect(page.getByText("Already imported")).toHaveCount(3);
      await axe(page);
      await screenshot(page, "workout-import-result-1280");

      const list = await context.request.get("/api/workouts?from=2024-01-01&to=2024-01-31");
      const workouts = (
        (await list.json()) as {
          workouts: {
            name: string;
            source: string;
            items: { sets: { weightKg: number | null }[] }[];
          }[];
        }
      ).workouts;
      expect(workouts.map((w) => w.name).sort()).toEqual(["Legs", "Pull", "Push Day"]);
      expect(workouts.every((w) => w.source === "strong")).toBe(true);
      expect(workouts.find((w) => w.name === "Push Day")!.items[0]!.sets[1]!.weightKg).toBe(80);

      // The same file again: nothing new to import.
      await page.getByLabel("CSV file from Strong, Hevy or FitNotes").setInputFiles({
        name: "strong.csv",
        mimeType: "text/csv",
        buffer: readFileSync("tests/fixtures/workout-csv/strong.csv"),
      });
      await expect(page.getByText(/3 workouts, 0 not imported yet/).first()).toBeVisible();
      expect(await page.getByRole("button", { name: "Nothing new to import" }).isDisabled()).toBe(
        true,
      );

      await assignPlanViaApi(browser, user.id, "Premium");
      await page.reload();
      await page.getByRole("link", { name: "Export all workouts as CSV" }).waitFor();
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export all workouts as CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^vitalog-workouts-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await file.path(), "utf8");
      expect(text.split("\r\n")[0]).toBe(
        "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
      );
      expect(text).toContain(
        "2024-01-15 08:30:00,Push Day,1h 5m,Barbell Bench Press - Medium Grip,1,80,8,,,,",
      );
      expect(consoleErrors).toEqual([]);
    },
  );
});
