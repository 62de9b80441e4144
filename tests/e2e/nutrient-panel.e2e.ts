import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signUpViaApi } from "./playwright-utils";

/** New users are in UTC (no time zone sent at sign-up), so the server's today is UTC's. */
const today = () => new Date().toISOString().slice(0, 10);

const post = async (context: BrowserContext, url: string, data: unknown) => {
  const response = await context.request.post(url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
};

/** Two eggs, a mug of coffee and a bar that knows only its calories and iron: so some values are unknown. */
async function logADay(context: BrowserContext) {
  await post(context, "/api/meals/entries", {
    date: today(),
    meal: "breakfast",
    kind: "usda",
    foodId: "01123",
    quantity: 100,
    unit: "g",
  });
  await post(context, "/api/meals/entries", {
    date: today(),
    meal: "breakfast",
    kind: "usda",
    foodId: "14209",
    quantity: 240,
    unit: "g",
  });
  const bar = await post(context, "/api/custom-foods", {
    name: "Oat bar",
    basis: "per_serving",
    nutrients: { energyKcal: 190, ironMg: 2 },
  });
  await post(context, "/api/meals/entries", {
    date: today(),
    meal: "snacks",
    kind: "custom",
    customFoodId: bar.id,
    quantity: 1,
    unit: "serving",
  });
}

const line = (page: Page, key: string) => page.getByTestId(`panel-line-${key}`);

test.describe("a food's full panel", () => {
  test(
    "opens from the food's details in Add food, per 100 g",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/meals");
      await page.getByRole("button", { name: "Add food to Breakfast" }).click();
      await page.getByLabel("Search foods").fill("Egg, whole, raw, fresh");
      await page
        .getByRole("button", { name: /^Egg, whole, raw, fresh/ })
        .first()
        .click();
      await page.getByText("Full nutrient panel (100 g)").click();
      const panel = page.getByTestId("food-full-panel");
      // SR28 01123 Egg, whole, raw, fresh, per 100 g: B12 0.89 µg.
      await expect(panel.getByRole("row", { name: /^B12/ })).toContainText("0.89 µg");
      expect(await panel.getByRole("row", { name: /^Vitamin D/ }).textContent()).toContain("µg");
      await axe(page);
      await screenshot(page, "food-full-panel-1280");
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("the day's nutrient panel", () => {
  test(
    "shows every group against DRI targets, limits as limits and unknowns counted, and lets the user adjust a target",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context, { birthday: "1992-04-03" });
      await logADay(context);

      await page.goto("/app/meals/nutrients");
      await expect(page.getByRole("heading", { name: "Nutrients", level: 1 })).toBeVisible();
      for (const group of ["General", "Vitamins", "Minerals", "Fats"]) {
        expect(await page.getByRole("heading", { name: group, level: 2 }).isVisible()).toBe(true);
      }
      // B12 is known for the egg and the coffee, not for the bar.
      await expect(line(page, "418")).toContainText("unknown in 1 food");
      expect(await line(page, "307").textContent()).toContain("limit 2,300 mg");
      expect(await line(page, "269").textContent()).toContain("limit (Dietary Guidelines)");
      // Sex not given: the larger of the two iron RDAs for 19-50 (18 mg).
      expect(await line(page, "303").textContent()).toContain("/ 18 mg");
      // Energy and macros are the diary's goals, changed on the Goals page rather than here.
      expect(
        await line(page, "208").getByRole("link", { name: "Change in Goals (Energy)" }).isVisible(),
      ).toBe(true);
      await axe(page);
      await screenshot(page, "nutrient-panel-1280");

      await page.getByRole("button", { name: "Adjust target for Iron" }).click();
      const input = page.getByLabel("Daily target for Iron (mg)");
      await input.fill("12");
      await input.press("Enter");
      await expect(line(page, "303")).toContainText("/ 12 mg");
      expect(await line(page, "303").textContent()).toContain("your target");
      await axe(page);

      await page.reload();
      await expect(line(page, "303")).toContainText("/ 12 mg");

      // The diary's Micronutrients card measures against the same target, so iron never shows two goals.
      await page.goto("/app/meals");
      const ironRow = page.getByRole("row", { name: /^Iron\b/ });
      await expect(ironRow.getByRole("cell").nth(1)).toHaveText(/^\d+%$/);
      const amountMg = Number.parseFloat(
        (await ironRow.getByRole("cell").nth(0).textContent()) ?? "",
      );
      const percent = Number.parseInt(
        (await ironRow.getByRole("cell").nth(1).textContent()) ?? "",
        10,
      );
      expect(Math.abs(percent - (100 * amountMg) / 12)).toBeLessThanOrEqual(1);
      expect(await page.getByRole("columnheader", { name: "% target" }).isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "is reached from the diary and reads well on a phone",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await logADay(context);
      await page.goto("/app/meals");
      await page.getByRole("link", { name: "All nutrients and your targets" }).click();
      await expect(page.getByRole("heading", { name: "Nutrients", level: 1 })).toBeVisible();
      await expect(line(page, "262")).toContainText("mg");
      await axe(page);
      await screenshot(page, "nutrient-panel-390");
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("a custom food's extra nutrients", () => {
  test(
    "are typed under More nutrients, kept, and an impossible value is refused under its field",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      const bar = await post(context, "/api/custom-foods", {
        name: "Fortified bar",
        basis: "per_serving",
        nutrients: { energyKcal: 190, ironMg: 2 },
      });
      await page.goto("/app/meals/my-foods");
      await page.getByRole("button", { name: "Edit Fortified bar", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Fortified bar", exact: true });
      await dialog.getByText("More nutrients (vitamins, minerals, fats)").click();
      expect(await dialog.getByLabel("Iron (mg)").inputValue()).toBe("2");
      await dialog.getByLabel("B12 (µg)").fill("-1");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(dialog.getByText("B12 must be a number of 0 or more")).toBeVisible();
      await dialog.getByLabel("B12 (µg)").fill("1.5");
      await dialog.getByLabel("Omega-3 ALA (g)").fill("0.4");
      await axe(page);
      await screenshot(page, "custom-food-more-nutrients-390");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Saved “Fortified bar”.")).toBeVisible();
      const saved = (await (await context.request.get(`/api/custom-foods/${bar.id}`)).json()) as {
        panel: Record<string, number>;
        nutrients: { ironMg: number };
      };
      expect(saved.panel).toEqual({ "418": 1.5, "851": 0.4 });
      expect(saved.nutrients.ironMg).toBe(2);
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("a quick add's label nutrients", () => {
  test(
    "are typed under More nutrients and reach the day's panel",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/app/meals");
      await page.getByRole("button", { name: "Add food to Dinner" }).click();
      await page.getByRole("button", { name: "Quick add", exact: true }).click();
      await page.getByLabel("Calories (kcal)").fill("650");
      await page.getByText("More nutrients (vitamins, minerals, fats)").click();
      await page.getByLabel("Sodium (mg)").fill("1200");
      await page.getByLabel("B12 (µg)").fill("1");
      await axe(page);
      await page.getByRole("button", { name: "Add calories" }).click();
      await expect
        .poll(
          async () =>
            (await context.request.get("/api/meals/panel"))
              .json()
              .then(
                (p: { lines: Array<{ key: string; total: number }> }) =>
                  p.lines.find((l) => l.key === "307")?.total,
              ),
          {
            timeout: 15_000,
          },
        )
        .toBe(1200);
      await page.goto("/app/meals/nutrients");
      await expect(line(page, "418")).toContainText("1 µg");
      expect(consoleErrors).toEqual([]);
    },
  );
});
