import type { Page } from "@playwright/test";
import { expect, test, screenshot } from "./playwright-utils";

const NO_RESULTS =
  "No results found - Try adjusting your search terms or browse by category above.";

async function openHelp(page: Page): Promise<void> {
  await page.goto("/help");
  await expect(resultCount(page)).toHaveText("(12 results)");
}

/** The status beside the heading that says how many articles the search found. */
const resultCount = (page: Page) => page.locator("#faq-heading [role=status]");

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search the help articles" }).fill(text);
}

function question(page: Page, name: string) {
  return page.getByRole("button", { name, exact: true });
}

test.describe("help center", () => {
  test(
    "searches the FAQ by question and by answer text, with the exact count and empty state",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await openHelp(page);

      await search(page, "log a meal");
      await expect(resultCount(page)).toHaveText("(1 result)");
      expect(await question(page, "How do I log a meal?").isVisible()).toBe(true);

      // "Compendium" only appears in an answer, never in a question.
      await search(page, "compendium of physical");
      await expect(resultCount(page)).toHaveText("(1 result)");
      expect(
        await question(page, "How are calories burned during a workout estimated?").isVisible(),
      ).toBe(true);

      await search(page, "password");
      await expect(resultCount(page)).toHaveText("(2 results)");

      await search(page, "xyzzy no such words");
      await expect(resultCount(page)).toHaveText("(0 results)");
      expect(await page.getByText(NO_RESULTS, { exact: true }).isVisible()).toBe(true);

      await search(page, "");
      await expect(resultCount(page)).toHaveText("(12 results)");
      expect(await page.getByText(NO_RESULTS).count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "filters by category chip, combined with the search",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await openHelp(page);
      const chip = (name: string) => page.getByRole("button", { name, exact: true });

      await chip("Nutrition").click();
      expect(await chip("Nutrition").getAttribute("aria-pressed")).toBe("true");
      expect(await chip("All Topics").getAttribute("aria-pressed")).toBe("false");
      await expect(resultCount(page)).toHaveText("(2 results)");
      expect(await question(page, "Where do the nutrition figures come from?").isVisible()).toBe(
        true,
      );
      expect(await question(page, "How do I log a meal?").count()).toBe(0);

      await search(page, "blank");
      await expect(resultCount(page)).toHaveText("(1 result)");

      await chip("Account").click();
      await expect(resultCount(page)).toHaveText("(0 results)");
      expect(await page.getByText(NO_RESULTS, { exact: true }).isVisible()).toBe(true);

      await search(page, "");
      await chip("Privacy & Security").click();
      await expect(resultCount(page)).toHaveText("(1 result)");
      await chip("All Topics").click();
      await expect(resultCount(page)).toHaveText("(12 results)");
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test(
    "opens one answer at a time; pressing the open question closes it",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await openHelp(page);
      const first = question(page, "How do I set my daily calorie target?");
      const second = question(page, "Is Vitalog free to use?");
      const firstAnswer = page.getByRole("region", {
        name: "How do I set my daily calorie target?",
      });
      const secondAnswer = page.getByRole("region", { name: "Is Vitalog free to use?" });

      // Answers are regions inside the FAQ section (the page's other sections are regions too).
      const openAnswers = page.locator("section[aria-labelledby=faq-heading]").getByRole("region");
      expect(await openAnswers.count()).toBe(0);
      await first.click();
      expect(await first.getAttribute("aria-expanded")).toBe("true");
      expect(await firstAnswer.textContent()).toContain("Mifflin-St Jeor");

      // Keyboard works too: Enter on the next question opens it and closes the first.
      await second.focus();
      await page.keyboard.press("Enter");
      expect(await second.getAttribute("aria-expanded")).toBe("true");
      expect(await first.getAttribute("aria-expanded")).toBe("false");
      expect(await firstAnswer.count()).toBe(0);
      expect(await secondAnswer.isVisible()).toBe(true);
      expect(await openAnswers.count()).toBe(1);

      await second.click();
      expect(await second.getAttribute("aria-expanded")).toBe("false");
      expect(await openAnswers.count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test("offers live chat, email support, guides and the way back; passes axe at both widths", async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    await openHelp(page);
    const nav = page.getByRole("navigation", { name: "Help" });
    expect(await nav.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(await nav.getByRole("link", { name: "Back to App" }).getAttribute("href")).toBe("/app");
    expect(await page.getByRole("link", { name: "support@vitalog.app" }).getAttribute("href")).toBe(
      "mailto:support@vitalog.app",
    );
    expect(await page.getByText("within 24 hours").isVisible()).toBe(true);
    expect(
      await page.getByText("95% of questions are resolved on first contact.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole("heading", { name: "Live Chat" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Start a live chat" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Browse the guides" }).getAttribute("href")).toBe(
      "#guides",
    );
    for (const guide of ["Weight tracking", "Meal planning", "Goal setting", "Workout tracking"]) {
      expect(await page.getByRole("heading", { name: guide }).isVisible()).toBe(true);
    }
    await question(page, "How do I log a meal?").click();
    await axe(page);
    await question(page, "How do I log a meal?").click();
    await screenshot(page, `help-${viewport === "mobile" ? 390 : 1280}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
