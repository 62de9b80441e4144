import {
  expect,
  test,
  baseUrl,
  signInViaApi,
  signUpViaApi,
  staffWithRole,
} from "./playwright-utils";

/** Short of the ticket page's fallback poll (60 s): whatever shows within this came over /api/realtime. */
const LIVE = { timeout: 8_000 };

test.describe("live support desk", () => {
  test(
    "the customer's open ticket page shows a staff reply and status made in another browser, without reload",
    { tag: "@desktop" },
    async ({ axe, browser, openPage }) => {
      const agentUser = await staffWithRole(browser, "Support Agent", { firstName: "Quinn" });
      const staff = await openPage();
      await signInViaApi(staff.context, agentUser.email, agentUser.password);
      await staff.page.goto("/admin/support");
      await staff.page.getByRole("heading", { name: "Support Queue" }).waitFor();

      const user = await openPage();
      await signUpViaApi(user.context, { firstName: "Sasha" });
      const subject = `Live thread ${Date.now()}`;
      const created = await user.context.request.post("/api/tickets", {
        headers: { origin: baseUrl() },
        data: {
          subject,
          description: "My water log resets at noon.",
          category: "Technical",
          departmentId: null,
          priority: "medium",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const ticket = (await created.json()) as { id: string; ticketNumber: string };

      // The open queue picks the new ticket up by itself.
      await staff.page.getByRole("row", { name: new RegExp(ticket.ticketNumber) }).waitFor(LIVE);

      await user.page.goto(`/app/support/${ticket.id}`);
      await user.page.getByRole("heading", { name: subject }).waitFor();
      await user.page.getByText("Waiting for an agent").waitFor();

      await staff.page.goto(`/admin/support/${ticket.id}`);
      await staff.page.getByRole("heading", { name: subject }).waitFor();
      await staff.page
        .getByLabel("Reply to customer")
        .fill("Fixed in today's release, please update.");
      await staff.page.getByRole("button", { name: "Send reply" }).click();
      await staff.page.getByText("Fixed in today's release, please update.").waitFor();

      await user.page.getByText("Fixed in today's release, please update.").waitFor(LIVE);
      const statusSaved = staff.page.waitForResponse((r) => r.url().endsWith("/status") && r.ok());
      await staff.page.getByLabel(`Status of ${ticket.ticketNumber}`).selectOption("resolved");
      await statusSaved;
      await user.page.getByText(/^Resolved /).waitFor(LIVE);

      // And the other way: the customer's answer reaches the agent's open page.
      await user.page.getByLabel("Your answer").fill("Updated, all good now.");
      await user.page.getByRole("button", { name: "Send answer" }).click();
      await staff.page.getByText("Updated, all good now.").waitFor(LIVE);

      expect(await user.page.getByText("Reconnecting…").count()).toBe(0);
      await axe(user.page);
      expect(user.consoleErrors).toEqual([]);
      expect(staff.consoleErrors).toEqual([]);
      await user.context.close();
      await staff.context.close();
    },
  );
});
