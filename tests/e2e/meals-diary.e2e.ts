import type { BrowserContext, Page } from "@playwright/test";
import { RETURNING_USER_GOALS } from "../../src/server/testing/goal-setup";
import { expect, test, baseUrl, screenshot, signUpViaApi } from "./playwright-utils";

const pollText = (page: Page, testId: string, text: string) =>
  expect(page.getByTestId(testId), `${testId} shows ${text}`).toHaveText(text, {
    useInnerText: true,
  });

/** New users are in UTC (no time zone sent at sign-up), so the diary's today is UTC's. */
const today = () => new Date().toISOString().slice(0, 10);

// SR28: raw apple (09003) 52 kcal/100 g, so 150 g is 78 kcal; a large egg (01123, portion 1: 50 g) is 71.5 kcal, shown as 72.
const APPLE = { kind: "usda", foodId: "09003", quantity: 150, unit: "g" };
const EGG = { kind: "usda", foodId: "01123", quantity: 1, unit: "portion", portionSeq: 1 };

async function returningUserWithBreakfast(context: BrowserContext): Promise<void> {
  await signUpViaApi(context);
  const setup = await context.request.post("/api/goals/setup", {
    headers: { origin: baseUrl() },
    data: RETURNING_USER_GOALS,
  });
  expect(setup.status(), await setup.text()).toBe(200);
  for (const food of [EGG, APPLE]) {
    const logged = await context.request.post("/api/meals/entries", {
      headers: { origin: baseUrl() },
      data: { date: today(), meal: "breakfast", ...food },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }
}

test.describe("the diary's targets, undo and saved meals", () => {
  test(
    "shows what is left, undoes a delete by keyboard, saves breakfast and logs it to dinner in one choice",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await returningUserWithBreakfast(context);
      const breakfastKcal = 150;

      await page.goto("/app/meals");
      // The target is the goal's 2,200 kcal; breakfast took 150 of it.
      await pollText(
        page,
        "left-energyKcal",
        `${(2200 - breakfastKcal).toLocaleString("en-US")} kcal left`,
      );
      await expect(page.getByText(`${breakfastKcal} eaten of 2,200 kcal`).first()).toBeVisible();
      await pollText(
        page,
        "breakfast-share",
        "7% of your 2,200 kcal target · 2,050 kcal left for the day",
      );
      await axe(page);

      // Delete the apple: what is left grows at once and the toast offers to undo; Undo has the focus.
      await page.getByRole("button", { name: "Edit Apples, raw, with skin" }).click();
      await page.getByRole("button", { name: "Delete entry" }).click();
      await pollText(page, "left-energyKcal", "2,128 kcal left");
      await expect(page.getByText("Entry deleted").first()).toBeVisible();
      const undo = page.getByRole("button", { name: "Undo" });
      await expect(undo).toBeFocused({ timeout: 5_000 });
      await axe(page);
      await screenshot(page, "meals-diary-undo-1280");
      await page.keyboard.press("Enter");
      await pollText(page, "left-energyKcal", "2,050 kcal left");
      await expect(page.getByText("Entry deleted")).toHaveCount(0);
      await expect(page.getByText("150 g · 78 kcal").first()).toBeVisible();

      // Save breakfast as a meal from its menu.
      await page.getByRole("button", { name: "More for Breakfast" }).click();
      await page.getByRole("menuitem", { name: "Save as meal…" }).click();
      await page.getByLabel("Name").fill("Egg and apple");
      await axe(page);
      await page.getByRole("button", { name: "Save meal" }).click();
      await expect(page.getByText("Saved “Egg and apple” with 2 foods.").first()).toBeVisible();

      // Log it to dinner in one choice from Dinner's menu: dinner gets the same 150 kcal and "left" drops.
      await page.getByRole("button", { name: "More for Dinner" }).click();
      await page.getByRole("menuitem", { name: "Egg and apple" }).click();
      await pollText(page, "dinner-kcal", `${breakfastKcal} kcal`);
      // Two breakfasts of 149.5 kcal are 299 kcal.
      await pollText(page, "left-energyKcal", "1,901 kcal left");

      // Rename it, then log it from the list into Snacks.
      await page.getByRole("button", { name: "Rename Egg and apple" }).click();
      await page.getByLabel("New name for Egg and apple").fill("Light breakfast");
      await page.getByRole("button", { name: "Save name" }).click();
      await page.getByLabel("Log saved meals into").selectOption("snacks");
      await page.getByRole("button", { name: "Log to Snacks: Light breakfast" }).click();
      await pollText(page, "snacks-kcal", `${breakfastKcal} kcal`);
      await expect(
        page.getByText("Logged Light breakfast (2 foods) to Snacks.").first(),
      ).toBeVisible();
      await axe(page);
      await screenshot(page, "meals-diary-1280");

      // By keyboard alone from Lunch's menu: open it, arrow to the saved meal, Enter.
      await page.getByRole("button", { name: "More for Lunch" }).focus();
      await page.keyboard.press("Enter");
      const item = page.getByRole("menuitem", { name: "Light breakfast" });
      await item.waitFor();
      for (let i = 0; i < 3 && !(await item.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await pollText(page, "lunch-kcal", `${breakfastKcal} kcal`);

      await page.getByRole("button", { name: "Delete Light breakfast" }).click();
      await expect(page.getByText("No saved meals yet.").first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "is readable and accessible on a phone, with the undo toast",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await returningUserWithBreakfast(context);
      await page.goto("/app/meals");
      await pollText(page, "left-energyKcal", "2,050 kcal left");
      await axe(page);
      await screenshot(page, "meals-diary-390");
      await page.getByRole("button", { name: "Edit Egg, whole, raw, fresh" }).click();
      await page.getByRole("button", { name: "Delete entry" }).click();
      await expect(page.getByText("Entry deleted").first()).toBeVisible();
      await pollText(page, "left-energyKcal", "2,122 kcal left");
      await axe(page);
      await screenshot(page, "meals-diary-undo-390");
      // Left alone (the pointer off it: hovering holds it), the toast goes after about six seconds and the delete stands.
      await page.mouse.move(5, 5);
      await expect(page.getByText("Entry deleted")).toHaveCount(0);
      await pollText(page, "left-energyKcal", "2,122 kcal left");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
