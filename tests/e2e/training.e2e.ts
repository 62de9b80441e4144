import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    "no sideways scrolling",
  ).toBeLessThanOrEqual(page.viewportSize()!.width);

async function api(context: BrowserContext, method: "post" | "patch", url: string, data: object) {
  const response = await context.request[method](url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
}

const BENCH = "Barbell Bench Press - Medium Grip";
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

test.describe("training", () => {
  test(
    "logs a live bench session against last time's numbers, a run with its pace, and shows both in pounds and miles",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      test.setTimeout(180_000);
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await api(context, "post", "/api/weight", { date: hoursAgo(0).slice(0, 10), weightKg: 80 });
      // Last time: 3 × 5 at 60 kg, two days ago.
      await api(context, "post", "/api/workouts", {
        date: hoursAgo(48).slice(0, 10),
        startedAt: hoursAgo(49),
        endedAt: hoursAgo(48),
        items: [
          {
            exerciseId: "Barbell_Bench_Press_-_Medium_Grip",
            sets: [1, 2, 3].map(() => ({ kind: "normal", reps: 5, weightKg: 60, done: true })),
          },
        ],
      });

      await page.goto("/app/workouts");
      await page.getByRole("button", { name: "Start workout" }).click();
      await page.waitForURL(/\/app\/workouts\/log\/[0-9a-f-]{36}$/);
      await expect(page.getByText("Elapsed").first()).toBeVisible();
      await page.getByLabel("Search exercises and activities").fill("bench press");
      await page.getByRole("button", { name: `Add ${BENCH}`, exact: true }).click();

      const bench = page.getByRole("group", { name: BENCH });
      await bench.waitFor();
      // The sets come pre-filled from last time, which stays beside each of them.
      await expect(bench.getByRole("cell", { name: "60 kg × 5" })).toHaveCount(3);
      expect(await bench.getByLabel("Set 1 weight (kg)").inputValue()).toBe("60");
      await page.getByLabel("Workout name").fill("Push day");
      for (const [n, kg] of [
        [1, "60"],
        [2, "65"],
        [3, "70"],
      ] as const) {
        await bench.getByLabel(`Set ${n} weight (kg)`).fill(kg);
        await bench.getByLabel(`Set ${n} reps`).fill("5");
      }

      await bench.getByLabel("Set 1 done").check();
      const rest = page.getByRole("timer", { name: "Rest remaining" });
      await rest.waitFor();
      expect(await rest.textContent()).toMatch(/^1:(30|2\d)$/);
      await screenshot(page, "training-rest-timer-1280");
      await bench.getByLabel("Set 2 done").check();
      await bench.getByLabel("Set 3 done").check();
      // Heavier than every earlier set of the exercise: the server flags it when the tick is saved.
      await expect(bench.getByRole("list", { name: "Set 3 records" })).toContainText(
        "PR: heaviest",
      );
      await expect(page.getByText("Saved").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "training-logger-1280");
      await page.setViewportSize(VIEWPORTS.mobile);
      await expect(rest).toBeVisible();
      await axe(page);
      await screenshot(page, "training-logger-390");
      await noSidewaysScroll(page);

      await page.getByRole("button", { name: "Finish workout" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await expect(page.getByText("60 kg × 5, 65 kg × 5, 70 kg × 5").first()).toBeVisible();
      await expect(page.getByText("Push day").first()).toBeVisible();

      // A 5 km run in 27:30, logged afterwards.
      await page.getByRole("link", { name: "Log a past workout" }).click();
      await page.getByLabel("Search exercises and activities").fill("running");
      await page.getByRole("button", { name: "Add Running", exact: true }).click();
      const run = page.getByRole("group", { name: "Running", exact: true });
      await run.getByLabel("Distance (km)").fill("5");
      await run.getByLabel("Time (mm:ss)").fill("27:30");
      await expect(page.getByText("5:30 /km").first()).toBeVisible();
      await run.getByLabel("Done").check();
      await axe(page);
      await screenshot(page, "training-run-390");
      await noSidewaysScroll(page);
      await page.getByRole("button", { name: "Save workout" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await expect(page.getByText("5 km · 27:30 · 5:30 /km").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "training-list-390");
      await noSidewaysScroll(page);

      // The settings page's own call: the same workouts read in pounds and miles.
      await api(context, "patch", "/api/profile", { unitSystem: "imperial" });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.reload();
      await expect(
        page.getByText("132.3 lb × 5, 143.3 lb × 5, 154.3 lb × 5").first(),
      ).toBeVisible();
      await expect(page.getByText("3.11 mi · 27:30 · 8:51 /mi").first()).toBeVisible();
      await axe(page);
      await screenshot(page, "training-list-imperial-1280");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "resumes a workout in progress, refuses to finish it empty, and discards it",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await api(context, "post", "/api/weight", { date: hoursAgo(0).slice(0, 10), weightKg: 80 });
      await page.goto("/app/workouts");
      await page.getByRole("button", { name: "Start workout" }).click();
      await page.waitForURL(/\/app\/workouts\/log\//);
      await page.getByRole("button", { name: "Finish workout" }).click();
      await expect(
        page
          .getByText("Add at least one exercise before finishing, or discard this workout.")
          .first(),
      ).toBeVisible();

      await page.goto("/app/workouts");
      await page.getByRole("link", { name: "Resume workout" }).click();
      await page.waitForURL(/\/app\/workouts\/log\//);
      await page.getByLabel("Search exercises and activities").fill("pushups");
      await page.getByRole("button", { name: "Add Pushups", exact: true }).click();
      const pushups = page.getByRole("group", { name: "Pushups" });
      await pushups.getByLabel("Set 1 reps").fill("many");
      // The server names the field; the typed text stays.
      await expect(pushups.getByRole("alert")).toHaveText(/Set 1: /);
      expect(await pushups.getByLabel("Set 1 reps").inputValue()).toBe("many");
      await pushups.getByLabel("Set 1 reps").fill("20");
      await expect(page.getByText("Saved").first()).toBeVisible();
      await pushups.getByRole("button", { name: "Add set" }).click();
      expect(await pushups.getByLabel("Set 2 reps").inputValue()).toBe("20");
      // A short rest of this exercise's own runs out: the bar goes and "Rest over" is announced.
      await pushups.getByText("Notes, time and rest").click();
      await pushups.getByLabel("Rest after a set (s)").fill("3");
      await pushups.getByLabel("Set 1 done").check();
      await page.getByRole("timer", { name: "Rest remaining" }).waitFor();
      await expect(page.locator("[aria-live=polite]", { hasText: "Rest over" })).toHaveCount(1);
      expect(await page.getByRole("timer", { name: "Rest remaining" }).count()).toBe(0);
      await axe(page);

      await page.getByRole("button", { name: "Discard" }).click();
      await page.getByRole("button", { name: "Yes, discard" }).click();
      await page.waitForURL(/\/app\/workouts$/);
      await page.getByRole("button", { name: "Start workout" }).waitFor();
      expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await context.close();
    },
  );
});
