import type { Page } from "@playwright/test";
import { BMI_UNDER_18_NOTE } from "../../src/domain/bmi";
import { UNDER_18_LOSE_MESSAGE } from "../../src/domain/energy";
import { expect, test, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

const visible = (page: Page, text: string | RegExp) =>
  expect
    .poll(() => page.getByText(text).first().isVisible(), {
      timeout: 10_000,
      message: `visible: ${String(text)}`,
    })
    .toBe(true);

/** Born 15 years and a month ago (the e2e user's time zone is UTC), so 15 whatever today is. */
function fifteenYearsAgo(): string {
  const [year, month, day] = new Date(Date.now() - 31 * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split("-");
  return `${Number(year) - 15}-${month}-${day === "29" && month === "02" ? "28" : day}`;
}

test.describe("goals of a user under 18", () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    const width = VIEWPORTS[viewport].width;
    test(`a 15-year-old is offered no weight loss and sees their BMI without an adult category (${width} px)`, async ({
      axe,
      openPage,
    }) => {
      const { page, context, consoleErrors } = await openPage(viewport);
      await signUpViaApi(context, { birthday: fifteenYearsAgo() });
      await page.goto("/app");

      await visible(page, "Step 1 of 3");
      await visible(page, "You are 15, from the date of birth on your account.");
      await page.getByRole("radio", { name: "Female" }).check();
      await page.getByLabel("Height (cm)").fill("160");
      await page.getByLabel("Current weight (kg)").fill("45");
      await page.getByRole("radio", { name: /Moderately active/ }).check();
      await page.getByRole("button", { name: "Continue" }).click();

      // Step 2: the notice in place of "Lose weight", and no weekly rate for a gain goal.
      await visible(page, "Step 2 of 3");
      await visible(page, UNDER_18_LOSE_MESSAGE);
      expect(await page.getByRole("radio", { name: "Lose weight" }).count()).toBe(0);
      await page.getByRole("radio", { name: "Gain weight" }).check();
      expect(await page.getByRole("group", { name: "How fast?" }).count()).toBe(0);
      await visible(page, "Suggested daily target:");
      // Maintenance energy only: no "+ … a day for your rate".
      expect(await page.getByText(/for your rate/).count()).toBe(0);
      await page.getByRole("radio", { name: "Maintain" }).check();
      await axe(page);
      await screenshot(page, `teen-goals-wizard-step2-${width}`);
      await page.getByRole("button", { name: "Continue" }).click();

      await visible(page, "Step 3 of 3");
      await page.getByRole("button", { name: "Save my goals" }).click();
      await visible(page, "Calories");

      // The wizard's weigh-in and height give a BMI: 45 kg at 1.60 m is 17.6, with no adult band.
      await page.goto("/app/weight");
      await visible(page, "17.6");
      await visible(page, BMI_UNDER_18_NOTE);
      expect(await page.getByText("Underweight").count()).toBe(0);
      await axe(page);
      await screenshot(page, `teen-weight-${width}`);

      // A goal weight below the weigh-in typed on the goals page is refused under its field, kept as typed.
      await page.goto("/app/goals");
      await visible(page, "Daily targets");
      const goalWeight = page.getByLabel("Goal weight (kg, optional)");
      await goalWeight.fill("42");
      await page.getByRole("button", { name: "Save targets" }).click();
      await visible(page, UNDER_18_LOSE_MESSAGE);
      expect(await goalWeight.inputValue()).toBe("42");
      await axe(page);
      await screenshot(page, `teen-goals-page-${width}`);
      // The browser logs the 400 provoked on purpose; anything else fails.
      expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await context.close();
    });
  }
});
