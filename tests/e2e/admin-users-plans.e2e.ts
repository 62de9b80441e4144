import type { Page } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  ROOT,
  screenshot,
  signInViaApi,
  signUpViaApi,
  staffWithRole,
  VIEWPORTS,
} from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; the refusals this journey causes are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[13]/.test(e));

async function searchUser(page: Page, email: string) {
  await page.goto("/admin/users");
  await page.getByRole("heading", { name: "User Management" }).waitFor();
  await page.getByLabel("Search by name or email").fill(email);
  await page.getByRole("cell", { name: new RegExp(email.replace(/[.]/g, "\\.")) }).waitFor();
}

test.describe("user management", () => {
  test(
    "lets the Super Admin suspend a user (who is signed out at once), assign a plan, and find both in the audit log",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const target = await openPage();
      const user = await signUpViaApi(target.context, { firstName: "Suspendme" });
      await target.page.goto("/app");
      await target.page.waitForURL(/\/app$/);

      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await searchUser(page, user.email);
      await page.getByRole("button", { name: `Manage Suspendme Tester` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Days since signup").waitFor();
      await dialog.getByRole("button", { name: "Suspend" }).click();
      await dialog.getByText("User suspended; their sessions have ended").waitFor();
      expect((await target.context.request.get("/api/auth/me")).status()).toBe(401);
      await target.page.reload();
      await target.page.waitForURL(/\/login/);

      await dialog.getByLabel("Plan").selectOption({ label: "Pro" });
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.getByText("Changes saved").waitFor();
      await dialog.getByRole("button", { name: "Delete user" }).click();
      await dialog
        .getByText("Are you sure you want to delete this user? This action cannot be undone.")
        .waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await page.keyboard.press("Escape");
      await page.getByRole("cell", { name: /Pro/ }).first().waitFor();
      await page.getByRole("cell", { name: "Suspended" }).waitFor();
      await page.getByLabel("Status").selectOption("suspended");
      await page.getByRole("cell", { name: new RegExp(user.email) }).waitFor();

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export Users" }).click();
      const csv = await (await download).createReadStream();
      const text = await new Promise<string>((resolve) => {
        let all = "";
        csv.on("data", (chunk: Buffer) => (all += chunk.toString()));
        csv.on("end", () => resolve(all));
      });
      expect(text.split("\r\n")[0]).toMatch(/^id,first_name,last_name,email,status/);
      expect(text).toContain(`${user.email},suspended,Pro,active`);

      await page.goto("/admin/security?action=users.suspend");
      await page
        .getByRole("list", { name: "Audit entries" })
        .getByText("users.suspend")
        .first()
        .waitFor();
      await page.goto("/admin/security?action=users.assign_plan");
      await page
        .getByRole("list", { name: "Audit entries" })
        .getByText("users.assign_plan")
        .first()
        .waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
      await target.context.close();
    },
  );

  test(
    "reactivates a suspended user and bulk-deletes selected users, audited",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const stamp = Date.now();
      const maker = await browser.newContext({ baseURL: baseUrl() });
      const first = await signUpViaApi(maker, {
        email: `bulk-${stamp}-a@example.com`,
        firstName: "Bulka",
      });
      await maker.clearCookies();
      await signUpViaApi(maker, { email: `bulk-${stamp}-b@example.com`, firstName: "Bulkb" });
      await maker.close();
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      // Their own record: no e-mail or status change, no suspend or delete (the server refuses them too).
      await searchUser(page, ROOT.email);
      await page.getByRole("button", { name: "Manage Admin User" }).click();
      const own = page.getByRole("dialog");
      expect(await own.getByLabel("Email").isDisabled()).toBe(true);
      expect(await own.getByLabel("Status").isDisabled()).toBe(true);
      expect(await own.getByRole("button", { name: "Suspend" }).count()).toBe(0);
      expect(await own.getByRole("button", { name: "Delete user" }).count()).toBe(0);
      await own.getByRole("button", { name: "Save changes" }).click();
      await own.getByText("Changes saved").waitFor();
      await page.keyboard.press("Escape");

      const suspended = await context.request.post(`/api/admin/users/${first.id}/suspend`, {
        headers: { origin: baseUrl() },
      });
      expect(suspended.status()).toBe(200);

      await searchUser(page, first.email);
      await page.getByRole("button", { name: "Manage Bulka Tester" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Reactivate" }).click();
      await dialog.getByText("User reactivated").waitFor();
      await dialog.getByRole("button", { name: "Suspend" }).waitFor();
      await page.keyboard.press("Escape");
      expect(
        (
          (await (await context.request.get(`/api/admin/users/${first.id}`)).json()) as {
            status: string;
          }
        ).status,
      ).toBe("active");

      await page.getByLabel("Search by name or email").fill(`bulk-${stamp}`);
      await page.getByRole("checkbox", { name: "Select Bulka Tester" }).check();
      await page.getByRole("checkbox", { name: "Select Bulkb Tester" }).check();
      await page.getByText("2 selected").waitFor();
      await page.getByRole("button", { name: "Bulk Delete" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete 2 users" });
      await confirm
        .getByText("Are you sure you want to delete these 2 users? This action cannot be undone.")
        .waitFor();
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByText("2 users deleted").waitFor();
      await page.getByText("No users found").waitFor();

      for (const action of ["users.reactivate", "users.delete"]) {
        await page.goto(`/admin/security?action=${action}`);
        await page.getByRole("list", { name: "Audit entries" }).getByText(action).first().waitFor();
      }
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "shows an Admin the Super Admin's record read-only, as the server refuses changes above one's level",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const admin = await staffWithRole(browser, "Admin");
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, admin.email, admin.password);
      await searchUser(page, ROOT.email);
      await page.getByRole("button", { name: "Manage Admin User" }).click();
      const dialog = page.getByRole("dialog");
      await dialog
        .getByText("Staff at or above your own level can be viewed here but not changed.")
        .waitFor();
      expect(await dialog.getByLabel("Email").isDisabled()).toBe(true);
      for (const name of ["Save changes", "Suspend", "Delete user"])
        expect(await dialog.getByRole("button", { name }).count()).toBe(0);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "lets a Support Manager (users.edit, not users.delete) select users and bulk-suspend and reactivate them, without Delete",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const stamp = Date.now();
      const maker = await browser.newContext({ baseURL: baseUrl() });
      const made: Awaited<ReturnType<typeof signUpViaApi>>[] = [];
      for (const tag of ["a", "b", "c"]) {
        made.push(
          await signUpViaApi(maker, {
            email: `sm-${stamp}-${tag}@example.com`,
            firstName: `Sm${tag}`,
          }),
        );
        await maker.clearCookies();
      }
      await maker.close();
      const manager = await staffWithRole(browser, "Support Manager");
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, manager.email, manager.password);
      const third = await context.request.post(`/api/admin/users/${made[2]!.id}/suspend`, {
        headers: { origin: baseUrl() },
      });
      expect(third.status()).toBe(200);
      await searchUser(page, `sm-${stamp}-c@example.com`);
      await page.getByLabel("Search by name or email").fill(`sm-${stamp}`);
      await page.getByRole("checkbox", { name: "Select Sma Tester" }).waitFor();
      await page.getByRole("checkbox", { name: "Select all users on this page" }).check();
      const bar = page.getByRole("toolbar", { name: "Selected users" });
      await bar.getByText("3 selected").waitFor();
      expect(await bar.getByRole("button", { name: "Reactivate" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "Bulk Delete" }).count()).toBe(0);
      await screenshot(page, "admin-users-bulk-bar-1280");
      await page.setViewportSize(VIEWPORTS.mobile);
      await screenshot(page, "admin-users-bulk-bar-390");
      await page.setViewportSize(VIEWPORTS.desktop);

      await bar.getByRole("button", { name: "Suspend" }).click();
      const confirm = page.getByRole("dialog", { name: "Suspend 3 users" });
      await confirm
        .getByText(
          "Are you sure you want to suspend these 3 users? Their sessions end at once and they cannot sign in until reactivated.",
        )
        .waitFor();
      await confirm.getByRole("button", { name: "Suspend", exact: true }).click();
      await page
        .getByText("2 users suspended; 1 skipped. Smc Tester: Already suspended.")
        .waitFor();
      await screenshot(page, "admin-users-bulk-notice-1280");
      for (const user of made) {
        expect(
          (
            (await (await context.request.get(`/api/admin/users/${user.id}`)).json()) as {
              status: string;
            }
          ).status,
        ).toBe("suspended");
      }

      await page.getByRole("checkbox", { name: "Select all users on this page" }).check();
      await bar.getByRole("button", { name: "Reactivate" }).click();
      await page.getByText("3 users reactivated").waitFor();
      for (const user of made) {
        expect(
          (
            (await (await context.request.get(`/api/admin/users/${user.id}`)).json()) as {
              status: string;
            }
          ).status,
        ).toBe("active");
      }
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "shows the user's own plan in Manage user on every open, the first while the plans still load",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const maker = await browser.newContext({ baseURL: baseUrl() });
      const premium = await signUpViaApi(maker, {
        email: `premium-${Date.now()}@example.com`,
        firstName: "Premiumplan",
      });
      await maker.close();
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      const { plans } = (await (await context.request.get("/api/admin/plans")).json()) as {
        plans: { id: string; name: string }[];
      };
      const assigned = await context.request.post(`/api/admin/users/${premium.id}/plan`, {
        headers: { origin: baseUrl() },
        data: { planId: plans.find((plan) => plan.name === "Premium")!.id },
      });
      expect(assigned.status()).toBe(200);

      await searchUser(page, premium.email);
      for (let open = 0; open < 2; open++) {
        await page.getByRole("button", { name: "Manage Premiumplan Tester" }).click();
        const plan = page.getByRole("dialog").getByLabel("Plan");
        await plan.locator("option", { hasText: "Pro" }).waitFor({ state: "attached" });
        expect(
          await plan.evaluate(
            (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent,
          ),
        ).toBe("Premium");
        await page.keyboard.press("Escape");
      }
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "shows a Support Agent the users without delete, export or bulk controls",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const agent = await staffWithRole(browser, "Support Agent");
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, agent.email, agent.password);
      await searchUser(page, agent.email);
      expect(await page.getByRole("checkbox").count()).toBe(0);
      expect(await page.getByRole("link", { name: "Export Users" }).count()).toBe(0);
      await page.getByRole("button", { name: "Jamie Tester" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Days since signup").waitFor();
      expect(await dialog.getByRole("button", { name: "Delete user" }).count()).toBe(0);
      expect(await dialog.getByRole("button", { name: "Save changes" }).count()).toBe(0);
      expect(await dialog.getByLabel("Email").isDisabled()).toBe(true);
      const refused = await context.request.delete(`/api/admin/users/${agent.id}`, {
        headers: { origin: baseUrl() },
      });
      expect(refused.status()).toBe(403);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});

test.describe("plan management", () => {
  test(
    "creates a plan with the spec defaults, edits it, refuses a fraction of a cent, and audits",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin/plans");
      await page.getByRole("button", { name: /^Free/ }).waitFor();
      const cards = await page.getByRole("list", { name: "Plans" }).getByRole("listitem").count();
      await page.getByRole("button", { name: "Create Plan" }).click();
      expect(await page.getByLabel("Monthly price (cents)").inputValue()).toBe("0");
      expect(await page.getByLabel("Weight entries per month").inputValue()).toBe("100");
      expect(await page.getByLabel("Meal entries per day").inputValue()).toBe("10");
      expect(await page.getByLabel("Workout entries per month").inputValue()).toBe("50");
      expect(await page.getByLabel("Sort order").inputValue()).toBe(String(cards + 1));
      expect(await page.getByLabel("Plan is active").isChecked()).toBe(true);
      const name = `Coach ${Date.now()}`;
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Plan is active").uncheck();
      await page.getByLabel("Monthly price (cents)").fill("12.5");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Monthly price must be a whole number of cents").waitFor();
      expect(await page.getByLabel("Name").inputValue()).toBe(name);
      await page.getByLabel("Monthly price (cents)").fill("2999");
      await page.getByLabel("Workout entries per month").fill("-1");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("heading", { name, level: 2 }).waitFor();
      await page.getByText("$29.99").first().waitFor();
      await page.getByText("Unlimited").waitFor();
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      await page.getByLabel("Features (one per line)").fill("Client check-ins\nWeekly reports");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Weekly reports").waitFor();
      await page
        .getByRole("button", { name: new RegExp(name) })
        .getByText("2 features")
        .waitFor();
      await page.goto("/admin/security?action=plans.update");
      await page
        .getByRole("list", { name: "Audit entries" })
        .getByText("plans.update")
        .first()
        .waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});

test.describe("screens at 390 and 1280 px", () => {
  test(`dashboard, users, plans and analytics pass axe`, async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const width = viewport === "mobile" ? 390 : 1280;
    const { page, context, consoleErrors } = await openPage();
    await signInViaApi(context, ROOT.email, ROOT.password);
    await page.goto("/admin");
    await page.getByText("Total Users").waitFor();
    await page.getByRole("heading", { name: "Plan Distribution" }).waitFor();
    await page.getByRole("link", { name: "Support Queue" }).waitFor();
    await axe(page);
    await screenshot(page, `admin-dashboard-${width}`);
    await page.goto("/admin/users");
    await page.getByRole("columnheader", { name: "User", exact: true }).waitFor();
    await axe(page);
    await screenshot(page, `admin-users-${width}`);
    await page.goto("/admin/plans");
    await page.getByRole("button", { name: /Premium/ }).click();
    await page.getByText("Weight entries per month").waitFor();
    await axe(page);
    await screenshot(page, `admin-plans-${width}`);
    await page.goto("/admin/analytics");
    await page.getByRole("heading", { name: "Signups per day" }).waitFor();
    await page.getByRole("heading", { name: "Plan mix" }).waitFor();
    await axe(page);
    await screenshot(page, `admin-analytics-${width}`);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
