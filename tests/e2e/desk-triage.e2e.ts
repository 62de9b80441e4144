import type { BrowserContext, Page } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  signInViaApi,
  signUpViaApi,
  staffWithRole,
  checkBothWidths,
} from "./playwright-utils";

async function fileTicket(
  customer: BrowserContext,
  subject: string,
): Promise<{ id: string; ticketNumber: string }> {
  const response = await customer.request.post("/api/tickets", {
    headers: { origin: baseUrl() },
    data: {
      subject,
      description: "The scale shows a weight the app never receives.",
      category: "Technical",
      departmentId: null,
      priority: "medium",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; ticketNumber: string };
}

/** Waits for the answer to a staff write on the ticket, so the next step sees it saved. */
const written = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() !== "GET" && r.ok());

test.describe("desk triage", () => {
  test(
    "the customer states an impact (no urgent); staff set priority and department, tag, filter by tag and merge",
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      test.setTimeout(240_000);
      const stamp = Date.now();
      const tag = `sync-${stamp}`;

      // The customer's form offers an impact in their words, and no urgent.
      const customer = await openPage();
      await signUpViaApi(customer.context, { firstName: "Quinn" });
      await customer.page.goto("/app/support/new");
      const impact = customer.page.getByLabel("Impact");
      await impact.waitFor();
      expect(await impact.locator("option").allTextContents()).toEqual([
        "Low: a question or an idea",
        "Medium: something isn't working as it should",
        "High: I can't use Vitalog",
      ]);
      expect(await customer.page.getByRole("option", { name: /urgent/i }).count()).toBe(0);
      await customer.page.getByLabel("Subject").fill(`Weigh-ins missing ${stamp}`);
      await customer.page
        .getByLabel("Description")
        .fill("My weigh-ins from the scale no longer appear.");
      await impact.selectOption("high");
      await checkBothWidths(customer.page, "desk-triage-new-ticket");
      await customer.page.getByRole("button", { name: "Send message" }).click();
      await customer.page.waitForURL(/\/app\/support\/[0-9a-f-]{36}$/);
      const target = {
        id: customer.page.url().split("/").at(-1)!,
        ticketNumber: (await customer.page.getByText(/^T-\d{6}$/).textContent())!.trim(),
      };
      const source = await fileTicket(customer.context, `Scale not syncing ${stamp}`);

      // An agent sets priority and department and tags the ticket on its page.
      const agent = await staffWithRole(browser, "Support Agent", { firstName: "Tess" });
      const staff = await openPage();
      await signInViaApi(staff.context, agent.email, agent.password);
      const { page } = staff;
      await page.goto(`/admin/support/${target.id}`);
      const details = page.getByRole("complementary", { name: "Ticket details" });
      await details.getByLabel("Priority").waitFor();
      expect(await details.getByLabel("Priority").inputValue()).toBe("high");
      let saved = written(page, `/api/admin/tickets/${target.id}/priority`);
      await details.getByLabel("Priority").selectOption("urgent");
      await saved;
      saved = written(page, `/api/admin/tickets/${target.id}/department`);
      await details.getByLabel("Department").selectOption({ label: "Billing" });
      await saved;
      // A tag that is not one: the field says why and keeps what was typed.
      await details.getByLabel("Add tag").fill("two words");
      await details.getByRole("button", { name: "Add", exact: true }).click();
      await details.getByText("Use letters, digits and '-' only").waitFor();
      expect(await details.getByLabel("Add tag").inputValue()).toBe("two words");
      await details.getByLabel("Add tag").fill(` ${tag.toUpperCase()} `);
      saved = written(page, `/api/admin/tickets/${target.id}/tags`);
      await details.getByRole("button", { name: "Add", exact: true }).click();
      await saved;
      await details.getByRole("button", { name: `Remove tag ${tag}` }).waitFor();
      await expect(details.getByLabel("Add tag")).toHaveValue("");
      await page.reload();
      await details.getByRole("button", { name: `Remove tag ${tag}` }).waitFor();
      expect(await details.getByLabel("Priority").inputValue()).toBe("urgent");
      expect(await details.getByLabel("Department").locator("option:checked").textContent()).toBe(
        "Billing",
      );
      await checkBothWidths(page, "desk-triage-ticket");

      // The queue, filtered by the tag, lists the tagged ticket with its chip and not the other one.
      await page.goto("/admin/support");
      await page.getByRole("heading", { name: "Support Queue" }).waitFor();
      await page.getByLabel("Tag", { exact: true }).selectOption(tag);
      await page.waitForURL((url) => url.searchParams.get("tag") === tag);
      const row = page.getByRole("row", { name: new RegExp(target.ticketNumber) });
      await row.getByRole("list", { name: "Tags" }).getByText(tag).waitFor();
      await row.getByText("Urgent", { exact: true }).waitFor();
      expect(await page.getByRole("row", { name: new RegExp(source.ticketNumber) }).count()).toBe(
        0,
      );
      await checkBothWidths(page, "desk-triage-queue");

      // The other ticket of the same customer is merged into the tagged one.
      await page.goto(`/admin/support/${source.id}`);
      await details.getByLabel("Merge into").selectOption(target.id);
      saved = written(page, `/api/admin/tickets/${source.id}/merge`);
      await details.getByRole("button", { name: `Merge into ${target.ticketNumber}` }).click();
      await saved;
      const notice = page.getByRole("status").filter({ hasText: "Merged into" });
      await notice.getByRole("link", { name: target.ticketNumber }).waitFor();
      expect(await details.getByLabel("Status").inputValue()).toBe("closed");
      await checkBothWidths(page, "desk-triage-merged-source");
      await notice.getByRole("link", { name: target.ticketNumber }).click();
      await page.waitForURL(new RegExp(`/admin/support/${target.id}$`));
      await page
        .getByRole("list", { name: "Conversation" })
        .getByText(`Merged from ${source.ticketNumber}: Scale not syncing ${stamp}`)
        .waitFor();
      await checkBothWidths(page, "desk-triage-merged-target");

      // The customer's own view of the merged ticket says where it went.
      await customer.page.goto(`/app/support/${source.id}`);
      await customer.page
        .getByRole("status")
        .filter({ hasText: "Merged into" })
        .getByRole("link", { name: target.ticketNumber })
        .waitFor();
      expect(await customer.page.getByLabel("Your answer").count()).toBe(0);
      await checkBothWidths(customer.page, "desk-triage-customer-merged");

      expect(customer.consoleErrors).toEqual([]);
      expect(staff.consoleErrors).toEqual([]);
      await customer.context.close();
      await staff.context.close();
    },
  );
});
