import type { BrowserContext } from "@playwright/test";
import type { SlaTargetsBody, SlaTargetsResponse } from "../../src/contract/ticket-sla";
import type { TicketQueueResponse } from "../../src/contract/tickets";
import {
  expect,
  test,
  baseUrl,
  checkBothWidths,
  signInViaApi,
  signUpViaApi,
  staffWithRole,
  type TestPage,
} from "./playwright-utils";

/** A ticket of the customer whose e-mail is given: opened by staff (who alone may make it urgent), else by the customer. */
async function fileTicket(
  context: BrowserContext,
  subject: string,
  priority: "urgent" | "low",
  onBehalfOf?: string,
) {
  const response = await context.request.post(onBehalfOf ? "/api/admin/tickets" : "/api/tickets", {
    headers: { origin: baseUrl() },
    data: {
      subject,
      description: "The app will not sync.",
      category: "Technical",
      departmentId: null,
      priority,
      ...(onBehalfOf ? { email: onBehalfOf } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; ticketNumber: string };
}

/**
 * The targets the journey found, put back at the end (pass or fail): the journeys after this one share
 * the server. Hooks run last-registered first, so the browser is still open.
 */
let restore: (() => Promise<void>) | undefined;
test.afterAll(async () => restore?.());

test.describe("SLA targets", () => {
  test(
    "staff set a target in Settings, the queue shows time left and the overdue ticket, the dashboard counts it",
    // One width: the journey checks both itself (checkBothWidths).
    { tag: "@desktop" },
    async ({ browser, openPage }) => {
      const admin = await staffWithRole(browser, "Admin", { firstName: "Sloane" });
      const staff: TestPage = await openPage();
      await signInViaApi(staff.context, admin.email, admin.password);
      const seeded = (
        (await (
          await staff.context.request.get("/api/admin/sla-targets")
        ).json()) as SlaTargetsResponse
      ).targets;
      restore = async () => {
        const context = await browser.newContext({ baseURL: baseUrl() });
        await signInViaApi(context, admin.email, admin.password);
        const response = await context.request.put("/api/admin/sla-targets", {
          headers: { origin: baseUrl() },
          data: seeded satisfies SlaTargetsBody,
        });
        expect(response.status()).toBe(200);
        await context.close();
      };

      // Urgent tickets get one minute to a first reply. A resolution shorter than that is refused first, the typed values kept.
      await staff.page.goto("/admin/settings");
      const urgent = staff.page.getByRole("group", { name: "Urgent", exact: true });
      const firstResponse = urgent.getByRole("group", { name: "First response" });
      const resolution = urgent.getByRole("group", { name: "Resolution" });
      await firstResponse.getByLabel("Hours").fill("0");
      await firstResponse.getByLabel("Minutes").fill("1");
      await resolution.getByLabel("Hours").fill("0");
      await resolution.getByLabel("Minutes").fill("0");
      await staff.page.getByRole("button", { name: "Save SLA targets" }).click();
      await resolution.getByText("The resolution time must be at least 1 min").waitFor();
      expect(await firstResponse.getByLabel("Minutes").inputValue()).toBe("1");
      await checkBothWidths(staff.page, "sla-settings-error");
      await resolution.getByLabel("Hours").fill("4");
      await staff.page.getByRole("button", { name: "Save SLA targets" }).click();
      await staff.page.getByText("SLA targets saved.").waitFor();
      const saved = (
        (await (
          await staff.context.request.get("/api/admin/sla-targets")
        ).json()) as SlaTargetsResponse
      ).targets;
      expect(saved.urgent).toEqual({ firstResponseMinutes: 1, resolutionMinutes: 240 });
      await checkBothWidths(staff.page, "sla-settings");

      // A customer files a low ticket; staff open an urgent one for them (customers never pick urgent).
      const customer = await openPage();
      const quinn = await signUpViaApi(customer.context, { firstName: "Quinn" });
      const stamp = Date.now();
      const overdue = await fileTicket(
        staff.context,
        `Urgent sync ${stamp}`,
        "urgent",
        quinn.email,
      );
      const inTime = await fileTicket(customer.context, `Low question ${stamp}`, "low");
      await customer.context.close();

      // A Support Manager sees the targets and may not change them.
      const manager = await staffWithRole(browser, "Support Manager");
      const reader = await openPage();
      await signInViaApi(reader.context, manager.email, manager.password);
      await reader.page.goto("/admin/settings");
      const table = reader.page.getByRole("table", { name: "SLA targets by priority" });
      await table
        .getByRole("row", { name: /Urgent/ })
        .getByText("1 min")
        .waitFor();
      expect(await reader.page.getByRole("button", { name: "Save SLA targets" }).count()).toBe(0);
      await checkBothWidths(reader.page, "sla-settings-read-only");
      await reader.context.close();

      // Before the minute is up the urgent ticket still has time.
      await staff.page.goto(`/admin/support?q=${stamp}`);
      const rowOf = (number: string) => staff.page.getByRole("row", { name: new RegExp(number) });
      await rowOf(inTime.ticketNumber)
        .getByText(/First response: 23 h 5\d min left/)
        .waitFor();
      await rowOf(overdue.ticketNumber).getByText(/left$/).waitFor();

      // Filed two minutes ago, it is overdue: said in words, not by colour alone. The ticket's clock is
      // moved back (the journeys' server, server.ts) rather than waited out.
      const backDated = await staff.context.request.post(
        `/api/testing/tickets/${overdue.id}/back-date`,
        { headers: { origin: baseUrl() }, data: { minutes: 2 } },
      );
      expect(backDated.status(), await backDated.text()).toBe(204);
      await staff.page.reload();
      await rowOf(overdue.ticketNumber)
        .getByText(/First response: Overdue by (less than 1 min|\d+ min)/)
        .waitFor();
      await rowOf(inTime.ticketNumber).getByText(/left$/).waitFor();
      await checkBothWidths(staff.page, "sla-queue");

      // The "SLA breached only" filter keeps the overdue one.
      // The box follows the address, which the router updates after the click event: check() reads the
      // box back before that and fails, so the journey clicks and waits for the address and the box.
      const breachedOnly = staff.page.getByLabel("SLA breached only");
      await breachedOnly.click();
      await staff.page.waitForURL((url) => url.searchParams.get("slaBreached") === "true");
      await expect(breachedOnly).toBeChecked();
      await rowOf(inTime.ticketNumber).waitFor({ state: "detached" });
      await rowOf(overdue.ticketNumber).waitFor();

      // The ticket shows both targets.
      await rowOf(overdue.ticketNumber).getByRole("link", { name: /View/ }).click();
      const facts = staff.page.getByRole("complementary", { name: "Ticket details" });
      await facts.getByText(/First response: Overdue by (less than 1 min|\d+ min)/).waitFor();
      await facts.getByText(/Resolution: 3 h 5\d min left/).waitFor();
      await checkBothWidths(staff.page, "sla-ticket");

      // The dashboard counts the breached tickets, as the queue's filter finds them.
      const breached = (await (
        await staff.context.request.get("/api/admin/tickets?slaBreached=true")
      ).json()) as TicketQueueResponse;
      expect(breached.total).toBeGreaterThanOrEqual(1);
      await staff.page.goto("/admin");
      const card = staff.page.getByText("SLA breached", { exact: true }).locator("..");
      await card.getByText(String(breached.total), { exact: true }).waitFor();
      await card.getByRole("link", { name: "See them in the queue" }).waitFor();
      await checkBothWidths(staff.page, "sla-dashboard");
      expect(staff.consoleErrors).toEqual([]);
      await staff.context.close();
    },
  );
});
