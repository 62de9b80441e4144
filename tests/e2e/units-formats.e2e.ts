import type { Page } from "@playwright/test";
import { RETURNING_USER_GOALS } from "../../src/server/testing/goal-setup";
import {
  expect,
  test,
  baseUrl,
  expectNoA11yViolations,
  screenshot,
  signInViaApi,
  signUpViaApi,
} from "./playwright-utils";

const visible = (page: Page, text: string | RegExp) =>
  expect
    .poll(() => page.getByText(text).first().isVisible(), {
      timeout: 10_000,
      message: `visible: ${String(text)}`,
    })
    .toBe(true);

const waterToday = (page: Page) =>
  page.getByRole("progressbar", { name: "Water today" }).getAttribute("aria-valuetext");

/** Switches the signed-in user to imperial in settings, as a person would. */
async function switchToImperial(page: Page) {
  await page.goto("/app/settings");
  await page.getByRole("heading", { name: "Profile" }).waitFor();
  await page.getByLabel(/^Imperial/).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByText("Your profile has been saved.").waitFor();
}

/** The first-visit wizard in imperial: height in feet and inches, weight and rates in pounds. */
async function completeImperialWizard(page: Page) {
  await page.goto("/app");
  await visible(page, "Step 1 of 3");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel("Feet").fill("5");
  await page.getByLabel("Inches").fill("6");
  await page.getByLabel("Current weight (lb)").fill("150");
  await page.getByRole("radio", { name: /Lightly active/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await visible(page, "Step 2 of 3");
  await page.getByRole("radio", { name: "Lose weight" }).check();
  // Round pounds a week, with 1 lb preselected, not 0.25 kg shown as "0.6 lb".
  expect(await page.getByRole("radio", { name: "1 lb a week" }).isChecked()).toBe(true);
  for (const rate of ["0.5 lb a week", "1.5 lb a week", "2 lb a week"])
    expect(await page.getByRole("radio", { name: rate }).count()).toBe(1);
  expect(await page.getByRole("radio", { name: /kg a week/ }).count()).toBe(0);
  await visible(page, /kcal per lb\)/);
  await page.getByLabel("Goal weight (lb, optional)").fill("140");
  await expectNoA11yViolations(page);
  await screenshot(page, "units-wizard-step2-1280");
  await page.getByRole("button", { name: "Continue" }).click();

  await visible(page, "Step 3 of 3");
  expect(await page.getByLabel("Water (fl oz)").count()).toBe(1);
  await page.getByRole("button", { name: "Save my goals" }).click();
}

test.describe("units and formats", () => {
  test(
    "an imperial user sees pounds and fl oz on the goals, dashboard, water, weight, workouts and progress screens, in one number format",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage("desktop");
      const user = await signUpViaApi(context);
      await switchToImperial(page);
      await completeImperialWizard(page);

      // Dashboard: the weigh-in in lb, and water buttons in round US amounts.
      await visible(page, "Calories");
      await visible(page, "150.0 lb");
      await page.getByRole("button", { name: "Add cup (8 fl oz)" }).click();
      await visible(page, "Added 8 fl oz.");
      await expect.poll(() => waterToday(page)).toMatch(/^8 fl oz of [\d.,]+ fl oz/);
      expect(await page.getByText(/\bml\b|\bkg\b/).count()).toBe(0);
      await axe(page);
      await screenshot(page, "units-dashboard-imperial-1280");

      // Water: cup, can and bottle; the total adds up in fl oz (237 + 355 ml reads 20 fl oz).
      await page.goto("/app/water");
      for (const name of ["Add cup (8 fl oz)", "Add can (12 fl oz)", "Add bottle (16 fl oz)"])
        await page.getByRole("button", { name }).waitFor();
      await page.getByRole("button", { name: "Add can (12 fl oz)" }).click();
      await visible(page, "Added 12 fl oz.");
      await expect.poll(() => waterToday(page)).toMatch(/^20 fl oz of /);
      expect(await page.getByLabel("Custom amount (fl oz)").count()).toBe(1);
      await axe(page);
      await screenshot(page, "units-water-imperial-1280");

      // Weight: the history and the form in pounds.
      await page.goto("/app/weight");
      await visible(page, "150.0 lb");
      expect(await page.getByLabel("Weight (lb)").count()).toBe(1);
      await axe(page);
      await screenshot(page, "units-weight-imperial-1280");

      // Workouts: a past session's loads typed and shown in lb (stored in kg).
      await page.goto("/app/workouts");
      await page.getByRole("link", { name: "Log a past workout" }).click();
      await page.getByLabel("Duration (min)").fill("20");
      await page.getByLabel("Search exercises and activities").fill("barbell squat");
      await page.getByRole("button", { name: "Add Barbell Squat", exact: true }).click();
      const squat = page.getByRole("group", { name: "Barbell Squat" });
      await squat.getByLabel("Set 1 weight (lb)").fill("135");
      await squat.getByLabel("Set 1 reps").fill("5");
      for (let added = 0; added < 4; added += 1)
        await squat.getByRole("button", { name: "Add set" }).click();
      for (const n of [1, 2, 3, 4, 5]) await squat.getByLabel(`Set ${n} done`).check();
      await page.getByRole("button", { name: "Save workout" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await visible(page, "5 × 5 · 135 lb");
      await axe(page);
      await screenshot(page, "units-workouts-imperial-1280");

      // Progress: water in fl oz, the weight axis in lb.
      await page.goto("/app/progress");
      await visible(page, /On average [\d.,]+ fl oz a day logged; your goal is 54\.1 fl oz\./);
      await visible(page, "Weight (lb)");
      await axe(page);
      await screenshot(page, "units-progress-imperial-1280");

      // Goals: the plan in pounds a week and fl oz.
      await page.goto("/app/goals");
      await visible(page, "1 lb a week");
      await visible(page, "140.0 lb");
      await visible(page, /about 3,500 kcal per lb of body weight/);
      await visible(page, /^[\d.,]+ fl oz$/);
      await axe(page);
      await screenshot(page, "units-goals-imperial-1280");
      expect(consoleErrors).toEqual([]);

      // The same screens at 390 px.
      const mobile = await openPage("mobile");
      await signInViaApi(mobile.context, user.email, user.password);
      for (const [path, text] of [
        ["/app", "150.0 lb"],
        ["/app/water", "Add cup (8 fl oz)"],
        ["/app/weight", "150.0 lb"],
        ["/app/workouts", "5 × 5 · 135 lb"],
        ["/app/progress", "Weight (lb)"],
        ["/app/goals", "1 lb a week"],
      ] as const) {
        await mobile.page.goto(path);
        await visible(mobile.page, text);
        await axe(mobile.page);
        await screenshot(
          mobile.page,
          `units-${path === "/app" ? "dashboard" : path.slice(5)}-imperial-390`,
        );
      }
      expect(mobile.consoleErrors).toEqual([]);
      await mobile.context.close();
      await context.close();
    },
  );

  test(
    "a metric user reads grouped numbers beside kcal: 2,500 ml, not 2500 ml",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      const setUp = await context.request.post("/api/goals/setup", {
        headers: { origin: baseUrl() },
        data: RETURNING_USER_GOALS,
      });
      expect(setUp.status(), await setUp.text()).toBeLessThan(300);
      await page.goto("/app");
      await visible(page, "2,200");
      await expect.poll(() => waterToday(page)).toMatch(/^0 ml of 2,500 ml/);
      await visible(page, "70.0 kg");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
