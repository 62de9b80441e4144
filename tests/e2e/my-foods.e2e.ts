import type { BrowserContext } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signInViaApi, signUpViaApi } from "./playwright-utils";

const post = async <T>(context: BrowserContext, url: string, data: unknown): Promise<T> => {
  const response = await context.request.post(url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
};

/** New users are in UTC (no time zone sent at sign-up), so the server's today is UTC's. */
const today = () => new Date().toISOString().slice(0, 10);

test.describe("my foods", () => {
  test(
    "lists the user's foods and recipes, edits a food, explains a refused delete and deletes after confirming",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage("desktop");
      const user = await signUpViaApi(context);
      const bar = await post<{ id: string }>(context, "/api/custom-foods", {
        name: "Oat bar",
        basis: "per_serving",
        servingLabel: "bar",
        servingGrams: 40,
        nutrients: { energyKcal: 190, proteinG: 4 },
      });
      // 80 g of the bar (2 bars, 380 kcal) and 100 g of raw apple (52 kcal, USDA 09003) make 2 servings: 216 kcal each.
      await post(context, "/api/recipes", {
        name: "Oat bar crumble",
        servings: 2,
        ingredients: [
          { customFoodId: bar.id, grams: 80 },
          { foodId: "09003", grams: 100 },
        ],
      });
      await post(context, "/api/meals/entries", {
        date: today(),
        meal: "snacks",
        kind: "custom",
        customFoodId: bar.id,
        quantity: 1,
        unit: "serving",
      });

      // From the diary's header to the list.
      await page.goto("/app/meals");
      await page.getByRole("link", { name: "My foods" }).click();
      await expect(page.getByRole("heading", { name: "My foods", level: 1 })).toBeVisible();
      await expect(page.getByText("190 kcal per bar (40 g)").first()).toBeVisible();
      await expect(
        page.getByText("216 kcal per serving · makes 2 servings, 2 ingredients").first(),
      ).toBeVisible();
      await axe(page);
      await screenshot(page, "my-foods-1280");

      // Edit: the server refuses a serving weight of 0 under its field, and what was typed stays.
      await page.getByRole("button", { name: "Edit Oat bar", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Oat bar", exact: true });
      expect(await dialog.getByLabel("Food name").inputValue()).toBe("Oat bar");
      expect(await dialog.getByLabel("Protein (g)").inputValue()).toBe("4");
      await dialog.getByLabel("Food name").fill("Oat bar deluxe");
      await dialog.getByLabel("Calories (kcal)").fill("210");
      await dialog.getByLabel("Serving weight (g, optional)").fill("0");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Serving weight must be more than 0").first()).toBeVisible();
      expect(await dialog.getByLabel("Food name").inputValue()).toBe("Oat bar deluxe");
      expect(await dialog.getByLabel("Calories (kcal)").inputValue()).toBe("210");
      await axe(page);
      // Without a serving weight the recipe could no longer weigh its 80 g of bar: refused, naming the recipe.
      await dialog.getByLabel("Serving weight (g, optional)").fill("");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(
        page
          .getByText(/ingredient of your recipe “Oat bar crumble”, which weighs it in grams/)
          .first(),
      ).toBeVisible();
      expect(await dialog.getByLabel("Food name").inputValue()).toBe("Oat bar deluxe");
      await dialog.getByLabel("Serving weight (g, optional)").fill("45");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Saved “Oat bar deluxe”.").first()).toBeVisible();
      await expect(page.getByText("210 kcal per bar (45 g)").first()).toBeVisible();
      // The recipe is computed from its ingredients' current values: (80/45 × 210 + 52) / 2 ≈ 213 kcal a serving.
      await expect(page.getByText("213 kcal per serving").first()).toBeVisible();

      // A reload proves the change was saved.
      await page.reload();
      await expect(page.getByText("210 kcal per bar (45 g)").first()).toBeVisible();
      expect(await page.getByText("Oat bar deluxe", { exact: true }).count()).toBe(1);

      // At phone width, the same list and the edit dialog.
      const mobile = await openPage("mobile");
      await signInViaApi(mobile.context, user.email, user.password);
      await mobile.page.goto("/app/meals/my-foods");
      await expect(mobile.page.getByText("210 kcal per bar (45 g)").first()).toBeVisible();
      await axe(mobile.page);
      await screenshot(mobile.page, "my-foods-390");
      await mobile.page.getByRole("button", { name: "Edit Oat bar crumble" }).click();
      const recipeDialog = mobile.page.getByRole("dialog", { name: "Edit Oat bar crumble" });
      expect(await recipeDialog.getByLabel("Recipe name").inputValue()).toBe("Oat bar crumble");
      expect(await recipeDialog.getByLabel("Grams").count()).toBe(2);
      await axe(mobile.page);
      await screenshot(mobile.page, "my-foods-edit-recipe-390");
      await mobile.page.keyboard.press("Escape");
      expect(mobile.consoleErrors.filter((e) => !/status of 40[09]/.test(e))).toEqual([]);
      await mobile.context.close();

      // The food is in the recipe: the server refuses, and says which recipe.
      await page.getByRole("button", { name: "Delete Oat bar deluxe" }).click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(
        page.getByText(/ingredient of your recipe “Oat bar crumble”/).first(),
      ).toBeVisible();
      await screenshot(page, "my-foods-refused-1280");

      // Delete the recipe, by keyboard, after confirming.
      await page.getByRole("button", { name: "Delete Oat bar crumble" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Delete “Oat bar crumble”?").first()).toBeVisible();
      // Cancel has the focus first: a stray Enter keeps the recipe.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
      await axe(page);
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByText("Deleted “Oat bar crumble”.").first()).toBeVisible();
      await expect(
        page.getByText("No recipes yet. In the diary, choose Add food, then New recipe.").first(),
      ).toBeVisible();
      await page.reload();
      await expect(
        page.getByText("No recipes yet. In the diary, choose Add food, then New recipe.").first(),
      ).toBeVisible();

      // Now the food goes too, and the diary keeps the bar logged today.
      await page.getByRole("button", { name: "Delete Oat bar deluxe" }).click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(
        page
          .getByText("No foods of your own yet. In the diary, choose Add food, then New food.")
          .first(),
      ).toBeVisible();
      await axe(page);
      await screenshot(page, "my-foods-empty-1280");
      await page.getByRole("link", { name: "Back to the diary" }).click();
      await expect(page.getByTestId("snacks-kcal")).toHaveText("190 kcal", { useInnerText: true });
      await expect(page.getByText("Oat bar").first()).toBeVisible();

      // The browser logs the refused requests (400, 409); nothing else may fail.
      expect(consoleErrors.filter((e) => !/status of 40[09]/.test(e))).toEqual([]);
      await context.close();
    },
  );
});
