import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

/** The browser logs the 400 the journey provokes on purpose; anything else is a failure. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 400/.test(e));

async function addFromLibrary(page: Page, search: string, name: string) {
  await page.getByLabel("Search exercises and activities").fill(search);
  const add = page.getByRole("button", { name: `Add ${name}`, exact: true });
  await add.waitFor();
  await add.click();
}

test.describe("workouts", () => {
  test(
    "logs a past workout set by set, asks for the body weight, then edits and deletes it",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      test.setTimeout(120_000);
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/workouts");
      await expect(page.getByText("No workouts this week").first()).toBeVisible();
      await axe(page);

      await page.getByRole("link", { name: "Log a past workout" }).click();
      await page.getByLabel("Duration (min)").fill("50");
      await addFromLibrary(page, "barbell squat", "Barbell Squat");
      const squat = page.getByRole("group", { name: "Barbell Squat" });
      await squat.getByLabel("Set 1 weight (kg)").fill("100");
      await squat.getByLabel("Set 1 reps").fill("5");
      // Each new set starts as a copy of the one before it.
      await squat.getByRole("button", { name: "Add set" }).click();
      await squat.getByRole("button", { name: "Add set" }).click();
      expect(await squat.getByLabel("Set 3 weight (kg)").inputValue()).toBe("100");
      for (const n of [1, 2, 3]) await squat.getByLabel(`Set ${n} done`).check();

      await page.getByRole("button", { name: "Add exercise" }).click();
      await addFromLibrary(page, "yoga", "Yoga (Hatha)");
      const yoga = page.getByRole("group", { name: "Yoga (Hatha)" });
      await yoga.getByLabel("Minutes").fill("30");
      await yoga.getByLabel("Done").check();

      // No weigh-in yet: the server refuses to guess, and says so under the body-weight field.
      await page.getByRole("button", { name: "Save workout" }).click();
      await expect(
        page.getByText(/Enter your body weight: calories burned are estimated/).first(),
      ).toBeVisible();
      expect(await yoga.getByLabel("Minutes").inputValue()).toBe("30");
      await page.getByLabel("Your body weight (kg)").fill("80");
      await axe(page);
      await page.setViewportSize(VIEWPORTS.mobile);
      await screenshot(page, "workouts-past-390");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "no sideways scrolling at 390 px",
      ).toBeLessThanOrEqual(390);
      await page.setViewportSize(VIEWPORTS.desktop);

      await page.getByRole("button", { name: "Save workout" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await expect(page.getByText("3 × 5 · 100 kg").first()).toBeVisible();
      await expect(page.getByText("30 min").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "workouts-list-1280");

      await page.getByRole("link", { name: /^Edit workout/ }).click();
      await page.getByRole("group", { name: "Yoga (Hatha)" }).getByLabel("Minutes").fill("45");
      await page.getByRole("button", { name: "Save workout" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await expect(page.getByText("45 min").first()).toBeVisible();
      await page.getByRole("button", { name: /^Delete workout/ }).click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByText("No workouts this week").first()).toBeVisible();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "shows the plan-limit notice when a Free user's 30th workout of the month is taken while starting one",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      const logYoga = () =>
        apiPost(context, "/api/workouts", {
          date: daysAgo(0),
          bodyWeightKg: 70,
          items: [{ exerciseId: "activity_yoga", durationMin: 20 }],
        });
      for (let i = 0; i < 29; i += 1) await logYoga();
      await page.goto("/app/workouts");
      // No weigh-in yet: starting asks the body weight calories are estimated from, rather than guess it.
      await page.getByRole("button", { name: "Start workout" }).click();
      await expect(page.getByText("Enter your body weight as a number").first()).toBeVisible();
      await page.getByLabel("Your body weight (kg)").fill("70");
      // Another device logs the month's 30th meanwhile (at 30 of 30 the page offers no Start at all:
      // plan.e2e.ts), so the server refuses this start.
      await logYoga();
      // Starting a live workout writes it at once, so the allowance is checked when it starts.
      await page.getByRole("button", { name: "Start workout" }).click();
      await expect(page.getByText("Plan limit reached").first()).toBeVisible();
      await expect(
        page.getByText(/Your Free plan allows 30 workouts a month/).first(),
      ).toBeVisible();
      // The month counts workouts added since the 1st, whatever day they are for (a back-filled one too).
      await expect(
        page
          .getByText(
            /The count is of workouts added this month, whichever days they are for, and starts again on the 1st of next month/,
          )
          .first(),
      ).toBeVisible();
      expect(page.url()).toMatch(/\/app\/workouts$/);
      await axe(page);
      await screenshot(page, "workouts-plan-limit-390");
      expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
      await context.close();
    },
  );
});

/** Diary days in UTC, the time zone a user signed up through the API has. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function apiPost(context: BrowserContext, url: string, data: object) {
  const response = await context.request.post(url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
}

async function seedMonth(context: BrowserContext) {
  for (const [n, kg] of [
    [20, 84.2],
    [14, 83.5],
    [9, 83.1],
    [5, 82.4],
    [1, 82.0],
  ] as const) {
    await apiPost(context, "/api/weight", { date: daysAgo(n), weightKg: kg });
  }
  for (const [n, kcal] of [
    [6, 2350],
    [4, 1900],
    [3, 2100],
    [1, 1750],
    [0, 1200],
  ] as const) {
    await apiPost(context, "/api/meals/entries", {
      date: daysAgo(n),
      meal: "dinner",
      kind: "quick",
      name: "Dinner",
      energyKcal: kcal,
      proteinG: kcal / 20,
      carbsG: kcal / 8,
      fatG: kcal / 30,
    });
  }
  for (const [n, ml] of [
    [5, 1500],
    [3, 2250],
    [1, 1750],
    [0, 500],
  ] as const) {
    await apiPost(context, "/api/water", { date: daysAgo(n), amountMl: ml });
  }
  await apiPost(context, "/api/workouts", {
    date: daysAgo(12),
    items: [{ exerciseId: "activity_cycling_moderate", durationMin: 45 }],
  });
  await apiPost(context, "/api/workouts", {
    date: daysAgo(4),
    items: [{ exerciseId: "activity_running_6mph", durationMin: 30 }],
  });
  await apiPost(context, "/api/workouts", {
    date: daysAgo(2),
    items: [
      {
        exerciseId: "Barbell_Squat",
        durationMin: 25,
        sets: [1, 2, 3, 4, 5].map(() => ({ reps: 5, weightKg: 90 })),
      },
    ],
  });
}

test.describe("progress", () => {
  test(
    "charts weight, calories, macros, workouts and water from data logged through the API",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await seedMonth(context);
      await page.goto("/app/progress");
      for (const chart of [
        "Weight and trend",
        "Calories eaten and burned",
        "Workout minutes per week",
        "Water per day",
      ]) {
        await expect(page.getByRole("img", { name: chart }), chart).toBeVisible();
      }
      await expect(page.getByText(/^You \(average of 5 days logged\)$/).first()).toBeVisible();
      await expect(page.getByText("3 sessions, 100 minutes").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "progress-30-1280");
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.reload();
      await expect(page.getByRole("img", { name: "Water per day" })).toBeVisible();
      await screenshot(page, "progress-30-390");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "no sideways scrolling at 390 px",
      ).toBeLessThanOrEqual(390);

      await page.getByRole("button", { name: "1 year" }).click();
      await expect(page.getByText("Water per day (weekly average)").first()).toBeVisible();
      expect(await page.getByRole("button", { name: "1 year" }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, "progress-year-1280");
      await page.getByRole("button", { name: "7 days" }).click();
      await expect(page.getByText("2 sessions, 55 minutes").first()).toBeVisible();
      await axe(page);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
