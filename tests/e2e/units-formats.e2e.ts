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

const waterToday = (page: Page) => page.getByRole("progressbar", { name: "Water today" });

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
  await expect(page.getByText("Step 1 of 3").first()).toBeVisible();
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel("Feet").fill("5");
  await page.getByLabel("Inches").fill("6");
  await page.getByLabel("Current weight (lb)").fill("150");
  await page.getByRole("radio", { name: /Lightly active/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 2 of 3").first()).toBeVisible();
  await page.getByRole("radio", { name: "Lose weight" }).check();
  // Round pounds a week, with 1 lb preselected, not 0.25 kg shown as "0.6 lb".
  expect(await page.getByRole("radio", { name: "1 lb a week" }).isChecked()).toBe(true);
  for (const rate of ["0.5 lb a week", "1.5 lb a week", "2 lb a week"])
    expect(await page.getByRole("radio", { name: rate }).count()).toBe(1);
  expect(await page.getByRole("radio", { name: /kg a week/ }).count()).toBe(0);
  await expect(page.getByText(/kcal per lb\)/).first()).toBeVisible();
  await page.getByLabel("Goal weight (lb, optional)").fill("140");
  await expectNoA11yViolations(page);
  await screenshot(page, "units-wizard-step2-1280");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 3 of 3").first()).toBeVisible();
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
      await expect(page.getByText("Calories").first()).toBeVisible();
      await expect(page.getByText("150.0 lb").first()).toBeVisible();
      await page.getByRole("button", { name: "Add cup (8 fl oz)" }).click();
      await expect(page.getByText("Added 8 fl oz.").first()).toBeVisible();
      await expect(waterToday(page)).toHaveAttribute("aria-valuetext", /^8 fl oz of [\d.,]+ fl oz/);
      expect(await page.getByText(/\bml\b|\bkg\b/).count()).toBe(0);
      await axe(page);
      await screenshot(page, "units-dashboard-imperial-1280");

      // Water: cup, can and bottle; the total adds up in fl oz (237 + 355 ml reads 20 fl oz).
      await page.goto("/app/water");
      for (const name of ["Add cup (8 fl oz)", "Add can (12 fl oz)", "Add bottle (16 fl oz)"])
        await page.getByRole("button", { name }).waitFor();
      await page.getByRole("button", { name: "Add can (12 fl oz)" }).click();
      await expect(page.getByText("Added 12 fl oz.").first()).toBeVisible();
      await expect(waterToday(page)).toHaveAttribute("aria-valuetext", /^20 fl oz of /);
      expect(await page.getByLabel("Custom amount (fl oz)").count()).toBe(1);
      await axe(page);
      await screenshot(page, "units-water-imperial-1280");

      // Weight: the history and the form in pounds.
      await page.goto("/app/weight");
      await expect(page.getByText("150.0 lb").first()).toBeVisible();
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
      await expect(page.getByText("5 × 5 · 135 lb").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "units-workouts-imperial-1280");

      // Progress: water in fl oz, the weight axis in lb.
      await page.goto("/app/progress");
      await expect(
        page.getByText(/On average [\d.,]+ fl oz a day logged; your goal is 54\.1 fl oz\./).first(),
      ).toBeVisible();
      await expect(page.getByText("Weight (lb)").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "units-progress-imperial-1280");

      // Goals: the plan in pounds a week and fl oz.
      await page.goto("/app/goals");
      await expect(page.getByText("1 lb a week").first()).toBeVisible();
      await expect(page.getByText("140.0 lb").first()).toBeVisible();
      await expect(page.getByText(/about 3,500 kcal per lb of body weight/).first()).toBeVisible();
      await expect(page.getByText(/^[\d.,]+ fl oz$/).first()).toBeVisible();
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
        await expect(mobile.page.getByText(text).first()).toBeVisible();
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
      await expect(page.getByText("2,200").first()).toBeVisible();
      await expect(waterToday(page)).toHaveAttribute("aria-valuetext", /^0 ml of 2,500 ml/);
      await expect(page.getByText("70.0 kg").first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
