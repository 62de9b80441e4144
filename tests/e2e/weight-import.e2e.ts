import type { Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `no sideways scrolling at ${width} px`,
  ).toBeLessThanOrEqual(width);

/** A day `days` before today (UTC, the new user's zone): 40 days back is always before this month, inside the weight page's year. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const FILE = [
  "Date,Weight,Unit",
  `${daysAgo(43)},80.4,kg`,
  `${daysAgo(42)},eighty,kg`,
  `${daysAgo(41)},178.0,lb`,
  `${daysAgo(40)},79.6,kg`,
].join("\r\n");
const chooseFile = (page: Page) =>
  page
    .getByLabel("CSV file", { exact: true })
    .setInputFiles({ name: "weight.csv", mimeType: "text/csv", buffer: Buffer.from(FILE) });

test.describe("importing weight history", () => {
  test(
    "previews a file with one bad line, imports the rest, shows them on the weight page, and adds nothing the second time",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      test.setTimeout(180_000);
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);

      await page.goto("/app/weight");
      await expect(page.getByText("Import from CSV").first()).toBeVisible();
      await screenshot(page, "weight-page-import-link-390");
      await page.getByRole("link", { name: "Import from CSV" }).click();
      await expect(page.getByText("Import weight history").first()).toBeVisible();
      await axe(page);

      // A file that cannot be read says why under the text, and the choices made stay.
      await page.getByLabel("Weights without a unit are in").selectOption("lb");
      await page.getByLabel("Or paste the file's text").fill("when,how much\n2024-01-01,80");
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(
        page
          .getByText(
            "The first line must name a date and a weight column, for example: date,weight,unit",
          )
          .first(),
      ).toBeVisible();
      expect(await page.getByLabel("Weights without a unit are in").inputValue()).toBe("lb");
      expect(await page.getByLabel("Or paste the file's text").inputValue()).toBe(
        "when,how much\n2024-01-01,80",
      );
      await axe(page);
      await page.getByLabel("Weights without a unit are in").selectOption("kg");

      await chooseFile(page);
      await expect(
        page.getByText('Line 3: "eighty" is not a weight: write a number such as 80.5').first(),
      ).toBeVisible();
      await expect(page.getByText(/3 new, 0 already logged/).first()).toBeVisible();
      await axe(page);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "weight-import-preview-390");
      await page.setViewportSize(VIEWPORTS.desktop);
      await axe(page);
      await noSidewaysScroll(page, 1280);
      await screenshot(page, "weight-import-preview-1280");

      await page.getByRole("button", { name: "Import 3 weigh-ins" }).click();
      await expect(
        page.getByText(/Imported 3 weigh-ins; 1 line could not be read/).first(),
      ).toBeVisible();
      await expect(page.getByText("Already logged, skipped")).toHaveCount(3);
      await axe(page);
      await screenshot(page, "weight-import-result-1280");

      await page.getByRole("link", { name: "See your weight" }).click();
      await expect(page.getByText("History").first()).toBeVisible();
      for (const weight of ["80.4 kg", "80.7 kg", "79.6 kg"])
        await expect(page.getByText(weight).first()).toBeVisible();
      await screenshot(page, "weight-import-weight-page-1280");

      // The same file again: every line is already logged, nothing to import.
      await page.getByRole("link", { name: "Import from CSV" }).click();
      await page.setViewportSize(VIEWPORTS.mobile);
      await chooseFile(page);
      await expect(page.getByText(/0 new, 3 already logged/).first()).toBeVisible();
      expect(await page.getByRole("button", { name: "Nothing new to import" }).isDisabled()).toBe(
        true,
      );
      await axe(page);
      await screenshot(page, "weight-import-again-390");
      const listed = await context.request.get("/api/weight");
      expect(((await listed.json()) as { entries: unknown[] }).entries).toHaveLength(3);
      // The unreadable file's 400 is logged by the browser itself; nothing else may be.
      expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    },
  );

  test(
    "asks for the unit of a MyFitnessPal file in pounds, flags it read as kg, and imports it in lb",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      test.setTimeout(180_000);
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      // The user's own weigh-in, in kg: the file's 182.6 read as kg would be 2.2 times it.
      const logged = await context.request.post("/api/weight", {
        data: { date: daysAgo(45), weightKg: 82.8 },
        headers: { origin: baseUrl() },
      });
      expect(logged.status()).toBe(201);
      const pounds = [
        "Date,Body Fat %,Weight",
        `${daysAgo(44)},,182.6`,
        `${daysAgo(43)},22.1,182.2`,
      ].join("\n");

      await page.goto("/app/weight/import");
      await expect(page.getByText("Import weight history").first()).toBeVisible();
      await page
        .getByLabel("CSV file", { exact: true })
        .setInputFiles({ name: "mfp.csv", mimeType: "text/csv", buffer: Buffer.from(pounds) });
      await expect(
        page.getByText("This file does not say whether its weights are in kg, lb or st.").first(),
      ).toBeVisible();
      expect(
        await page.getByRole("button", { name: "Choose the unit to import" }).isDisabled(),
      ).toBe(true);
      await axe(page);
      await screenshot(page, "weight-import-needs-unit-1280");

      // The question is a labelled select, reached with the keyboard from the text above it.
      await page.getByLabel("Or paste the file's text").focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe(
        "true",
      );
      await page.getByLabel("Weights without a unit are in").selectOption("kg");
      await expect(
        page
          .getByText(
            /2\.2 times your weigh-in of 82\.8 kg on .*: are this file's weights in pounds\?/,
          )
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByText(
            /2 weigh-ins differ from your own weigh-ins by more than a body changes in that time/,
          )
          .first(),
      ).toBeVisible();
      await axe(page);
      await screenshot(page, "weight-import-flagged-1280");
      await page.setViewportSize(VIEWPORTS.mobile);
      await noSidewaysScroll(page, 390);
      await screenshot(page, "weight-import-flagged-390");

      await page.getByLabel("Weights without a unit are in").selectOption("lb");
      await expect(page.getByText("82.8 kg").first()).toBeVisible();
      expect(await page.getByText(/are this file's weights in/).count()).toBe(0);
      await page.getByRole("button", { name: "Import 2 weigh-ins" }).click();
      await expect(page.getByText(/Imported 2 weigh-ins/).first()).toBeVisible();
      const listed = await context.request.get("/api/weight");
      const weights = ((await listed.json()) as { entries: { weightKg: number }[] }).entries
        .map((e) => e.weightKg)
        .sort();
      expect(weights).toEqual([82.64, 82.8, 82.83]);
      expect(consoleErrors).toEqual([]);
    },
  );
});
