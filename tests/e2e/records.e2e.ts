import type { BrowserContext, Page } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  expectNoA11yViolations,
  screenshot,
  signUpViaApi,
  VIEWPORTS,
} from "./playwright-utils";

const BENCH = "Barbell Bench Press - Medium Grip";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function apiPost(context: BrowserContext, url: string, data: object) {
  const response = await context.request.post(url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
}

const benchWorkout = (date: string, kg: number) => ({
  date,
  bodyWeightKg: 80,
  items: [
    {
      exerciseId: "Barbell_Bench_Press_-_Medium_Grip",
      sets: [
        { kind: "warmup", reps: 10, weightKg: 40 },
        ...Array.from({ length: 3 }, () => ({ reps: 5, weightKg: kg })),
      ],
    },
  ],
});

/** At both widths: no axe violation, no sideways scroll, and a screenshot to look at. */
async function checkBothWidths(page: Page, name: string) {
  for (const [size, viewport] of [
    ["1280", VIEWPORTS.desktop],
    ["390", VIEWPORTS.mobile],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${size}`);
    await expectNoA11yViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no sideways scrolling at ${size} px`,
    ).toBeLessThanOrEqual(viewport.width);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test.describe("records and exercise history", () => {
  test(
    "shows the record a heavier bench press set, its history with the charts, and sets per muscle on Progress",
    { tag: "@desktop" },
    async ({ openPage }) => {
      test.setTimeout(180_000);
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await apiPost(context, "/api/workouts", benchWorkout(daysAgo(7), 60));
      await apiPost(context, "/api/workouts", benchWorkout(daysAgo(0), 70));

      await page.goto("/app/workouts/records");
      await expect(page.getByText("Personal records").first()).toBeVisible();
      await expect(
        page.getByText(/Epley's formula: weight × \(1 \+ reps ÷ 30\)/).first(),
      ).toBeVisible();
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: BENCH }) });
      await expect(card.getByText("70 kg × 5").first()).toBeVisible();
      // 70 × (1 + 5/30) = 81.7 kg.
      await expect(card.getByText(/81\.7 kg \(70 kg × 5\)/)).toBeVisible();
      await checkBothWidths(page, "records");

      await card.getByRole("link", { name: BENCH }).click();
      await page.waitForURL(/\/app\/workouts\/exercises\/Barbell_Bench_Press/);
      await expect(page.getByText("Sessions").first()).toBeVisible();
      const chart = page.getByRole("img", {
        name: `${BENCH}: best estimated one-rep max per session`,
      });
      await chart.waitFor();
      await expect(page.getByRole("img", { name: `${BENCH}: volume per session` })).toBeVisible();
      // The first of today's 70 kg sets beat the week-old 60 kg ones; the next two only tie it.
      await expect(page.getByText("PR: heaviest")).toHaveCount(1);
      await checkBothWidths(page, "exercise-history");

      await page.goto("/app/progress");
      await expect(page.getByText("Sets per muscle group").first()).toBeVisible();
      const chest = page.getByRole("row", { name: /Chest/ });
      await chest.waitFor();
      // Six hard sets over the range; the warm-ups are not counted.
      expect(await chest.getByRole("cell").nth(1).textContent()).toBe("6");
      await checkBothWidths(page, "progress-muscle-volume");

      // In imperial units the same records read in pounds: 70 kg is 154.3 lb.
      const profile = await context.request.patch("/api/profile", {
        headers: { origin: baseUrl() },
        data: {
          firstName: "Jamie",
          lastName: "Tester",
          birthday: "1992-04-03",
          sex: null,
          heightCm: null,
          timeZone: "UTC",
          unitSystem: "imperial",
        },
      });
      expect(profile.status(), await profile.text()).toBe(200);
      await page.goto("/app/workouts/records");
      await expect(page.getByText("154.3 lb × 5").first()).toBeVisible();
      await screenshot(page, "records-imperial-1280");

      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
