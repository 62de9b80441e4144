import type { Page } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  expectNoA11yViolations,
  screenshot,
  signInViaApi,
  signUpViaApi,
  VIEWPORTS,
} from "./playwright-utils";

/** A diary day `n` days before today in the browser's calendar (the test user's time zone is UTC). */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A diary day as the app shows it (lib/format.ts, "medium" style), in the browser's own locale. */
const shownDay = (page: Page, date: string) =>
  page.evaluate(
    (d) =>
      new Intl.DateTimeFormat(navigator.language, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${d}T00:00:00Z`)),
    date,
  );

/** The browser logs the 409 the journey provokes on purpose (same-day weigh-in); anything else fails. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 409/.test(e));

async function completeWizard(page: Page) {
  await expect(page.getByText("Step 1 of 3").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel("Height (cm)").fill("165");
  await page.getByLabel("Current weight (kg)").fill("62");
  await page.getByRole("radio", { name: /Lightly active/ }).check();
  await screenshot(page, "goals-wizard-1280");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 2 of 3").first()).toBeVisible();
  await page.getByRole("radio", { name: "Lose weight" }).check();
  await page.getByRole("radio", { name: "0.5 kg a week" }).check();
  // A goal above the current weight contradicts "lose": the step says so and stays.
  await page.getByLabel("Goal weight (kg, optional)").fill("70");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("To lose weight, the goal must be below your current weight").first(),
  ).toBeVisible();
  await page.getByLabel("Goal weight (kg, optional)").fill("58");
  await expect(page.getByText("Suggested daily target:").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, "goals-wizard-step2-1280");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Step 3 of 3").first()).toBeVisible();
  await page.getByLabel("Daily calories (kcal)").fill("1100");
  await expect(
    page.getByText(/below 1,200 kcal, the lowest daily intake advised for women/).first(),
  ).toBeVisible();
  await page.getByLabel("Daily calories (kcal)").fill("1600");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Save my goals" }).click();
}

test.describe("goals, weight and water", () => {
  test(
    "a new user sets goals on first visit, adds and undoes water, logs weight and sees it all on the dashboard",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage("desktop");
      const user = await signUpViaApi(context);
      await page.goto("/app");
      await completeWizard(page);

      // The dashboard now shows today: 1,600 kcal goal, nothing eaten, the wizard's weigh-in.
      await expect(page.getByText("Calories").first()).toBeVisible();
      await expect(page.getByText("1,600").first()).toBeVisible();
      await expect(page.getByText("62.0 kg").first()).toBeVisible();
      await expect(page.getByText("of 1,600 ml").first()).toBeVisible();

      // Food logged in the diary reaches the dashboard: 150 g of roasted chicken breast (SR28 05064,
      // 165 kcal/100 g) is 247.5 kcal, counted as 248 (the dashboard rounds the day's food so its three
      // figures add up); remaining = the user's own target − food + exercise (none).
      await page.goto("/app/meals");
      await page.getByRole("button", { name: "Add food to Lunch" }).click();
      await page.getByLabel("Search foods").fill("chicken breast");
      const chicken = page.getByRole("button", {
        name: /^Chicken, broilers or fryers, breast, meat only, cooked, roasted/,
      });
      await expect(chicken).toBeVisible();
      await chicken.click();
      // The dialog starts from the search's suggested portion (1 breast); this journey weighs in grams.
      await page.getByLabel("Unit").selectOption("g");
      await page.getByLabel("Amount").fill("150");
      await page.getByRole("button", { name: "Add to diary" }).click();
      await expect(page.getByTestId("lunch-kcal")).toHaveText("248 kcal", { useInnerText: true });
      const target = (
        (await (await context.request.get("/api/goals")).json()) as {
          goals: { caloriesKcal: number };
        }
      ).goals.caloriesKcal;
      // The app shell asks every page for the session and the public config (product name); the rest is the dashboard's.
      const shellCalls = new Set(["/api/auth/session", "/api/config"]);
      const apiCalls: string[] = [];
      page.on("request", (request) => {
        // The diary's own refetch after the add may still leave the meals page once this listens.
        if (new URL(request.frame().url()).pathname !== "/app") return;
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/") && !shellCalls.has(pathname)) apiCalls.push(pathname);
      });
      await page.goto("/app");
      await expect(page.getByTestId("calories-food")).toHaveText("248", { useInnerText: true });
      expect(await page.getByTestId("calories-goal").innerText()).toBe(
        target.toLocaleString("en-US"),
      );
      expect(await page.getByTestId("calories-remaining").innerText()).toBe(
        (target - 248).toLocaleString("en-US"),
      );
      await expect(page.getByText("kcal remaining").first()).toBeVisible();
      // Everything the dashboard shows comes from one request.
      expect(apiCalls).toEqual(["/api/dashboard"]);

      // Water on the dashboard: one tap, undo, one more.
      await page.getByRole("button", { name: "Add glass (250 ml)" }).click();
      await expect(page.getByText("Added 250 ml.").first()).toBeVisible();
      const waterToday = page.getByRole("progressbar", { name: "Water today" });
      await expect(waterToday).toHaveAttribute("aria-valuetext", /^250 ml of /);
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByText("Removed 250 ml.").first()).toBeVisible();
      await page.getByRole("button", { name: "Add bottle (500 ml)" }).click();
      await expect(page.getByText("Added 500 ml.").first()).toBeVisible();
      await expect(waterToday).toHaveAttribute("aria-valuetext", /^500 ml of /);

      // The water screen: custom amount, a bad one, the week.
      await page.goto("/app/water");
      await expect(page.getByText("Last 7 days").first()).toBeVisible();
      await page.getByLabel("Custom amount (ml)").fill("-5");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Enter an amount between 1 and 3,000 ml").first()).toBeVisible();
      await page.getByLabel("Custom amount (ml)").fill("330");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Added 330 ml.").first()).toBeVisible();
      await expect(page.getByText("830 ml").first()).toBeVisible();
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByText("Removed 330 ml.").first()).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Water today" })).toHaveAttribute(
        "aria-valuetext",
        /^500 ml of 1,600 ml/,
      );
      await axe(page);
      await screenshot(page, "water-1280");

      // Weight: two more days, then a same-day weigh-in that asks before replacing.
      await page.goto("/app/weight");
      await expect(page.getByText("Log a weigh-in").first()).toBeVisible();
      await page.getByLabel("Date").first().fill(daysAgo(6));
      await page.getByLabel("Weight (kg)").fill("63.4");
      await page.getByLabel("Body fat % (optional)").fill("31");
      await page.getByRole("button", { name: "Save weigh-in" }).click();
      await expect(
        page.getByText(`Saved 63.4 kg for ${await shownDay(page, daysAgo(6))}.`).first(),
      ).toBeVisible();
      await page.getByLabel("Date").first().fill(daysAgo(3));
      await page.getByLabel("Weight (kg)").fill("62.9");
      await page.getByRole("button", { name: "Save weigh-in" }).click();
      await expect(
        page.getByText(`Saved 62.9 kg for ${await shownDay(page, daysAgo(3))}.`).first(),
      ).toBeVisible();
      await page.getByLabel("Date").first().fill(daysAgo(0));
      await page.getByLabel("Weight (kg)").fill("61.8");
      await page.getByRole("button", { name: "Save weigh-in" }).click();
      await expect(page.getByText("You already have a weigh-in on").first()).toBeVisible();
      await page.getByRole("button", { name: "Replace it" }).click();
      await expect(
        page.getByText(`Saved 61.8 kg for ${await shownDay(page, daysAgo(0))}.`).first(),
      ).toBeVisible();
      await expect(page.getByText(/a week$/).first()).toBeVisible();
      await expect(page.getByText("Healthy weight").first()).toBeVisible();
      await expect(page.getByRole("img", { name: "Weight and trend" })).toBeVisible();
      await axe(page);
      await screenshot(page, "weight-1280");

      await page.goto("/app");
      await expect(page.getByText("61.8 kg").first()).toBeVisible();
      await expect(page.getByText(/Trend 6\d\.\d kg, −0\.\d kg a week/).first()).toBeVisible();
      await expect(page.getByText("Today is logged.").first()).toBeVisible();
      // All of the day at once: the chicken's energy and protein (31 g per 100 g) and the water kept after the undos.
      expect(await page.getByTestId("calories-food").innerText()).toBe("248");
      expect(
        await page.getByRole("progressbar", { name: "Water today" }).getAttribute("aria-valuetext"),
      ).toMatch(/^500 ml of 1,600 ml/);
      await expect(page.getByText(/^47 \/ \d+ g$/).first()).toBeVisible();
      await axe(page);
      await screenshot(page, "dashboard-1280");

      await page.goto("/app/goals");
      await expect(page.getByText("Daily targets").first()).toBeVisible();
      await expect(page.getByLabel("Daily calories (kcal)")).toHaveValue("1600");
      await axe(page);
      await screenshot(page, "goals-1280");
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();

      // The same screens on a phone.
      const mobile = await openPage("mobile");
      await signInViaApi(mobile.context, user.email, user.password);
      for (const [path, name, text] of [
        ["/app", "dashboard", "Logging streak"],
        ["/app/water", "water", "Last 7 days"],
        ["/app/weight", "weight", "History"],
        ["/app/goals", "goals", "Daily targets"],
      ] as const) {
        await mobile.page.goto(path);
        await expect(mobile.page.getByText(text).first()).toBeVisible();
        await axe(mobile.page);
        await screenshot(mobile.page, `${name}-390`);
      }
      expect(mobile.consoleErrors).toEqual([]);
      expect(VIEWPORTS.mobile.width).toBe(390);
      await mobile.context.close();
    },
  );

  test("shows the wizard at 390 px", { tag: "@mobile" }, async ({ axe, openPage }) => {
    const { page, context, consoleErrors } = await openPage();
    await signUpViaApi(context);
    await page.goto("/app");
    await expect(page.getByText("Step 1 of 3").first()).toBeVisible();
    await axe(page);
    await screenshot(page, "goals-wizard-390");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test(
    "tells a Free user at the weight limit that the wizard saved the goals but not the weigh-in",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      // The Free plan's monthly weigh-ins, all added now (the limit counts what is added this month).
      const free = (await (await context.request.get("/api/weight")).json()) as {
        usage: { limit: number };
      };
      for (let n = 1; n <= free.usage.limit; n += 1) {
        const posted = await context.request.post("/api/weight", {
          headers: { origin: baseUrl() },
          data: { date: daysAgo(n), weightKg: 63 },
        });
        expect(posted.status()).toBe(201);
      }
      await page.goto("/app");
      await completeWizard(page);
      await expect(page.getByText("Your goals are saved").first()).toBeVisible();
      await expect(page.getByText(/it was not added to your weight log/).first()).toBeVisible();
      await expect(page.getByText("Plan limit reached").first()).toBeVisible();
      await expect(page.getByText(/starts again on the 1st of next month/).first()).toBeVisible();
      await axe(page);
      await screenshot(page, "goals-wizard-weigh-in-skipped-1280");
      await page.setViewportSize(VIEWPORTS.mobile);
      await screenshot(page, "goals-wizard-weigh-in-skipped-390");
      await page.getByRole("button", { name: "Go to the dashboard" }).click();
      await expect(page.getByText("Calories").first()).toBeVisible();
      await expect(page.getByText("1,600").first()).toBeVisible();
      // The latest weigh-in is still the last one logged, not the wizard's 62 kg.
      await expect(page.getByText("63.0 kg").first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "switches weight to stones and pounds, edits a weigh-in in st/lb and deletes it",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      const date = daysAgo(2);
      const seeded = await context.request.post("/api/weight", {
        headers: { origin: baseUrl() },
        data: { date, weightKg: 80 },
      });
      expect(seeded.status()).toBe(201);
      await page.goto("/app/weight");
      await expect(page.getByText("80.0 kg").first()).toBeVisible();

      // 80 kg = 176.4 lb = 12 st 8.4 lb (1 lb = 0.45359237 kg, 14 lb a stone).
      await page.getByLabel("Units").selectOption("st");
      await expect(page.getByText("12 st 8.4 lb").first()).toBeVisible();
      await page
        .getByRole("button", { name: `Edit weigh-in of ${await shownDay(page, date)}` })
        .click();
      const edit = page.getByRole("form", {
        name: `Edit weigh-in of ${await shownDay(page, date)}`,
      });
      await edit.getByLabel("Stones").fill("12");
      await edit.getByLabel("Pounds").fill("0");
      await axe(page);
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("12 st 0 lb").first()).toBeVisible();
      // Stored in kg: 168 lb is 76.2 kg.
      const stored = (await (await context.request.get("/api/weight")).json()) as {
        unit: string;
        entries: { weightKg: number }[];
      };
      expect(stored.unit).toBe("st");
      expect(stored.entries[0]!.weightKg).toBeCloseTo(76.2, 1);
      await screenshot(page, "weight-st-390");

      await page
        .getByRole("button", { name: `Delete weigh-in of ${await shownDay(page, date)}` })
        .click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(
        page.getByText("No weigh-ins yet. Your history will appear here.").first(),
      ).toBeVisible();
      await axe(page);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
