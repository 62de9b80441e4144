import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, baseUrl, screenshot, signInViaApi } from "./playwright-utils";

/** Well short of any poll: whatever shows within this came over /api/realtime. */
const LIVE = { timeout: 8_000 };
const origin = () => ({ origin: baseUrl() });
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

/** The page scrolls sideways when its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A signed-out visitor's chat, started through the API as the widget does; the context keeps its chat cookie. */
async function startChat(
  visitor: BrowserContext,
  departmentId: string,
  name: string,
): Promise<string> {
  const started = await visitor.request.post("/api/chat/sessions", {
    headers: origin(),
    data: { departmentId, message: "My weekly report is empty.", name },
  });
  expect(started.status(), await started.text()).toBe(201);
  return ((await started.json()) as { session: { id: string } }).session.id;
}

/** A page of the visitor's context following their chat over the socket, keeping every frame it gets. */
async function openVisitorSocket(visitor: BrowserContext, sessionId: string): Promise<Page> {
  const page = await visitor.newPage();
  await page.goto("/");
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve) => {
        const socket = new WebSocket(`ws://${location.host}/api/realtime`);
        const frames: unknown[] = [];
        Object.assign(window, { chatSocket: socket, chatFrames: frames });
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { type: string };
          frames.push(frame);
          if (frame.type === "chat_state") resolve();
        };
        socket.onopen = () =>
          socket.send(JSON.stringify({ type: "subscribe", topic: `chat:${id}` }));
      }),
    sessionId,
  );
  return page;
}

test.describe("live chat console", () => {
  test("an agent sets availability, accepts a chat, replies with a saved reply, transfers, converts, ends and finds it in the table", async ({
    axe,
    browser,
    chatAgent,
    openPage,
  }) => {
    test.setTimeout(180_000);
    const kim = await chatAgent({ role: "Support Agent", firstName: "Kim" });
    const lead = await chatAgent({ firstName: "Rory" });
    const agent = await openPage();
    await signInViaApi(agent.context, lead.email, lead.password);
    const { profile } = (await (await agent.context.request.get("/api/auth/session")).json()) as {
      profile: { firstName: string };
    };
    const { page } = agent;

    // Availability is stored: it survives a reload.
    await page.goto("/admin/live-chat");
    await page.getByRole("heading", { name: "Live Chat", level: 1 }).waitFor();
    await page.getByText("Total Sessions").waitFor();
    await page.getByText("No chat selected").waitFor();
    const availability = page.getByLabel("Your availability");
    let saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/chat/availability") && r.ok(),
    );
    await availability.selectOption("busy");
    await saved;
    await page.reload();
    await page.getByText("Total Sessions").waitFor();
    expect(await availability.inputValue()).toBe("busy");
    saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/chat/availability") && r.ok());
    await availability.selectOption("online");
    await saved;

    // A department the Super Admin takes chats of (every one while they are a generalist), with a saved reply.
    const overview = (await (
      await agent.context.request.get("/api/admin/chat/overview")
    ).json()) as { agents: { id: string; departmentIds: string[] }[] };
    const { departments } = (await (
      await agent.context.request.get("/api/departments")
    ).json()) as { departments: { id: string; name: string }[] };
    const leadId = (
      (await (await agent.context.request.get("/api/admin/me")).json()) as { userId: string }
    ).userId;
    const leadDepartments = overview.agents.find((a) => a.id === leadId)?.departmentIds ?? [];
    const department = departments.find(
      (d) => leadDepartments.length === 0 || leadDepartments.includes(d.id),
    )!;
    const shortcut = `thanks-${Date.now()}`;
    const replyBody = "Thanks for waiting, I am on it.";
    const created = await agent.context.request.post("/api/admin/chat/saved-replies", {
      headers: origin(),
      data: { departmentId: department.id, shortcut, body: replyBody },
    });
    expect(created.status(), await created.text()).toBe(201);

    // Two signed-out visitors start chats through the API; the open console lists them by itself.
    const visitorName = `Vera ${Date.now()} Featherstonehaugh-Montgomery-Cholmondeley-Smythe`;
    const visitor = await browser.newContext({ baseURL: baseUrl() });
    const sessionId = await startChat(visitor, department.id, visitorName);
    const otherName = `Otto ${Date.now()}`;
    const otherVisitor = await browser.newContext({ baseURL: baseUrl() });
    const otherId = await startChat(otherVisitor, department.id, otherName);

    const inbox = page.getByRole("region", { name: "Open sessions" });
    await inbox.getByRole("button", { name: new RegExp(otherName) }).waitFor(LIVE);
    await inbox.getByRole("button", { name: new RegExp(visitorName) }).waitFor(LIVE);
    // The header bell counts the waiting chats too.
    await page.getByRole("button", { name: /^Notifications, \d+ waiting$/ }).click();
    await page.getByRole("link", { name: /^Waiting chats\s*[2-9]\d*$/ }).waitFor();
    await page.keyboard.press("Escape");
    await inbox.getByRole("button", { name: new RegExp(visitorName) }).click();
    const pane = page.getByRole("region", { name: visitorName });
    await pane.getByText("Waiting", { exact: true }).waitFor();
    await pane.getByText("Accept the chat to reply.").waitFor();
    await pane.getByRole("button", { name: "Accept" }).click();
    await pane.getByText(`${profile.firstName} has joined the chat.`).waitFor(LIVE);
    await pane.getByText("Active", { exact: true }).waitFor();

    // At the limit (set in Admin Settings), accepting another chat is refused with the server's reason.
    await page.goto("/admin/settings");
    await page
      .getByRole("list", { name: "Saved replies" })
      .getByText(`/${shortcut}`, { exact: true })
      .first()
      .waitFor();
    await page.getByLabel("Live chat: simultaneous chats per agent").fill("1");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved: at most 1 chat per agent.").waitFor();
    await page.goto(`/admin/live-chat?session=${otherId}`);
    const otherPane = page.getByRole("region", { name: otherName });
    await otherPane.getByRole("button", { name: "Accept" }).click();
    await otherPane
      .getByRole("alert")
      .getByText(/the most allowed/)
      .waitFor();
    await otherPane.getByText("Waiting", { exact: true }).waitFor();
    const limit = await agent.context.request.put("/api/admin/chat/settings", {
      headers: origin(),
      data: { maxChatsPerAgent: 5 },
    });
    expect(limit.status(), await limit.text()).toBe(200);
    await otherPane.getByRole("button", { name: "End chat" }).click();
    await otherPane.getByText("Resolved", { exact: true }).waitFor();
    await inbox
      .getByRole("button", { name: new RegExp(otherName) })
      .waitFor({ state: "detached", ...LIVE });
    await inbox.getByRole("button", { name: new RegExp(visitorName) }).click();

    // The visitor's typing shows live and goes 4 s after their last frame.
    const visitorPage = await openVisitorSocket(visitor, sessionId);
    await visitorPage.evaluate(
      (id) =>
        (window as unknown as { chatSocket: WebSocket }).chatSocket.send(
          JSON.stringify({ type: "typing", topic: `chat:${id}` }),
        ),
      sessionId,
    );
    const typing = pane.getByText(`${visitorName} is typing…`);
    await typing.waitFor(LIVE);
    await typing.waitFor({ state: "detached", timeout: 6_000 });

    // '/' lists the department's saved replies; Enter puts the chosen one in the box.
    const reply = pane.getByLabel("Reply to visitor");
    const send = pane.getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    await reply.pressSequentially(`/${shortcut.slice(0, 10)}`);
    // Typing in the box tells the visitor.
    await expect
      .poll(
        () =>
          visitorPage.evaluate(() =>
            (
              window as unknown as { chatFrames: { type: string; from?: string }[] }
            ).chatFrames.some((f) => f.type === "typing" && f.from === "agent"),
          ),
        LIVE,
      )
      .toBe(true);
    const menu = page.getByRole("listbox", { name: "Saved replies" });
    await menu.getByRole("option", { name: new RegExp(shortcut) }).waitFor();
    expect(await reply.getAttribute("aria-activedescendant")).toBeTruthy();
    await axe(page);
    await reply.press("Enter");
    expect(await reply.inputValue()).toBe(replyBody);
    expect(await menu.count()).toBe(0);
    await send.click();
    await pane.getByRole("log").getByText(replyBody).waitFor();
    expect(await reply.inputValue()).toBe("");
    const seenByVisitor = (await (
      await visitor.request.get(`/api/chat/sessions/${sessionId}`)
    ).json()) as { messages: { message: string }[] };
    expect(seenByVisitor.messages.map((m) => m.message)).toContain(replyBody);

    await axe(page);
    await screenshot(page, "live-chat-console-1280");

    // Transfer to another agent: the chat stays active with them, and this agent can no longer reply.
    await pane.getByRole("button", { name: "Transfer", exact: true }).click();
    await pane.getByLabel("Agent", { exact: true }).selectOption(kim.id);
    await pane.getByRole("button", { name: "Transfer chat" }).click();
    await pane.getByText("You have been transferred to Kim.").waitFor(LIVE);
    await pane.getByText(/^Only Kim .* can reply in this chat\.$/).waitFor(LIVE);
    expect(await reply.isDisabled()).toBe(true);

    // Convert to ticket: a link to the new ticket's page.
    await pane.getByRole("button", { name: "Convert to ticket" }).click();
    const ticketLink = pane.getByRole("link", { name: /^[A-Z]+-?\d+/ });
    await ticketLink.waitFor();
    expect(await ticketLink.getAttribute("href")).toMatch(/^\/admin\/support\/[0-9a-f-]{36}$/);
    expect(await pane.getByRole("button", { name: "Convert to ticket" }).count()).toBe(0);

    // End: the visitor is told, and nobody can type in the resolved chat.
    await pane.getByRole("button", { name: "End chat" }).click();
    await pane.getByRole("log").getByText("This chat session has ended.").waitFor(LIVE);
    await pane.getByText("Resolved", { exact: true }).waitFor();
    await pane.getByText("This chat has ended. You cannot reply.").waitFor();
    expect(await reply.isDisabled()).toBe(true);
    expect(await pane.getByRole("button", { name: "End chat" }).count()).toBe(0);
    await axe(page);

    // The ticket holds the transcript.
    const ticketHref = (await ticketLink.getAttribute("href"))!;
    await ticketLink.click();
    await page.waitForURL(`**${ticketHref}`);
    await page.getByText(replyBody).first().waitFor();

    // The session table: filters, the empty state, and a row that opens the chat.
    await page.goto("/admin/live-chat");
    await page.getByText("No chat selected").waitFor();
    const table = page.getByRole("region", { name: "All sessions" });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await table.getByLabel("Started from").fill(tomorrow);
    await table.getByText("No chat sessions found").waitFor();
    await table.getByLabel("Started from").fill("");
    await table.getByLabel("Status").selectOption("resolved");
    await table.getByLabel("Agent", { exact: true }).selectOption(kim.id);
    await page.waitForURL(/status=resolved.*agentId=/);
    const row = table.getByRole("button", { name: new RegExp(visitorName) });
    await row.waitFor();
    // Kim ended up with only this chat: the other visitor's (resolved, never Kim's) is filtered out.
    await expect(table.getByRole("row")).toHaveCount(2);
    await row.click();
    await page.getByRole("region", { name: visitorName }).getByText(replyBody).waitFor();
    expect(page.url()).toContain(`session=${sessionId}`);
    expect(await scrollsSideways(page)).toBe(false);
    await axe(page);
    await screenshot(page, "live-chat-console-table-1280");

    // The same console on a phone: nothing scrolls sideways, and axe finds nothing.
    const phone = await openPage("mobile");
    await signInViaApi(phone.context, lead.email, lead.password);
    await phone.page.goto(`/admin/live-chat?session=${sessionId}`);
    await phone.page.getByRole("region", { name: visitorName }).getByText(replyBody).waitFor();
    expect(await scrollsSideways(phone.page)).toBe(false);
    await axe(phone.page);
    await screenshot(phone.page, "live-chat-console-390");

    expect(unexpected(agent.consoleErrors)).toEqual([]);
    expect(unexpected(phone.consoleErrors)).toEqual([]);
    await phone.context.close();
    await visitor.close();
    await otherVisitor.close();
    await agent.context.close();
  });
});
