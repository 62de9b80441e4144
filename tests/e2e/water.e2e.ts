import type { Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signInViaApi, signUpViaApi } from "./playwright-utils";

/** A diary day `n` days before today; new users are in UTC (no time zone sent at sign-up), as is this. */
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

/** The day's total as the progress bar tells it to assistive technology. */
const expectTotal = (page: Page, name: string, total: string) =>
  expect(page.getByRole("progressbar", { name }), `${name}: ${total}`).toHaveAttribute(
    "aria-valuetext",
    new RegExp(`^${total} of `),
  );

/** One day of the week history, as its text reads (weekday, date for screen readers, total). */
const weekDay = (page: Page, date: string) => page.getByTestId(`water-week-${date}`).innerText();

test.describe("water on other days", () => {
  test(
    "logs, undoes and removes water on past days, keeps the day on reload and never touches today",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage("desktop");
      const user = await signUpViaApi(context);
      const today = daysAgo(0);
      const yesterday = daysAgo(1);
      const seeded = await context.request.post("/api/water", {
        headers: { origin: baseUrl() },
        data: { amountMl: 500 },
      });
      expect(seeded.status()).toBe(201);

      await page.goto("/app/water");
      await expect(page.getByText("Last 7 days").first()).toBeVisible();
      await expectTotal(page, "Water today", "500 ml");
      expect(
        await page.getByRole("button", { name: "Next day" }).getAttribute("aria-disabled"),
      ).toBe("true");

      // Yesterday: a glass lands there, in the total and in the week's bar.
      await page.getByRole("button", { name: "Previous day" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("date") === yesterday);
      await expect(page.getByText("Nothing logged yesterday.").first()).toBeVisible();
      await expectTotal(page, "Water yesterday", "0 ml");
      expect(await weekDay(page, yesterday)).toMatch(/0 ml/);
      await page.getByRole("button", { name: "Add glass (250 ml)" }).click();
      await expect(page.getByText("Added 250 ml.").first()).toBeVisible();
      await expectTotal(page, "Water yesterday", "250 ml");
      await expect(page.getByTestId(`water-week-${yesterday}`)).toHaveText(/250 ml/, {
        useInnerText: true,
      });
      expect(
        await page
          .getByRole("link", { name: new RegExp(await shownDay(page, yesterday)) })
          .getAttribute("aria-current"),
      ).toBe("date");

      // Undo works on the day shown too.
      await page.getByRole("button", { name: "Add bottle (500 ml)" }).click();
      await expect(page.getByText("Added 500 ml.").first()).toBeVisible();
      await expectTotal(page, "Water yesterday", "750 ml");
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByText("Removed 500 ml.").first()).toBeVisible();
      await expectTotal(page, "Water yesterday", "250 ml");
      await axe(page);
      await screenshot(page, "water-yesterday-1280");

      // A reload keeps yesterday.
      await page.reload();
      await expectTotal(page, "Water yesterday", "250 ml");
      await expect(page.getByLabel("Day shown")).toHaveValue(yesterday);

      // Next day, from the keyboard, comes back to today, unchanged, and stops there.
      await page.getByRole("button", { name: "Next day" }).focus();
      await page.keyboard.press("Enter");
      await expectTotal(page, "Water today", "500 ml");
      expect(new URL(page.url()).search).toBe("");
      await expect(page.getByRole("button", { name: "Next day" })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await page.keyboard.press("Enter");
      await expectTotal(page, "Water today", "500 ml");
      expect(await weekDay(page, yesterday)).toMatch(/250 ml/);
      expect(await weekDay(page, today)).toMatch(/500 ml/);

      // A day of the week opens it; a custom amount there can be removed again.
      await page.getByRole("link", { name: new RegExp(await shownDay(page, daysAgo(3))) }).click();
      await expect(page.getByLabel("Day shown")).toHaveValue(daysAgo(3));
      await page.getByLabel("Custom amount (ml)").fill("330");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Added 330 ml.").first()).toBeVisible();
      await page.getByRole("button", { name: /^Remove 330 ml/ }).click();
      await expect(page.getByText(/^Nothing logged on /).first()).toBeVisible();

      // The date input, and the way back.
      await page.getByLabel("Day shown").fill(yesterday);
      await expectTotal(page, "Water yesterday", "250 ml");
      await page.getByRole("button", { name: "Back to today" }).click();
      await expectTotal(page, "Water today", "500 ml");

      // Drinks cannot be logged ahead, so a future address opens today.
      await page.goto("/app/water?date=2999-01-01");
      await expectTotal(page, "Water today", "500 ml");
      expect(new URL(page.url()).search).toBe("");
      expect(consoleErrors).toEqual([]);

      // The phone layout, on yesterday.
      const mobile = await openPage("mobile");
      await signInViaApi(mobile.context, user.email, user.password);
      await mobile.page.goto(`/app/water?date=${yesterday}`);
      await expectTotal(mobile.page, "Water yesterday", "250 ml");
      await axe(mobile.page);
      await screenshot(mobile.page, "water-yesterday-390");
      await mobile.page.goto("/app/water");
      await expectTotal(mobile.page, "Water today", "500 ml");
      await axe(mobile.page);
      await screenshot(mobile.page, "water-today-390");
      expect(mobile.consoleErrors).toEqual([]);
      await mobile.context.close();
      await context.close();
    },
  );
});
