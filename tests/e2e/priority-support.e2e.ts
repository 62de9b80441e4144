import type { BrowserContext } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  signInViaApi,
  signUpViaApi,
  type E2eUser,
  checkBothWidths,
  endChatViaApi,
  startChatViaApi,
} from "./playwright-utils";
const origin = () => ({ origin: baseUrl() });

/** Staff assign `planName` to the user (User Management's route), as the desk does for an upgrade. */
async function assignPlan(staff: BrowserContext, user: E2eUser, planName: string): Promise<void> {
  const { plans } = (await (await staff.request.get("/api/admin/plans")).json()) as {
    plans: { id: string; name: string }[];
  };
  const planId = plans.find((p) => p.name === planName)!.id;
  const response = await staff.request.post(`/api/admin/users/${user.id}/plan`, {
    headers: origin(),
    data: { planId },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function fileTicket(
  customer: BrowserContext,
  subject: string,
  priority: string,
): Promise<string> {
  const response = await customer.request.post("/api/tickets", {
    headers: origin(),
    data: {
      subject,
      description: "My weekly report is empty.",
      category: "Technical",
      departmentId: null,
      priority,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const ticket = (await response.json()) as { ticketNumber: string; priority: string };
  return ticket.ticketNumber;
}

/** A department the widget offers with an agent online: the console's socket makes its agent present. */
async function departmentWithAgentOnline(visitor: BrowserContext): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const { departments } = (await (await visitor.request.get("/api/chat/departments")).json()) as {
      departments: { id: string; agentsOnline: boolean }[];
    };
    const online = departments.find((d) => d.agentsOnline);
    if (online) return online.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("no department has an agent online");
}

test.describe("priority support", () => {
  test("a Premium customer's ticket is high and marked in the Support Queue, and their chat is offered first", async ({
    chatAgent,
    openPage,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const premium = await openPage();
    const pia = await signUpViaApi(premium.context, { firstName: "Pia" });
    const free = await openPage();
    await signUpViaApi(free.context, { firstName: "Fay" });

    const agent = await chatAgent();
    const staff = await openPage();
    await signInViaApi(staff.context, agent.email, agent.password);
    await assignPlan(staff.context, pia, "Premium");
    const freeNumber = await fileTicket(free.context, `Free question ${stamp}`, "low");
    const premiumNumber = await fileTicket(premium.context, `Premium question ${stamp}`, "medium");

    // The queue marks the Premium customer's ticket in words, beside the high priority it started at.
    const { page } = staff;
    await page.goto(`/admin/support?q=${stamp}`);
    await page.getByRole("heading", { name: "Support Queue" }).waitFor();
    const premiumRow = page.getByRole("row", { name: new RegExp(premiumNumber) });
    await premiumRow.getByText("Priority support").waitFor();
    expect(await premiumRow.getByText("High", { exact: true }).count()).toBe(1);
    const freeRow = page.getByRole("row", { name: new RegExp(freeNumber) });
    await freeRow.getByText("Low", { exact: true }).waitFor();
    expect(await freeRow.getByText("Priority support").count()).toBe(0);
    await checkBothWidths(page, "priority-support-queue");

    await premiumRow.getByRole("link", { name: /View/ }).click();
    await page.getByRole("heading", { name: `Premium question ${stamp}` }).waitFor();
    await page
      .getByRole("complementary", { name: "Ticket details" })
      .getByText("Priority support")
      .waitFor();
    await checkBothWidths(page, "priority-support-ticket");

    // Live chat: the console (open, so the agent is online) lists the later Premium chat above the Free one.
    await page.goto("/admin/live-chat");
    await page.getByRole("heading", { name: "Live Chat", level: 1 }).waitFor();
    const departmentId = await departmentWithAgentOnline(free.context);
    const freeChat = await startChatViaApi(free.context, departmentId, "Can someone help me?");
    const premiumChat = await startChatViaApi(
      premium.context,
      departmentId,
      "Can someone help me?",
    );
    const items = page.getByRole("region", { name: "Open sessions" }).getByRole("listitem");
    await items.filter({ hasText: "Fay Tester" }).waitFor();
    await items.filter({ hasText: "Pia Tester" }).waitFor();
    const order = await items.allTextContents();
    const piaAt = order.findIndex((t) => t.includes("Pia Tester"));
    const fayAt = order.findIndex((t) => t.includes("Fay Tester"));
    expect(piaAt).toBeLessThan(fayAt);
    expect(order[piaAt]).toContain("Priority support");
    expect(order[fayAt]).not.toContain("Priority support");
    await items.filter({ hasText: "Pia Tester" }).getByRole("button").click();
    await page.getByRole("heading", { name: "Pia Tester", level: 2 }).waitFor();
    await checkBothWidths(page, "priority-support-chat");

    await endChatViaApi(free.context, freeChat);
    await endChatViaApi(premium.context, premiumChat);
    for (const opened of [premium, free, staff]) await opened.context.close();
  });
});
