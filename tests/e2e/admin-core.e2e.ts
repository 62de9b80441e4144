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
} from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; the refusals (and the rejected form input) this journey asks for are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[0134]/.test(e));

const DENIED_TEXT =
  "You don't have permission to access the admin panel. This area is restricted to Vitalog staff members only.";

test.describe("staff gate", () => {
  test(
    "sends an anonymous visitor to sign in, and back to the admin panel afterwards",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await page.goto("/admin/roles");
      await page.waitForURL(/\/login\?next=%2Fadmin%2Froles/);
      await page.getByLabel("Email").fill(ROOT.email);
      await page.getByLabel("Password", { exact: true }).fill(ROOT.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(/\/admin\/roles$/);
      await page.getByText("Admin Panel").waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(`shows Access Denied to a user off the staff domain`, async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    const user = await signUpViaApi(context);
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText(DENIED_TEXT).waitFor();
    await page.getByText("A valid staff role assigned to your account").waitFor();
    await page.getByText(user.email).waitFor();
    await page.getByText(/Staff access requires an e-mail address on the/).waitFor();
    await page.getByText(/this access attempt has been logged/i).waitFor();
    expect(await page.getByRole("link", { name: "Return to App" }).getAttribute("href")).toBe(
      "/app",
    );
    await page.getByRole("button", { name: "Go Back" }).waitFor();
    await axe(page);
    await screenshot(page, `admin-gate-denied-${viewport === "mobile" ? 390 : 1280}`);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  test(
    "goes Back to the app, not off the site, from Access Denied in a fresh tab",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signUpViaApi(context);
      await page.goto("/admin/users");
      await page.getByRole("heading", { name: "Access Denied" }).waitFor();
      await page.getByRole("button", { name: "Go Back" }).click();
      await page.waitForURL(
        (url) => url.origin === new URL(baseUrl()).origin && url.pathname.startsWith("/app"),
      );
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "refuses a staff-domain user without a role, without the wrong-domain note",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context } = await openPage();
      await signUpViaApi(context, { email: `norole-${Date.now()}@vitalog.app` });
      await page.goto("/admin");
      await page.getByText(DENIED_TEXT).waitFor();
      expect(await page.getByText(/Staff access requires an e-mail address on the/).count()).toBe(
        0,
      );
      await context.close();
    },
  );
});

test.describe("admin frame", () => {
  test(`shows the Super Admin every navigation item`, async ({
    width: viewport,
    axe,
    openPage,
  }) => {
    const { page, context, consoleErrors } = await openPage();
    await signInViaApi(context, ROOT.email, ROOT.password);
    await page.goto("/admin/unknown-page");
    await page.getByText("Admin Panel").waitFor();
    if (viewport === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", {
      name: viewport === "mobile" ? "Admin menu" : "Admin",
    });
    const labels = (await nav.getByRole("link").allTextContents()).map((t) => t.trim());
    expect(labels).toEqual([
      "Dashboard",
      "Users",
      "Support",
      "Live Chat",
      "Analytics",
      "Content",
      "Plans",
      "Settings",
      "Security",
      "Departments",
      "Roles",
    ]);
    await page.getByText("Level 100").first().waitFor();
    await axe(page);
    await screenshot(page, `admin-frame-${viewport === "mobile" ? 390 : 1280}`);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  test("finds users from the header search", { tag: "@desktop" }, async ({ openPage }) => {
    const { page, context } = await openPage();
    const target = await signUpViaApi(context, { firstName: "Quillon" });
    await context.clearCookies();
    await signInViaApi(context, ROOT.email, ROOT.password);
    await page.goto("/admin/unknown-page");
    await page.getByLabel("Search users").fill("Quillon");
    await page.getByRole("link", { name: new RegExp(target.email) }).click();
    await page.waitForURL(/\/admin\/users\?search=/);
    await expect(page.getByLabel("Search by name or email")).toHaveValue(target.email);
    await page.getByRole("table").getByText(target.email, { exact: true }).waitFor();
    await context.close();
  });
});

const auditList = (page: Page) => page.getByRole("list", { name: "Audit entries" });

test.describe("navigation by role", () => {
  test(
    "shows a Support Agent only their items, and Access Restricted on a page they lack",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const agent = await staffWithRole(browser, "Support Agent");
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, agent.email, agent.password);
      await page.goto("/admin/roles");
      await page.getByText("Access Restricted").waitFor();
      await page.getByText("You don't have permission to view this content.").waitFor();
      const labels = (
        await page.getByRole("navigation", { name: "Admin" }).getByRole("link").allTextContents()
      ).map((t) => t.trim());
      expect(labels).toEqual(["Dashboard", "Users", "Support", "Live Chat"]);
      await page.getByText("Level 40").first().waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});

test.describe("role screen by level", () => {
  test(
    "offers a Support Manager only the roles the server lets them hand out",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const manager = await staffWithRole(browser, "Support Manager");
      const agent = await staffWithRole(browser, "Support Agent");
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, manager.email, manager.password);
      await page.goto("/admin/roles");
      await page.getByRole("button", { name: /Support Agent/ }).click();
      await page.getByLabel("Assign Support Agent to").waitFor();
      await page.getByRole("button", { name: `Change the role of ${agent.email}` }).click();
      const targets = await page.getByLabel("Move to role").locator("option").allTextContents();
      expect(targets).toContain("Analyst (Level 20)");
      // Content Editor holds settings.edit and content.view, which a Support Manager lacks; the rest are not below 60.
      expect(targets.filter((t) => /Content Editor|Admin|Support Manager/.test(t))).toEqual([]);
      for (const role of [/Content Editor/, /^Admin/, /Support Manager/]) {
        await page.getByRole("button", { name: role }).click();
        await page.getByText("Access Level").waitFor();
        expect(await page.getByRole("button", { name: "Assign Role" }).count()).toBe(0);
      }
      expect(await page.getByRole("button", { name: /^Remove Support Manager from/ }).count()).toBe(
        0,
      );
      expect(await page.getByRole("button", { name: "Edit Role" }).count()).toBe(0);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});

test.describe("role management and security", () => {
  test(
    "starts the assign form afresh when another role is selected, so a typed e-mail never goes to the wrong role",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const hire = await signUpViaApi(await browser.newContext({ baseURL: baseUrl() }), {
        email: `switch-${Date.now()}@vitalog.app`,
      });
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin/roles");
      await page.getByRole("button", { name: /Content Editor/ }).click();
      await page.getByLabel("Assign Content Editor to").fill("someone@example.com");
      await page.getByRole("button", { name: "Assign Role" }).click();
      await page
        .getByText("Staff roles can only be given to e-mail addresses on @vitalog.app")
        .waitFor();
      await page.getByLabel("Assign Content Editor to").fill(hire.email);

      await page.getByRole("button", { name: /^Analyst/ }).click();
      const field = page.getByLabel("Assign Analyst to");
      await field.waitFor();
      expect(await field.inputValue()).toBe("");
      expect(
        await page
          .getByText("Staff roles can only be given to e-mail addresses on @vitalog.app")
          .count(),
      ).toBe(0);
      await page.getByRole("button", { name: "Assign Role" }).click();
      await page.getByText("Enter the staff member's e-mail").waitFor();
      expect(await page.getByText(hire.email).count()).toBe(0);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "lets the Super Admin edit a role, assign it, and find both in the audit log",
    { tag: "@desktop" },
    async ({ axe, browser, openPage }) => {
      const hire = await signUpViaApi(await browser.newContext({ baseURL: baseUrl() }), {
        email: `editor-${Date.now()}@vitalog.app`,
      });
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin/roles");
      await page.getByRole("heading", { name: "Role Management" }).waitFor();
      await page.getByText("Select a Role").waitFor();
      await page.getByRole("button", { name: /Content Editor/ }).click();
      await page.getByText("No users assigned to this role").waitFor();
      await page.getByRole("button", { name: "Edit Role" }).click();
      await page.getByLabel("Description", { exact: true }).fill("Keeps the help centre accurate");
      await page.getByLabel("Level", { exact: true }).fill("100");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText(/Insufficient permissions to update roles\./).waitFor();
      await page.getByLabel("Level", { exact: true }).fill("35");
      await page.getByRole("checkbox", { name: /analytics\.view/ }).check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Keeps the help centre accurate").first().waitFor();
      await page.getByText("Level 35").first().waitFor();

      await page.getByLabel("Assign Content Editor to").fill("someone@example.com");
      await page.getByRole("button", { name: "Assign Role" }).click();
      await page
        .getByText("Staff roles can only be given to e-mail addresses on @vitalog.app")
        .waitFor();
      await page.getByLabel("Assign Content Editor to").fill(hire.email);
      await page.getByRole("button", { name: "Assign Role" }).click();
      await page.getByText(new RegExp(`Assigned .* by ${ROOT.email}`)).waitFor();
      await axe(page);
      await screenshot(page, "admin-roles-1280");
      await page.getByRole("button", { name: `Remove Content Editor from ${hire.email}` }).click();
      await page.getByRole("button", { name: "Remove", exact: true }).click();
      await page.getByText(`Content Editor removed from ${hire.email}.`).waitFor();
      await page.getByText("No users assigned to this role").waitFor();

      const roleName = `Journey Role ${Date.now()}`;
      await page.getByRole("button", { name: "Create Role" }).click();
      await page.getByLabel("Name", { exact: true }).fill(roleName);
      await page.getByLabel("Level", { exact: true }).fill("15");
      await page.getByRole("checkbox", { name: /dashboard\.view/ }).check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("heading", { name: roleName, level: 2 }).waitFor();
      await page
        .getByRole("button", { name: new RegExp(roleName) })
        .getByText("1 permission")
        .waitFor();
      // The grid lists every permission, the granted one first, and marks the rest as not granted.
      const grid = page.getByRole("region", { name: "Permissions" }).getByRole("listitem");
      expect(await grid.count()).toBe(22);
      expect(await grid.first().textContent()).toMatch(/^dashboard\.viewGranted/);
      expect(await grid.filter({ hasText: "users.delete" }).textContent()).toContain("Not granted");
      await page.getByRole("button", { name: "Edit Role" }).click();
      await page.getByLabel(/Role is active/).uncheck();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page
        .getByRole("button", { name: new RegExp(roleName) })
        .getByText("Inactive")
        .waitFor();
      expect(await page.getByRole("button", { name: "Assign Role" }).count()).toBe(0);
      // A Super Admin holds every permission, so the switch back on is offered and works.
      await page.getByRole("button", { name: "Edit Role" }).click();
      await page.getByLabel(/Role is active/).check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("button", { name: "Assign Role" }).waitFor();
      expect(
        await page
          .getByRole("button", { name: new RegExp(roleName) })
          .getByText("Inactive")
          .count(),
      ).toBe(0);

      await page.goto("/admin/security?action=roles.update");
      await page.getByRole("heading", { name: "Security Settings" }).waitFor();
      await auditList(page).getByText("roles.update").first().waitFor();
      await page.goto("/admin/security?action=roles.create");
      await auditList(page).getByText("roles.create").first().waitFor();
      await page.goto("/admin/security?action=roles.deactivate");
      await auditList(page).getByText("roles.deactivate").first().waitFor();
      await page.goto("/admin/security?action=roles.remove");
      await auditList(page).getByText("roles.remove").first().waitFor();
      await page.goto("/admin/security?action=roles.assign");
      await auditList(page).getByText("roles.assign").first().waitFor();
      await auditList(page).getByText(ROOT.email).first().waitFor();
      const snoop = await browser.newContext({ baseURL: baseUrl() });
      const outsider = await signUpViaApi(snoop);
      expect((await snoop.request.get("/api/admin/me")).status()).toBe(403);
      await snoop.close();
      await page.goto(
        `/admin/security?action=admin.access_denied&actor=${encodeURIComponent(outsider.email)}`,
      );
      await auditList(page).getByText(outsider.email, { exact: true }).waitFor();
      await axe(page);
      await screenshot(page, "admin-security-1280");
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "works at 390 px: roles, security, settings, content",
    { tag: "@mobile" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin/roles");
      await page.getByRole("button", { name: /Support Agent/ }).click();
      await page.getByText("Access Level").waitFor();
      await axe(page);
      await screenshot(page, "admin-roles-390");
      await page.goto("/admin/security");
      await page
        .getByText(/entries|entry/)
        .first()
        .waitFor();
      await axe(page);
      await screenshot(page, "admin-security-390");
      await page.goto("/admin/settings");
      await page.getByText("@vitalog.app").waitFor();
      await page.goto("/admin/content");
      await page.getByRole("button", { name: "New Entry" }).click();
      await page.getByLabel("Question").fill("Where is the e2e answer?");
      await page.getByLabel("Answer").fill("Right here, written by the journey.");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Where is the e2e answer?").waitFor();
      await axe(page);
      await screenshot(page, "admin-content-390");
      await page.goto("/help");
      await page.getByText("Where is the e2e answer?").waitFor();
      // Deleting it again proves deletion and leaves the help centre's twelve entries for help.e2e.ts.
      await page.goto("/admin/content");
      await page.getByRole("button", { name: 'Delete "Where is the e2e answer?"' }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByText("Where is the e2e answer?").waitFor({ state: "detached" });
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});
