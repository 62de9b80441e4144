import { BMI_UNDER_18_NOTE } from "../../src/domain/bmi";
import { UNDER_18_LOSE_MESSAGE } from "../../src/domain/energy";
import { expect, test, screenshot, signUpViaApi, VIEWPORTS } from "./playwright-utils";

/** Born 15 years and a month ago (the e2e user's time zone is UTC), so 15 whatever today is. */
function fifteenYearsAgo(): string {
  const [year, month, day] = new Date(Date.now() - 31 * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split("-");
  return `${Number(year) - 15}-${month}-${day === "29" && month === "02" ? "28" : day}`;
}

test.describe("goals of a user under 18", () => {
  test("a 15-year-old is offered no weight loss and sees their BMI without an adult category", async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const width = VIEWPORTS[viewport].width;
    const { page, context, consoleErrors } = await openPage();
    await signUpViaApi(context, { birthday: fifteenYearsAgo() });
    await page.goto("/app");

    await expect(page.getByText("Step 1 of 3").first()).toBeVisible();
    await expect(
      page.getByText("You are 15, from the date of birth on your account.").first(),
    ).toBeVisible();
    await page.getByRole("radio", { name: "Female" }).check();
    await page.getByLabel("Height (cm)").fill("160");
    await page.getByLabel("Current weight (kg)").fill("45");
    await page.getByRole("radio", { name: /Moderately active/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 2: the notice in place of "Lose weight", and no weekly rate for a gain goal.
    await expect(page.getByText("Step 2 of 3").first()).toBeVisible();
    await expect(page.getByText(UNDER_18_LOSE_MESSAGE).first()).toBeVisible();
    expect(await page.getByRole("radio", { name: "Lose weight" }).count()).toBe(0);
    await page.getByRole("radio", { name: "Gain weight" }).check();
    expect(await page.getByRole("group", { name: "How fast?" }).count()).toBe(0);
    await expect(page.getByText("Suggested daily target:").first()).toBeVisible();
    // Maintenance energy only: no "+ … a day for your rate".
    expect(await page.getByText(/for your rate/).count()).toBe(0);
    await page.getByRole("radio", { name: "Maintain" }).check();
    await axe(page);
    await screenshot(page, `teen-goals-wizard-step2-${width}`);
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByText("Step 3 of 3").first()).toBeVisible();
    await page.getByRole("button", { name: "Save my goals" }).click();
    await expect(page.getByText("Calories").first()).toBeVisible();

    // The wizard's weigh-in and height give a BMI: 45 kg at 1.60 m is 17.6, with no adult band.
    await page.goto("/app/weight");
    await expect(page.getByText("17.6").first()).toBeVisible();
    await expect(page.getByText(BMI_UNDER_18_NOTE).first()).toBeVisible();
    expect(await page.getByText("Underweight").count()).toBe(0);
    await axe(page);
    await screenshot(page, `teen-weight-${width}`);

    // A goal weight below the weigh-in typed on the goals page is refused under its field, kept as typed.
    await page.goto("/app/goals");
    await expect(page.getByText("Daily targets").first()).toBeVisible();
    const goalWeight = page.getByLabel("Goal weight (kg, optional)");
    await goalWeight.fill("42");
    await page.getByRole("button", { name: "Save targets" }).click();
    await expect(page.getByText(UNDER_18_LOSE_MESSAGE).first()).toBeVisible();
    expect(await goalWeight.inputValue()).toBe("42");
    await axe(page);
    await screenshot(page, `teen-goals-page-${width}`);
    // The browser logs the 400 provoked on purpose; anything else fails.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});
