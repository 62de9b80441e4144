import type { Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signInViaApi, signUpViaApi } from "./playwright-utils";

const pollKcal = (page: Page, meal: string, kcal: string) =>
  expect(page.getByTestId(`${meal}-kcal`), `${meal} shows ${kcal}`).toHaveText(kcal, {
    useInnerText: true,
  });

const CHICKEN = "Chicken, broilers or fryers, breast, meat only, cooked, roasted";

/** New users are in UTC (no time zone sent at sign-up), so the server's yesterday is UTC's. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.describe("food diary", () => {
  test(
    "a new user finds chicken breast, logs, edits, moves and deletes it, and copies yesterday's lunch",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage("desktop");
      const user = await signUpViaApi(context);
      const seeded = await context.request.post("/api/meals/entries", {
        headers: { origin: baseUrl() },
        data: {
          date: yesterday(),
          meal: "lunch",
          kind: "quick",
          name: "Yesterday's sandwich",
          energyKcal: 500,
        },
      });
      expect(seeded.status()).toBe(201);

      await page.goto("/app/meals");
      await expect(page.getByText("Breakfast").first()).toBeVisible();
      await expect(page.getByText("Nothing logged yet.").first()).toBeVisible();
      await axe(page);

      // Search that forgives, then 150 g of roasted chicken breast into Lunch: 165 kcal/100 g → ~248 kcal.
      await page.getByRole("button", { name: "Add food to Lunch" }).click();
      await page.getByLabel("Search foods").fill("chicken breast");
      const result = page.getByRole("button", { name: new RegExp(`^${CHICKEN}`) });
      await expect(result).toBeVisible();
      await axe(page);
      await result.click();
      // In grams, whatever portion the search suggests for the food.
      await page.getByLabel("Unit").selectOption("g");
      await page.getByLabel("Amount").fill("150");
      await expect(page.getByText("248 kcal").first()).toBeVisible();
      await axe(page);
      await page.getByRole("button", { name: "Add to diary" }).click();
      // The dialog stays open for the next food; Done closes it.
      await page.getByRole("button", { name: "Done" }).click();
      await pollKcal(page, "lunch", "248 kcal");
      await expect(page.getByTestId("day-kcal")).toHaveText("248 kcal", { useInnerText: true });
      await expect(page.getByText("150 g · 248 kcal").first()).toBeVisible();
      // Each meal totals the seven nutrients of the day total (SR28 05064 per 100 g: 31.02 g protein, 3.57 g fat, 74 mg sodium).
      const lunchTotals = await page.getByTestId("lunch-totals").innerText();
      for (const text of [
        "Protein",
        "46.5 g",
        "Carbohydrate",
        "Fat",
        "5.4 g",
        "Fibre",
        "Sugars",
        "Sodium",
        "111 mg",
      ])
        expect(lunchTotals).toContain(text);

      // Edit the amount: 200 g is 330 kcal.
      await page.getByRole("button", { name: `Edit ${CHICKEN}` }).click();
      await page.getByLabel("Amount").fill("200");
      await page.getByRole("button", { name: "Save changes" }).click();
      await pollKcal(page, "lunch", "330 kcal");

      // Move it to Dinner.
      await page.getByRole("button", { name: `Edit ${CHICKEN}` }).click();
      await page.getByLabel("Meal").selectOption("dinner");
      await page.getByRole("button", { name: "Save changes" }).click();
      await pollKcal(page, "dinner", "330 kcal");
      await pollKcal(page, "lunch", "0 kcal");
      await screenshot(page, "meals-1280");

      // Recent foods: chicken is one tap away, with its last amount (200 g).
      await page.getByRole("button", { name: "Add food to Snacks" }).click();
      await page
        .getByRole("button", { name: `Add 200 g ${CHICKEN}` })
        .first()
        .click();
      await expect(page.getByText("Added Chicken (200 g) to Snacks.").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await pollKcal(page, "snacks", "330 kcal");

      // Delete the dinner entry.
      await page
        .getByRole("region", { name: "Dinner" })
        .getByRole("button", { name: `Edit ${CHICKEN}` })
        .click();
      await page.getByRole("button", { name: "Delete entry" }).click();
      await pollKcal(page, "dinner", "0 kcal");

      // Copy yesterday's lunch.
      await page.getByRole("button", { name: "Copy from yesterday: Lunch" }).click();
      await expect(page.getByText("Copied 1 entry from yesterday.").first()).toBeVisible();
      await pollKcal(page, "lunch", "500 kcal");
      await axe(page);

      // A food of one's own, logged by the serving.
      await page.getByRole("button", { name: "Add food to Breakfast" }).click();
      await page.getByRole("button", { name: "New food" }).click();
      await page.getByLabel("Food name").fill("Oat protein bar");
      await page.getByLabel("Calories (kcal)").fill("abc");
      await page.getByRole("button", { name: "Save food" }).click();
      await expect(page.getByText("Calories must be a number of 0 or more").first()).toBeVisible();
      await page.getByLabel("Calories (kcal)").fill("210");
      await axe(page);
      await page.getByRole("button", { name: "Save food" }).click();
      await page.getByLabel("Amount").fill("2");
      await page.getByRole("button", { name: "Add to diary" }).click();
      await page.getByRole("button", { name: "Done" }).click();
      await pollKcal(page, "breakfast", "420 kcal");

      // A recipe: 300 g of raw broccoli (34 kcal/100 g) making 2 servings is 51 kcal a serving.
      await page.getByRole("button", { name: "Add food to Dinner" }).click();
      await page.getByRole("button", { name: "New recipe" }).click();
      await page.getByLabel("Recipe name").fill("Steamed broccoli");
      await page.getByLabel("Makes (servings)").fill("2");
      await page.getByLabel("Find an ingredient").fill("broccoli raw");
      await page
        .getByRole("list", { name: "Ingredient results" })
        .getByRole("button", { name: /^Broccoli, raw/ })
        .click();
      await page.getByLabel("Grams").fill("300");
      await axe(page);
      await page.getByRole("button", { name: "Save recipe" }).click();
      await expect(page.getByText("51 kcal per serving").first()).toBeVisible();
      await page.getByRole("button", { name: "Add to diary" }).click();
      await page.getByRole("button", { name: "Done" }).click();
      await pollKcal(page, "dinner", "51 kcal");

      // Copy the whole day (breakfast 420 + lunch 500 + dinner 51 + snacks 330 kcal) to tomorrow.
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel("Copy this whole day to").fill(tomorrow);
      await page.getByRole("button", { name: "Copy day" }).click();
      await expect(page.getByText("Copied 4 entries to tomorrow.").first()).toBeVisible();
      await page.getByRole("button", { name: "Next day" }).click();
      await expect(page.getByTestId("day-kcal")).toHaveText("1,301 kcal", { useInnerText: true });
      await pollKcal(page, "breakfast", "420 kcal");
      await pollKcal(page, "snacks", "330 kcal");
      await axe(page);
      await page.getByRole("button", { name: "Previous day" }).click();

      // The previous day holds yesterday's sandwich.
      await page.getByRole("button", { name: "Previous day" }).click();
      await expect(page.getByText("Yesterday's sandwich").first()).toBeVisible();
      expect(consoleErrors).toEqual([]);

      // Mobile width, signed in as the same user.
      const mobile = await openPage("mobile");
      await signInViaApi(mobile.context, user.email, user.password);
      await mobile.page.goto("/app/meals");
      await expect(mobile.page.getByText("Snacks").first()).toBeVisible();
      await pollKcal(mobile.page, "lunch", "500 kcal");
      await axe(mobile.page);
      await screenshot(mobile.page, "meals-390");
      await mobile.page.getByRole("button", { name: "Add food to Breakfast" }).click();
      await mobile.page.getByLabel("Search foods").fill("chiken brest");
      await expect(mobile.page.getByRole("button", { name: /^Chicken/ }).first()).toBeVisible();
      await screenshot(mobile.page, "meals-search-390");
      expect(mobile.consoleErrors).toEqual([]);
      await mobile.context.close();
      await context.close();
    },
  );

  test(
    "a Free user who reaches the day's 20 entries while the form is open sees the plan limit and keeps what they typed",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      const today = new Date().toISOString().slice(0, 10);
      const logQuick = async () => {
        const r = await context.request.post("/api/meals/entries", {
          headers: { origin: baseUrl() },
          data: { date: today, meal: "snacks", kind: "quick", energyKcal: 10 },
        });
        expect(r.status()).toBe(201);
      };
      for (let i = 0; i < 19; i += 1) await logQuick();
      await page.goto("/app/meals");
      await expect(
        page.getByText("19 of 20 entries your plan allows for this day.").first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Add food to Lunch" }).click();
      await page.getByLabel("Search foods").fill("apple");
      await page
        .getByRole("button", { name: /^Apples, raw, with skin/ })
        .first()
        .click();
      await page.getByLabel("Unit").selectOption("g");
      await page.getByLabel("Amount").fill("182");
      // Another device takes the day's last entry while this form is open (at 20 of 20 the page offers
      // no form at all: plan.e2e.ts), so the server refuses the add.
      await logQuick();
      await page.getByRole("button", { name: "Add to diary" }).click();
      await expect(page.getByText("Plan limit reached").first()).toBeVisible();
      await expect(
        page.getByText(/Your Free plan allows 20 food entries a day/).first(),
      ).toBeVisible();
      // The plans of the seed that lift it (Premium 60 a day, Pro unlimited), and where to ask for one.
      const upgrades = page
        .getByRole("list", { name: "Plans that lift the limit" })
        .getByRole("listitem");
      await expect(upgrades).toHaveText(
        [
          /^Premium: 60 food entries a day, \$[\d.]+ a month$/,
          /^Pro: Unlimited food entries a day, \$[\d.]+ a month$/,
        ],
        { useInnerText: true },
      );
      const support = page.getByRole("link", { name: "send us a message" });
      expect(await support.getAttribute("href")).toBe("/app/support/new");
      expect(await page.getByLabel("Amount").inputValue()).toBe("182");
      await axe(page);
      await screenshot(page, "meals-limit-390");

      // The limit is per diary day: today's 20 copy whole to yesterday, but not a second time (40).
      await page.getByRole("button", { name: "Close" }).click();
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel("Copy this whole day to").fill(yesterday);
      await page.getByRole("button", { name: "Copy day" }).click();
      await expect(page.getByText("Copied 20 entries to yesterday.").first()).toBeVisible();
      await page.getByRole("button", { name: "Copy day" }).click();
      await expect(
        page
          .getByText(
            /The limit is per diary day: it counts the entries of the day you are adding to/,
          )
          .first(),
      ).toBeVisible();
      expect(await page.getByText("Copied 20 entries to yesterday.").count()).toBe(0);
      expect(await page.getByLabel("Copy this whole day to").inputValue()).toBe(yesterday);
      await axe(page);
      await screenshot(page, "meals-copy-limit-390");
      // The browser logs the refused request (403); nothing else may fail.
      expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
      await context.close();
    },
  );
});
