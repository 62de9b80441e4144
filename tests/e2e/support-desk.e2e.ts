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

/** Chromium logs every 4xx answer as a console error; the refusals this journey asks for are expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

const shot = async (page: Page, name: string) => {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
};

test.describe("support desk", () => {
  test(
    "a user writes from /help, an agent finds it, replies and resolves it, the user sees both",
    { tag: "@desktop" },
    async ({ axe, browser, openPage }) => {
      const subject = `Sync stopped ${Date.now()}`;
      // The user starts signed out on the help page and comes back to the form after signing in.
      const user = await openPage();
      const customer = await signUpViaApi(user.context, { firstName: "Morgan" });
      await user.context.clearCookies();
      await user.page.goto("/help");
      await user.page.getByRole("link", { name: "Send us a message" }).click();
      await user.page.waitForURL(/\/login\?next=%2Fapp%2Fsupport%2Fnew/);
      await user.page.getByLabel("Email").fill(customer.email);
      await user.page.getByLabel("Password", { exact: true }).fill(customer.password);
      await user.page.getByRole("button", { name: "Sign in", exact: true }).click();
      await user.page.waitForURL(/\/app\/support\/new$/);

      await user.page.getByRole("button", { name: "Send message" }).click();
      await user.page.getByText("Subject is required").waitFor();
      await user.page.getByLabel("Subject").fill(subject);
      await user.page
        .getByLabel("Description")
        .fill("My weigh-ins from the scale no longer appear.");
      await user.page.getByLabel("Category").selectOption("Technical");
      await user.page.getByLabel("Department").selectOption({ label: "Technical" });
      await user.page.getByLabel("Impact").selectOption("high");
      await axe(user.page);
      await user.page.getByRole("button", { name: "Send message" }).click();
      await user.page.waitForURL(/\/app\/support\/[0-9a-f-]{36}$/);
      await user.page.getByRole("heading", { name: subject }).waitFor();
      await user.page.getByText("Waiting for an agent").waitFor();
      const ticketNumber = (await user.page.getByText(/^T-\d{6}$/).textContent())!.trim();

      // Another user's ticket, so the queue holds more than the one being looked for.
      const other = await openPage();
      await signUpViaApi(other.context, { firstName: "Riley" });
      const otherSubject = `Other question ${Date.now()}`;
      const otherTicket = await other.context.request.post("/api/tickets", {
        headers: { origin: baseUrl() },
        data: {
          subject: otherSubject,
          description: "Something else",
          category: "Billing",
          departmentId: null,
          priority: "low",
        },
      });
      expect(otherTicket.status(), await otherTicket.text()).toBe(201);
      const otherNumber = ((await otherTicket.json()) as { ticketNumber: string }).ticketNumber;
      await other.context.close();

      // The agent finds it by the customer's e-mail in the queue.
      const agentUser = await staffWithRole(browser, "Support Agent", { firstName: "Avery" });
      const staff = await openPage();
      await signInViaApi(staff.context, agentUser.email, agentUser.password);
      // A page past the last (an old link) lands on the last page instead of an empty one. The search
      // keeps it to one page whatever tickets earlier journeys left in the queue.
      await staff.page.goto(`/admin/support?q=${encodeURIComponent(otherSubject)}&page=99`);
      await staff.page.getByRole("heading", { name: "Support Queue" }).waitFor();
      await staff.page.waitForURL((url) => !url.searchParams.has("page"));
      await staff.page.getByRole("row", { name: new RegExp(otherNumber) }).waitFor();
      const searched = staff.page.waitForResponse(
        (r) => new URL(r.url()).searchParams.get("q") === customer.email && r.ok(),
      );
      await staff.page.getByLabel("Search tickets").fill(customer.email);
      await searched;
      await staff.page.waitForURL((url) => url.searchParams.get("q") === customer.email);
      const row = staff.page.getByRole("row", { name: new RegExp(ticketNumber) });
      await row.waitFor();
      await staff.page
        .getByRole("row", { name: new RegExp(otherNumber) })
        .waitFor({ state: "detached" });
      expect(await staff.page.getByRole("row").count()).toBe(2);
      await axe(staff.page);
      await shot(staff.page, "support-queue");

      // A search nothing matches says so; Back brings the earlier search into the box and its list back.
      await staff.page.getByLabel("Search tickets").fill("no-such-ticket-zzz");
      await staff.page.getByText("No tickets found").waitFor();
      await staff.page.goBack();
      await staff.page.waitForURL((url) => url.searchParams.get("q") === customer.email);
      await row.waitFor();
      expect(await staff.page.getByLabel("Search tickets").inputValue()).toBe(customer.email);
      await row.getByRole("link", { name: /View/ }).click();
      await staff.page.getByRole("heading", { name: subject }).waitFor();

      // The agent takes it; the bell's unassigned tickets then lead to the other one only.
      const assigned = staff.page.waitForResponse((r) => r.url().endsWith("/assignee") && r.ok());
      await staff.page
        .getByLabel("Assignee")
        .selectOption({ label: "Avery Tester (Support Agent)" });
      await assigned;
      await staff.page.getByRole("button", { name: /^Notifications/ }).click();
      await staff.page.getByRole("link", { name: /New support tickets?/ }).click();
      await staff.page.waitForURL(
        (url) =>
          url.searchParams.get("view") === "unassigned" &&
          url.searchParams.get("status") === "open",
      );
      expect(
        await staff.page.getByRole("tab", { name: /^Unassigned/ }).getAttribute("aria-selected"),
      ).toBe("true");
      await staff.page.getByRole("row", { name: new RegExp(otherNumber) }).waitFor();
      expect(await staff.page.getByRole("row", { name: new RegExp(ticketNumber) }).count()).toBe(0);
      await staff.page.goBack();
      await staff.page.getByRole("heading", { name: subject }).waitFor();

      await staff.page.getByLabel("Internal note (only staff see it; no e-mail is sent)").check();
      await staff.page
        .getByLabel("Internal note", { exact: true })
        .fill("Known issue with the scale sync.");
      await staff.page.getByRole("button", { name: "Add note" }).click();
      await staff.page.getByText("Known issue with the scale sync.").waitFor();
      await staff.page.getByLabel("Internal note (only staff see it; no e-mail is sent)").uncheck();
      await staff.page
        .getByLabel("Reply to customer")
        .fill("Please reconnect the scale under Settings.");
      await staff.page.getByRole("button", { name: "Send reply" }).click();
      await staff.page.getByText("Please reconnect the scale under Settings.").waitFor();
      const statusSaved = staff.page.waitForResponse((r) => r.url().endsWith("/status") && r.ok());
      await staff.page.getByLabel(`Status of ${ticketNumber}`).selectOption("resolved");
      await statusSaved;
      // The resolved stamp appears beside the status once the server has set it.
      await staff.page
        .getByRole("complementary")
        .getByText(/^Resolved$/)
        .filter({ visible: true })
        .waitFor();
      await axe(staff.page);
      await shot(staff.page, "support-ticket-admin");

      // The dashboard lists it with readable labels and links to it.
      await staff.page.goto("/admin");
      const recent = staff.page
        .getByRole("listitem")
        .filter({ has: staff.page.getByRole("link", { name: new RegExp(subject) }) });
      await recent.waitFor();
      expect(await recent.textContent()).toMatch(/· High · Resolved ·/);
      await recent.getByRole("link").click();
      await staff.page.getByRole("heading", { name: subject }).waitFor();

      // The user sees the reply and the resolved status, never the note.
      await user.page.reload();
      await user.page.getByText("Please reconnect the scale under Settings.").waitFor();
      await user.page.getByText("Resolved", { exact: true }).first().waitFor();
      expect(await user.page.getByText("Known issue with the scale sync.").count()).toBe(0);
      // The agent who took it is named by first name only; their e-mail stays with the staff.
      await user.page.getByText("Handled by Avery").waitFor();
      expect(await user.page.getByText(agentUser.email).count()).toBe(0);
      await axe(user.page);
      await shot(user.page, "support-ticket-user");
      await user.page.goto("/app/support");
      await user.page.getByRole("link", { name: new RegExp(subject) }).waitFor();

      expect(unexpected(user.consoleErrors)).toEqual([]);
      expect(unexpected(staff.consoleErrors)).toEqual([]);
      await user.context.close();
      await staff.context.close();
    },
  );

  test(
    "department create with a bad colour shows the message and keeps what was typed",
    { tag: "@desktop" },
    async ({ axe, openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin/departments");
      await page.getByRole("heading", { name: "Department Management" }).waitFor();
      await page.getByText("Select a Department").waitFor();
      await page.getByRole("button", { name: /Nutrition Coaching/ }).click();
      await page.getByText("No staff assigned to this department").waitFor();
      await page.getByText("Open Tickets").waitFor();
      await page.getByText("Active Chats").waitFor();
      await axe(page);
      await shot(page, "departments");

      const count = await page
        .getByRole("list", { name: "Departments" })
        .getByRole("listitem")
        .count();
      await page.getByRole("button", { name: "Create Department" }).click();
      expect(await page.getByLabel("Sort order").inputValue()).toBe(String(count + 1));
      expect(await page.getByLabel("Colour").inputValue()).toBe("#6B7280");
      expect(await page.getByLabel("Department is active").isChecked()).toBe(true);
      const name = `Partners ${Date.now()}`;
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Description").fill("Gyms and clinics");
      await page.getByLabel("Colour").fill("purple");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText(/Enter the colour as # and six hex digits/).waitFor();
      expect(await page.getByLabel("Name").inputValue()).toBe(name);
      expect(await page.getByLabel("Colour").inputValue()).toBe("purple");
      await axe(page);
      await screenshot(page, "departments-bad-colour-1280");

      await page.getByLabel("Colour").fill("#7C3AED");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("heading", { name }).waitFor();
      await page.getByLabel("Assign Staff").selectOption({ index: 1 });
      await page.getByRole("button", { name: "Assign", exact: true }).click();
      await page
        .getByText(/assigned /)
        .first()
        .waitFor();
      // The confirmation takes focus, so it can be answered from the keyboard.
      await page.getByRole("button", { name: "Delete" }).click();
      await page.waitForFunction(
        () => document.activeElement?.textContent?.trim() === "Yes, delete",
      );
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === "Delete");
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        () => document.activeElement?.textContent?.trim() === "Yes, delete",
      );
      await page.keyboard.press("Enter");
      await page.getByText("Select a Department").waitFor();
      expect(await page.getByRole("button", { name: new RegExp(name) }).count()).toBe(0);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});
