import type { BrowserContext } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  checkBothWidths,
  ROOT,
  screenshot,
  signInViaApi,
  signUpViaApi,
} from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; the refusals this journey causes are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[13]/.test(e));

const post = async (context: BrowserContext, url: string, data: object) => {
  const response = await context.request.post(url, { headers: { origin: baseUrl() }, data });
  expect(response.status(), await response.text()).toBe(201);
};

/** The diary day the server counts the food allowance of (the user's time zone). */
const todayOf = async (context: BrowserContext) =>
  ((await (await context.request.get("/api/plan")).json()) as { today: string }).today;

async function logFoods(context: BrowserContext, date: string, n: number) {
  for (let i = 0; i < n; i++)
    await post(context, "/api/meals/entries", {
      date,
      meal: "breakfast",
      kind: "quick",
      energyKcal: 100 + i,
    });
}

test.describe("your plan", () => {
  test(
    "shows the plan with its usage, asks Billing for an upgrade, and shows the new limits once staff assign it",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      const user = await signUpViaApi(context, { firstName: "Planner" });
      const today = await todayOf(context);
      await logFoods(context, today, 3);
      await post(context, "/api/weight", { date: today, weightKg: 72 });
      await post(context, "/api/workouts", {
        date: today,
        bodyWeightKg: 72,
        items: [{ exerciseId: "activity_running_6mph", durationMin: 30 }],
      });

      await page.goto("/app/settings/plan");
      await page.getByRole("heading", { name: "Free plan" }).waitFor();
      await page.getByRole("navigation", { name: "Settings pages" }).waitFor();
      const usage = page.getByRole("list", { name: "Usage this period" });
      await usage.getByText("3 of 20 food entries today").waitFor();
      await usage.getByText("1 of 30 workouts this month").waitFor();
      await usage.getByText("1 of 31 weight entries this month").waitFor();
      const pro = page.getByRole("article", { name: "Pro" });
      await pro.getByText("$19.99").waitFor();
      await pro.getByText("coming soon").first().waitFor();
      await page.getByText("our team switches plans by hand").waitFor();
      await page.getByRole("article", { name: "Free" }).getByText("Your current plan").waitFor();
      await checkBothWidths(page, "plan-free");

      // No payment provider: the request is a support ticket to Billing, filled in, which the user sends.
      await pro.getByRole("link", { name: "Upgrade to Pro" }).click();
      await page.waitForURL(/\/app\/support\/new\?/);
      expect(await page.getByLabel("Subject").inputValue()).toBe("Upgrade to Pro");
      expect(await page.getByLabel("Description").inputValue()).toBe(
        "Please change my plan from Free to Pro.",
      );
      expect(await page.getByLabel("Category").inputValue()).toBe("Billing");
      // An upgrade is a request, not a fault: not "Medium: something isn't working".
      expect(await page.getByLabel("Impact").locator("option:checked").textContent()).toBe(
        "Low: a question or an idea",
      );
      await page.waitForFunction(() => {
        const select = document.querySelector<HTMLSelectElement>("select[name=departmentId]");
        return select?.selectedOptions[0]?.textContent === "Billing";
      });
      await page.getByRole("button", { name: "Send message" }).click();
      await page.waitForURL(/\/app\/support\/[0-9a-f-]{36}$/);
      await page.getByRole("heading", { name: "Upgrade to Pro" }).waitFor();
      const ticketNumber = (await page.getByText(/^T-\d{6}$/).textContent())!.trim();

      // Staff find it in the Support Queue, under Billing, and assign the plan in User Management.
      const staff = await openPage();
      await signInViaApi(staff.context, ROOT.email, ROOT.password);
      await staff.page.goto("/admin/support");
      await staff.page.getByRole("heading", { name: "Support Queue" }).waitFor();
      await staff.page.getByLabel("Search tickets").fill(user.email);
      const row = staff.page.getByRole("row", { name: new RegExp(ticketNumber) });
      await row.waitFor();
      await row.getByText("Billing").first().waitFor();
      await staff.page.goto("/admin/users");
      await staff.page.getByLabel("Search by name or email").fill(user.email);
      await staff.page.getByRole("button", { name: "Manage Planner Tester" }).click();
      const dialog = staff.page.getByRole("dialog");
      await dialog.getByLabel("Plan").selectOption({ label: "Pro" });
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.getByText("Changes saved").waitFor();
      expect(unexpected(staff.consoleErrors)).toEqual([]);
      await staff.context.close();

      await page.goto("/app/settings/plan");
      await page.getByRole("heading", { name: "Pro plan" }).waitFor();
      await usage.getByText("3 food entries today · Unlimited").waitFor();
      await usage.getByText("1 workout this month · Unlimited").waitFor();
      await page.getByRole("article", { name: "Pro" }).getByText("Your current plan").waitFor();
      await page
        .getByRole("article", { name: "Free" })
        .getByRole("link", { name: "Switch to Free" })
        .waitFor();
      await checkBothWidths(page, "plan-pro");
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "says the day's food limit is reached where Add food was, before any form, and leads to the plan",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context, { firstName: "Full" });
      await logFoods(context, await todayOf(context), 20);
      await page.goto("/app/meals");
      const reached = page.getByTestId("lunch-limit-reached");
      await reached.getByText("Limit reached: 20 of 20 food entries for this day.").waitFor();
      expect(await page.getByRole("button", { name: /^Add food to/ }).count()).toBe(0);
      expect(await page.getByRole("dialog").count()).toBe(0);
      await axe(page);
      await screenshot(page, "meals-limit-reached-390");
      await reached.getByRole("link", { name: "See your plan" }).click();
      await page.waitForURL(/\/app\/settings\/plan$/);
      await page.getByText("20 of 20 food entries today").waitFor();
      await page.getByText(/^Limit reached: the next one is refused/).waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "says the month's weigh-in and workout limits are reached where the log form and Start workout were, and leads to the plan",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context, { firstName: "Steady" });
      const today = await todayOf(context);
      // The allowance counts weigh-ins added this month, whichever days they are for (weight/entries.ts),
      // so 31 days back from today fill it on any day of the month; one weigh-in a day, hence 31 days.
      const daysBack = (n: number) =>
        new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
      for (let i = 0; i < 31; i++)
        await post(context, "/api/weight", { date: daysBack(i), weightKg: 70 + i / 10 });
      for (let i = 0; i < 30; i++)
        await post(context, "/api/workouts", {
          date: today,
          bodyWeightKg: 72,
          items: [{ exerciseId: "activity_running_6mph", durationMin: 20 }],
        });

      await page.goto("/app/weight");
      const weight = page.getByTestId("weight-limit-reached");
      await weight.getByText("Limit reached: 31 of 31 weight entries this month.").waitFor();
      await weight.getByRole("link", { name: "See your plan" }).waitFor();
      expect(await page.getByRole("button", { name: "Save weigh-in" }).count()).toBe(0);
      await axe(page);
      await screenshot(page, "weight-limit-reached-390");

      await page.goto("/app/workouts");
      const workouts = page.getByTestId("workout-limit-reached");
      await workouts.getByText("Limit reached: 30 of 30 workouts this month.").waitFor();
      expect(await page.getByRole("button", { name: "Start workout" }).count()).toBe(0);
      await axe(page);
      await screenshot(page, "workouts-limit-reached-390");

      await workouts.getByRole("link", { name: "See your plan" }).click();
      await page.waitForURL(/\/app\/settings\/plan$/);
      const usage = page.getByRole("list", { name: "Usage this period" });
      await usage.getByText("31 of 31 weight entries this month").waitFor();
      await usage.getByText("30 of 30 workouts this month").waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});
