import type { Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

const pollKcal = (page: Page, meal: string, kcal: string) =>
  expect(page.getByTestId(`${meal}-kcal`), `${meal} shows ${kcal}`).toHaveText(kcal, {
    useInnerText: true,
  });
/** The accessible name of what has keyboard focus: its aria-label, its <label>, or its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) return "";
    return (
      element.getAttribute("aria-label") ??
      element.labels?.[0]?.textContent ??
      element.textContent?.trim() ??
      ""
    );
  });
const pollFocus = (page: Page, name: string | RegExp) =>
  expect
    .poll(() => focused(page), { timeout: 15_000, message: `focus on ${String(name)}` })
    .toMatch(name);

test.describe("the Add food dialog by keyboard", () => {
  test(`logs 2 eggs and 1 medium banana in a few key presses each and gives focus back`, async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    await signUpViaApi(context);
    await page.goto("/app/meals");
    const opener = page.getByRole("button", { name: "Add food to Breakfast" });
    await opener.waitFor();
    // As if the user had tabbed there; the count starts at the key that opens the dialog.
    await opener.focus();
    let presses = 0;
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };

    // 2 eggs: Enter opens, Enter in the search box takes the first result, Enter adds its suggested amount.
    await press("Enter");
    await pollFocus(page, "Search foods");
    await page.keyboard.type("2 eggs");
    await expect(page.getByText("Amount: 2 · searching for eggs").first()).toBeVisible();
    const egg = page.getByRole("list", { name: "Search results" }).getByRole("button").first();
    await expect(egg).toHaveText(/^Egg, whole, raw, fresh[\s\S]*2 large · 143 kcal/, {
      useInnerText: true,
    });
    await axe(page);
    await screenshot(page, `add-food-search-${VIEWPORTS[viewport].width}`);
    await press("Enter");
    await pollFocus(page, "Amount");
    expect(await page.getByLabel("Amount").inputValue()).toBe("2");
    expect(await page.getByLabel("Unit").locator("option:checked").innerText()).toBe(
      "large (50 g)",
    );
    await expect(page.getByText("That is about 143 kcal.").first()).toBeVisible();
    await axe(page);
    await screenshot(page, `add-food-amount-${VIEWPORTS[viewport].width}`);
    await press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^Added/ })).toHaveText(
      "Added Egg (2 large) to Breakfast.",
      { useInnerText: true },
    );
    expect(presses, "key presses for 2 eggs").toBeLessThan(10);
    // The dialog stays open, the box empty and focused for the next food; the diary behind has the eggs.
    await pollFocus(page, "Search foods");
    expect(await page.getByLabel("Search foods").inputValue()).toBe("");
    await pollKcal(page, "breakfast", "143 kcal");
    await axe(page);
    await screenshot(page, `add-food-added-${VIEWPORTS[viewport].width}`);

    // 1 medium banana: Tab to the first result, the arrows move and come back, Enter chooses, Enter adds.
    presses = 0;
    await page.keyboard.type("1 medium banana");
    await expect(page.getByText("Amount: 1 medium · searching for banana").first()).toBeVisible();
    const banana = page.getByRole("list", { name: "Search results" }).getByRole("button").first();
    await expect(banana).toHaveText(/^Bananas, raw[\s\S]*1 medium · 105 kcal/, {
      useInnerText: true,
    });
    await press("Tab");
    await pollFocus(page, /^Bananas, raw/);
    await press("ArrowDown");
    await expect.poll(() => focused(page)).not.toMatch(/^Bananas, raw/);
    await press("ArrowUp");
    await pollFocus(page, /^Bananas, raw/);
    await press("Enter");
    await pollFocus(page, "Amount");
    expect(await page.getByLabel("Unit").locator("option:checked").innerText()).toMatch(/^medium/);
    await press("Enter");
    await expect(page.getByRole("status").filter({ hasText: /^Added/ })).toHaveText(
      "Added Bananas (1 medium) to Breakfast.",
      { useInnerText: true },
    );
    expect(presses, "key presses for 1 medium banana").toBeLessThan(10);
    await pollKcal(page, "breakfast", "248 kcal");

    // Done sits just before the search box; closing gives focus back to the button that opened the dialog.
    await pollFocus(page, "Search foods");
    await page.keyboard.press("Shift+Tab");
    await pollFocus(page, "Done");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await pollFocus(page, "Add food to Breakfast");
    await axe(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test(
    "starts an imperial user's food in ounces when the search suggests no portion, and keeps grams they typed",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
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
      // Per 100 g, with no serving weight: nothing better than the dialog's default is known.
      const food = await context.request.post("/api/custom-foods", {
        headers: { origin: baseUrl() },
        data: { name: "Zesty trail mix", basis: "per_100g", nutrients: { energyKcal: 200 } },
      });
      expect(food.status(), await food.text()).toBe(201);
      await page.goto("/app/meals");
      await page.getByRole("button", { name: "Add food to Snacks" }).click();
      await page.keyboard.type("zesty trail mix");
      await expect(
        page.getByRole("list", { name: "Search results" }).getByRole("button").first(),
      ).toHaveText(/^Zesty trail mix/, { useInnerText: true });
      await page.keyboard.press("Enter");
      await pollFocus(page, "Amount");
      // 100 g is 3.5 oz by the display rule; 3.5 oz is 99.2 g, 198 kcal.
      expect(await page.getByLabel("Amount").inputValue()).toBe("3.5");
      expect(await page.getByLabel("Unit").inputValue()).toBe("oz");
      await expect(page.getByText("That is about 198 kcal.").first()).toBeVisible();
      await page.getByRole("button", { name: "Back to search" }).click();
      await page.getByLabel("Search foods").fill("50g zesty trail mix");
      await expect(
        page.getByText("Amount: 50 g · searching for zesty trail mix").first(),
      ).toBeVisible();
      await expect(
        page.getByRole("list", { name: "Search results" }).getByRole("button").first(),
      ).toHaveText(/^Zesty trail mix[\s\S]*50 g · 100 kcal/, { useInnerText: true });
      await page.keyboard.press("Enter");
      await pollFocus(page, "Amount");
      expect(await page.getByLabel("Amount").inputValue()).toBe("50");
      expect(await page.getByLabel("Unit").inputValue()).toBe("g");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "gives focus back on Escape too, Back to search keeps the query, and a quick add keeps the dialog open",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/meals");
      const opener = page.getByRole("button", { name: "Add food to Dinner" });
      await opener.click();
      await pollFocus(page, "Search foods");
      await page.keyboard.type("1 medium banana");
      const banana = page.getByRole("list", { name: "Search results" }).getByRole("button").first();
      await expect(banana).toHaveText(/^Bananas, raw/, { useInnerText: true });
      await banana.click();
      await page.getByRole("button", { name: "Back to search" }).click();
      await pollFocus(page, "Search foods");
      expect(await page.getByLabel("Search foods").inputValue()).toBe("1 medium banana");
      // A quick add keeps the dialog open too, back on the search box.
      await page.getByRole("button", { name: "Quick add", exact: true }).click();
      await page.getByLabel("Calories (kcal)").fill("120");
      await page.getByRole("button", { name: "Add calories" }).click();
      await expect(page.getByText("Added a quick add to Dinner.").first()).toBeVisible();
      await pollFocus(page, "Search foods");
      await pollKcal(page, "dinner", "120 kcal");
      await page.keyboard.press("Escape");
      await pollFocus(page, "Add food to Dinner");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
