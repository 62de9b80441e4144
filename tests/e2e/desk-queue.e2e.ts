import type { Browser, BrowserContext } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  ROOT,
  signInViaApi,
  signUpViaApi,
  staffWithRole,
  checkBothWidths,
  endChatViaApi,
  startChatViaApi,
} from "./playwright-utils";
const origin = () => ({ origin: baseUrl() });
/** Three screens, each checked by axe and shot at two widths: more than the default minute on this machine. */
const JOURNEY_TIMEOUT_MS = 150_000;

async function fileTicket(
  customer: BrowserContext,
  subject: string,
  departmentId: string | null,
): Promise<{ id: string; ticketNumber: string }> {
  const response = await customer.request.post("/api/tickets", {
    headers: origin(),
    data: {
      subject,
      description: "The weekly summary mail never arrives.",
      category: "Billing",
      departmentId,
      priority: "medium",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; ticketNumber: string };
}

/** As the Super Admin: puts `userId` in the department and writes a saved reply for it, as Department Management and chat settings do. */
async function setUpDesk(
  browser: Browser,
  userId: string,
  departmentId: string,
  reply: { shortcut: string; body: string },
): Promise<void> {
  const admin = await browser.newContext({ baseURL: baseUrl() });
  await signInViaApi(admin, ROOT.email, ROOT.password);
  const assigned = await admin.request.post(`/api/admin/departments/${departmentId}/staff`, {
    headers: origin(),
    data: { userId },
  });
  expect(assigned.status(), await assigned.text()).toBeLessThan(300);
  const saved = await admin.request.post("/api/admin/chat/saved-replies", {
    headers: origin(),
    data: { departmentId, ...reply },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await admin.close();
}

/** Waits until the widget offers `names` with an agent online (the console's socket makes its agent present). */
async function departmentsOnline(
  visitor: BrowserContext,
  names: string[],
): Promise<Map<string, string>> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const { departments } = (await (await visitor.request.get("/api/chat/departments")).json()) as {
      departments: { id: string; name: string; agentsOnline: boolean }[];
    };
    const online = departments.filter((d) => names.includes(d.name) && d.agentsOnline);
    if (online.length === names.length) return new Map(online.map((d) => [d.name, d.id]));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no agent online for ${names.join(", ")}`);
}

test.describe("desk queue", () => {
  test("an agent of Billing switches views, gets their filters back after a reload, reads the customer and answers with a saved reply", async ({
    browser,
    openPage,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const stamp = `dq${Date.now()}`;
    const customerPage = await openPage();
    const customer = await signUpViaApi(customerPage.context, { firstName: "Robin" });
    const { departments } = (await (
      await customerPage.context.request.get("/api/departments")
    ).json()) as { departments: { id: string; name: string }[] };
    const billingId = departments.find((d) => d.name === "Billing")!.id;
    const older = await fileTicket(customerPage.context, `${stamp} older question`, null);
    const mine = await fileTicket(customerPage.context, `${stamp} refund missing`, billingId);
    const open = await fileTicket(customerPage.context, `${stamp} invoice address`, billingId);
    await customerPage.context.close();

    const agentUser = await staffWithRole(browser, "Support Agent", { firstName: "Dana" });
    const reply = {
      shortcut: `refund-${stamp}`,
      body: `Your refund ${stamp} is on its way and shows within five working days.`,
    };
    await setUpDesk(browser, agentUser.id, billingId, reply);
    const { page, context, consoleErrors } = await openPage();
    await signInViaApi(context, agentUser.email, agentUser.password);
    const taken = await context.request.patch(`/api/admin/tickets/${mine.id}/assignee`, {
      headers: origin(),
      data: { assignedTo: agentUser.id },
    });
    expect(taken.status(), await taken.text()).toBe(200);

    // An agent of a department opens the queue on "My departments": the ticket with no department is not in it.
    await page.goto("/admin/support");
    await page.waitForURL((url) => url.searchParams.get("departmentId") === "mine");
    expect(await page.getByLabel("Department").inputValue()).toBe("mine");
    await page.getByLabel("Search tickets").fill(stamp);
    await page.waitForURL((url) => url.searchParams.get("q") === stamp);
    await page.getByRole("row", { name: new RegExp(open.ticketNumber) }).waitFor();
    await page.getByRole("row", { name: new RegExp(mine.ticketNumber) }).waitFor();
    expect(await page.getByRole("row", { name: new RegExp(older.ticketNumber) }).count()).toBe(0);
    await page.getByRole("tab", { name: "All 2" }).waitFor();

    // My tickets: only the one assigned to the agent.
    await page.getByRole("tab", { name: /^My tickets/ }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "mine");
    await page
      .getByRole("row", { name: new RegExp(open.ticketNumber) })
      .waitFor({ state: "detached" });
    await page.getByRole("row", { name: new RegExp(mine.ticketNumber) }).waitFor();
    expect(await page.getByRole("tab", { name: /^My tickets/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await checkBothWidths(page, "desk-queue-my-tickets");

    // The keyboard moves along the tabs: Unassigned, saved for the agent.
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/admin/tickets/queue-filters") &&
        r.request().method() === "PUT" &&
        r.ok(),
    );
    await page.keyboard.press("ArrowRight");
    await saved;
    await page.waitForURL((url) => url.searchParams.get("view") === "unassigned");
    await page.getByRole("row", { name: new RegExp(open.ticketNumber) }).waitFor();
    expect(
      await page
        .getByRole("tab", { name: /^Unassigned/ })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // Opened again from the menu (no filter in the address), the queue comes back as the agent left it; the search does not.
    await page.goto("/admin/support");
    await page.waitForURL(
      (url) =>
        url.searchParams.get("view") === "unassigned" &&
        url.searchParams.get("departmentId") === "mine",
    );
    expect(await page.getByRole("tab", { name: /^Unassigned/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(await page.getByLabel("Search tickets").inputValue()).toBe("");
    await page.getByLabel("Search tickets").fill(stamp);
    const row = page.getByRole("row", { name: new RegExp(open.ticketNumber) });
    await row.waitFor();
    await checkBothWidths(page, "desk-queue-unassigned");

    // The ticket page: who the customer is, their other tickets linked.
    await row.getByRole("link", { name: /View/ }).click();
    const panel = page.getByRole("region", { name: "About the customer" });
    await panel.getByRole("link", { name: /Robin Tester/ }).waitFor();
    expect(await panel.getByRole("link", { name: /Robin Tester/ }).getAttribute("href")).toBe(
      `/admin/users?search=${encodeURIComponent(customer.email)}`,
    );
    await panel.getByText("Other tickets (2)").waitFor();
    await panel.getByText("No live chats").waitFor();
    await panel.getByRole("link", { name: new RegExp(older.ticketNumber) }).waitFor();
    await checkBothWidths(page, "desk-queue-customer");
    await panel.getByRole("link", { name: new RegExp(mine.ticketNumber) }).click();
    await page.getByRole("heading", { name: `${stamp} refund missing` }).waitFor();

    // A saved reply of the ticket's department goes into the reply where the caret is, and is sent.
    const box = page.getByLabel("Reply to customer");
    await box.fill("Hello Robin, ");
    await page
      .getByLabel("Insert a saved reply")
      .selectOption({ label: `/${reply.shortcut}: ${reply.body.slice(0, 59)}…` });
    expect(await box.inputValue()).toBe(`Hello Robin, ${reply.body}`);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkBothWidths(page, "desk-queue-saved-reply");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText(`Hello Robin, ${reply.body}`).waitFor();
    // The thread shows the reply as soon as the server answers; the box empties just after.
    await expect(box).toHaveValue("");

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("the live chat console offers an agent their department's waiting chat first, marked in words", async ({
    browser,
    chatAgent,
    openPage,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const agentUser = await chatAgent({ role: "Support Agent", firstName: "Kai" });
    const { page, context, consoleErrors } = await openPage();
    await signInViaApi(context, agentUser.email, agentUser.password);
    const first = await openPage();
    await signUpViaApi(first.context, { firstName: "Gale" });
    const second = await openPage();
    await signUpViaApi(second.context, { firstName: "Bea" });
    const { departments } = (await (
      await first.context.request.get("/api/departments")
    ).json()) as { departments: { id: string; name: string }[] };
    const billingId = departments.find((d) => d.name === "Billing")!.id;
    await setUpDesk(browser, agentUser.id, billingId, {
      shortcut: `hello-${Date.now()}`,
      body: "Hello, how can I help?",
    });

    await page.goto("/admin/live-chat");
    await page.getByRole("heading", { name: "Live Chat", level: 1 }).waitFor();
    // An agent of departments takes only their chats; a Super Admin (in none) takes General's.
    const generalistUser = await chatAgent({ firstName: "Gene" });
    const generalist = await openPage();
    await signInViaApi(generalist.context, generalistUser.email, generalistUser.password);
    await generalist.page.goto("/admin/live-chat");
    await generalist.page.getByRole("heading", { name: "Live Chat", level: 1 }).waitFor();
    const online = await departmentsOnline(first.context, ["General", "Billing"]);
    // The General chat started first, yet Billing's (the agent's) is offered first.
    const generalChat = await startChatViaApi(
      first.context,
      online.get("General")!,
      "Is anyone there?",
    );
    const billingChat = await startChatViaApi(
      second.context,
      online.get("Billing")!,
      "Is anyone there?",
    );
    const items = page.getByRole("region", { name: "Open sessions" }).getByRole("listitem");
    await items.filter({ hasText: "Gale Tester" }).waitFor();
    await items.filter({ hasText: "Bea Tester" }).waitFor();
    const order = await items.allTextContents();
    const beaAt = order.findIndex((t) => t.includes("Bea Tester"));
    const galeAt = order.findIndex((t) => t.includes("Gale Tester"));
    expect(beaAt).toBeLessThan(galeAt);
    expect(order[beaAt]).toContain("Your department");
    expect(order[galeAt]).not.toContain("Your department");
    await checkBothWidths(page, "desk-queue-chat-console");

    await endChatViaApi(first.context, generalChat);
    await endChatViaApi(second.context, billingChat);
    expect(consoleErrors).toEqual([]);
    for (const opened of [first, second, generalist]) await opened.context.close();
    await context.close();
  });
});
