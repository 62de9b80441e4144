import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  type OpenPage,
  expect,
  test,
  type E2eUser,
  signInViaApi,
  signUpViaApi,
  type TestPage,
  serverLog,
} from "./playwright-utils";

/** Well short of any poll: whatever shows within this came over /api/realtime. */
const LIVE = { timeout: 8_000 };

interface Agent extends TestPage {
  firstName: string;
}

/**
 * A Super Admin of the journey's own (who holds chat.*) at the agents' console /admin/live-chat: the
 * open console keeps a socket on chat:queue, so the server stamps their presence and offers them
 * chats in their availability.
 */
async function openAgent(openPage: OpenPage, user: E2eUser): Promise<Agent> {
  const agent = await openPage();
  await signInViaApi(agent.context, user.email, user.password);
  await agent.page.goto("/admin/live-chat");
  await agent.page.getByRole("heading", { name: "Live Chat" }).waitFor();
  return { ...agent, firstName: user.firstName };
}

/** A session as the agents' API reads it, to check what the widget did on the server. */
async function sessionSeenByAgent(agent: Agent, sessionId: string) {
  return (await (
    await agent.context.request.get(`/api/admin/chat/sessions/${sessionId}`)
  ).json()) as {
    status: string;
    rating: number | null;
    endedAt: string | null;
    messages: { message: string }[];
  };
}

async function sessionIdOf(agent: Agent, userName: string): Promise<string> {
  const { sessions } = (await (
    await agent.context.request.get("/api/admin/chat/inbox")
  ).json()) as { sessions: { id: string; userName: string }[] };
  const session = sessions.find((s) => s.userName === userName);
  expect(session, `no open chat of ${userName}`).toBeDefined();
  return session!.id;
}

/** The viewport, not the full page: the panel is fixed to the window's corner, where a person sees it. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png` });
}

const widget = (page: Page) => page.getByRole("dialog", { name: "Live chat" });

/** Opens the widget from the help centre's Live Chat card and waits for the departments to load. */
async function openFromHelp(page: Page): Promise<void> {
  await page.goto("/help");
  await page.getByRole("button", { name: "Start a live chat" }).click();
  await widget(page)
    .getByRole("option", { name: "Select Department" })
    .waitFor({ state: "attached" });
}

/** Every message of the widget's log, in the order shown. */
const threadOf = (page: Page) =>
  widget(page)
    .getByRole("log", { name: "Chat messages" })
    .locator(":scope > *")
    .evaluateAll((items) =>
      items.map((item) => (item.matches("p") ? item : item.querySelector("p"))?.textContent ?? ""),
    );

function transcriptMailedTo(email: string): boolean {
  return readFileSync(serverLog(), "utf8")
    .split("\n")
    .some(
      (line) => line.includes('"kind":"chat_transcript"') && line.includes(JSON.stringify(email)),
    );
}

/** Two browsers, a typing expiry and several axe runs each: more than the default minute on a busy machine. */
const JOURNEY_TIMEOUT_MS = 180_000;

test.describe("live chat widget", () => {
  test("with no agent online, says so and leaves the message as a support ticket", async ({
    axe,
    chatAgent,
    openPage,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS + 90_000);
    const agent = await openAgent(openPage, await chatAgent({ availability: "away" }));
    // The agents of earlier chat journeys went away as they ended, and other staff start away
    // (staffWithRole). Should one have been left present (a console's stamp lasts 60 s after it
    // closes), wait until nobody can take a Billing chat, as a visitor would.
    await expect
      .poll(
        async () => {
          const { departments } = (await (
            await agent.context.request.get("/api/chat/departments")
          ).json()) as { departments: { name: string; agentsOnline: boolean }[] };
          return departments.find((d) => d.name === "Billing")?.agentsOnline;
        },
        { timeout: 90_000, intervals: [1_000] },
      )
      .toBe(false);
    const visitor = await openPage();
    await openFromHelp(visitor.page);
    const panel = widget(visitor.page);
    await panel.getByLabel("Department").selectOption({ label: "Billing" });
    await panel.getByText("No agent is online for Billing right now.").waitFor();
    await panel.getByLabel("Your Name").fill("Avery Offline");
    await panel.getByLabel("Message").fill("My invoice shows the wrong plan.");
    const leave = panel.getByRole("button", { name: "Leave a message" });
    // A signed-out visitor must say where the answer goes.
    expect(await leave.isDisabled()).toBe(true);
    await panel.getByLabel("Your Email").fill("avery.offline@example.com");
    for (const width of [390, 1280]) {
      await visitor.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await axe(visitor.page);
      await screenshot(visitor.page, `live-chat-no-agent-${width}`);
    }
    await leave.click();
    const sent = panel.getByText(/It is now support ticket/);
    await sent.waitFor();
    const ticketNumber = /support ticket (\S+)\./.exec(await sent.innerText())![1]!;
    await screenshot(visitor.page, "live-chat-ticket-left-1280");

    const tickets = await (
      await agent.context.request.get(`/api/admin/tickets?q=${encodeURIComponent(ticketNumber)}`)
    ).text();
    expect(tickets).toContain("Live chat message from Avery Offline");
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();

    // A signed-in customer, from the app's own button: named by the account, answered there too.
    const customer = await openPage();
    await signUpViaApi(customer.context, { firstName: "Casey" });
    await customer.page.goto("/app");
    await customer.page.getByRole("button", { name: "Live chat", exact: true }).click();
    const own = widget(customer.page);
    await own.getByRole("option", { name: "Technical" }).waitFor({ state: "attached" });
    expect(await own.getByLabel("Your Name").count()).toBe(0);
    expect(await own.getByLabel("Your Email").count()).toBe(0);
    await own.getByLabel("Department").selectOption({ label: "Technical" });
    await own.getByLabel("Message").fill("The barcode scanner will not open.");
    await own.getByRole("button", { name: "Leave a message" }).click();
    await own.getByText(/It is now support ticket/).waitFor();
    await own.getByRole("link", { name: "See my tickets" }).click();
    await customer.page.getByText("Live chat message from Casey").waitFor();
    expect(customer.consoleErrors).toEqual([]);
    await customer.context.close();
    await agent.context.close();
  });

  test("a signed-out visitor and an agent hold a live conversation: queue, join, messages and typing both ways, end, rating, transcript", async ({
    axe,
    chatAgent,
    openPage,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const agent = await openAgent(openPage, await chatAgent());
    const visitor = await openPage();
    const chunkRequests: string[] = [];
    visitor.page.on("request", (request) => {
      if (/chat-widget-[\w-]+\.js$/.test(request.url())) chunkRequests.push(request.url());
    });
    await visitor.page.goto("/help");
    await visitor.page.getByRole("button", { name: "Start a live chat" }).waitFor();
    // The widget is a lazy chunk: a page's first load does not carry it.
    expect(chunkRequests).toEqual([]);
    await openFromHelp(visitor.page);
    expect(chunkRequests.length).toBe(1);
    const panel = widget(visitor.page);
    expect((await panel.boundingBox())!.height).toBe(650);

    const start = panel.getByRole("button", { name: "Start Conversation" });
    await panel.getByLabel("Message").fill("Hello, my water log resets at noon.");
    expect(await start.isDisabled()).toBe(true);
    await panel.getByLabel("Message").press("Enter");
    await panel.getByText("Please select a department before sending your message.").waitFor();
    await panel.getByLabel("Department").selectOption({ label: "General" });
    await panel.getByLabel("Your Name").fill("Robin Visitor");
    expect(await panel.getByText(/No agent is online/).count()).toBe(0);
    await start.click();

    await panel.getByText("In queue (0 ahead)").waitFor(LIVE);
    await panel.getByText("Average wait: 2 minutes").waitFor();
    expect((await panel.boundingBox())!.height).toBe(600);
    expect(await panel.getByRole("button", { name: "End chat", exact: true }).count()).toBe(0);
    await axe(visitor.page);
    await screenshot(visitor.page, "live-chat-queued-1280");

    // The agent picks the chat from the console's list, live, and accepts it.
    const agentConsole = agent.page;
    await agentConsole
      .getByRole("region", { name: "Open sessions" })
      .getByRole("button", { name: /Robin Visitor/ })
      .click(LIVE);
    await agentConsole.getByRole("button", { name: "Accept", exact: true }).click();
    await panel.getByText(`${agent.firstName} has joined the chat.`).waitFor(LIVE);
    await panel.getByText(`Connected to ${agent.firstName}`).waitFor(LIVE);

    // The agent types: the visitor sees it, and it goes 4 s after the last frame. The box opens when the
    // accept's answer reaches the console, which can come after the visitor's socket says "Connected";
    // keys sent to a disabled box are lost, as they would be for a person.
    const replyBox = agentConsole.getByRole("textbox", {
      name: "Reply to visitor",
      disabled: false,
    });
    await replyBox.waitFor(LIVE);
    await replyBox.pressSequentially("Let me check", { delay: 20 });
    const agentTyping = panel.getByText(`${agent.firstName} is typing…`);
    await agentTyping.waitFor(LIVE);
    await agentTyping.waitFor({ state: "detached", timeout: 6_000 });
    await replyBox.pressSequentially(" that for you.");
    await agentConsole.getByRole("button", { name: "Send", exact: true }).click();
    await panel.getByText("Let me check that for you.").waitFor(LIVE);

    // The visitor types: the console shows it.
    await panel.getByLabel("Your message").pressSequentially("Thanks, ", { delay: 20 });
    await agentConsole.getByText("Robin Visitor is typing…").waitFor(LIVE);
    await panel.getByLabel("Your message").pressSequentially("take your time.");
    await panel.getByRole("button", { name: "Send", exact: true }).click();
    await panel.getByText("Thanks, take your time.").waitFor();
    expect(await panel.getByLabel("Your message").inputValue()).toBe("");
    await agentConsole.getByText("Thanks, take your time.").waitFor(LIVE);

    const thread = await threadOf(visitor.page);
    expect(thread.map((text) => text.replace(/^(You|\w+): /, ""))).toEqual([
      "Hello, my water log resets at noon.",
      `${agent.firstName} has joined the chat.`,
      "Let me check that for you.",
      "Thanks, take your time.",
    ]);
    const sessionId = await sessionIdOf(agent, "Robin Visitor");
    await axe(visitor.page);
    await screenshot(visitor.page, "live-chat-connected-1280");
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await axe(visitor.page);
    await screenshot(visitor.page, "live-chat-connected-390");
    await visitor.page.setViewportSize({ width: 1280, height: 800 });

    await panel.getByRole("button", { name: "End chat", exact: true }).click();
    await panel.getByText("This chat session has ended.").waitFor(LIVE);
    await panel.getByText("Disconnected").waitFor();
    expect(await panel.getByLabel("Your message").isDisabled()).toBe(true);

    // The stars are a radio group: arrow keys move between them.
    await panel.getByLabel("1 star", { exact: true }).focus();
    await visitor.page.keyboard.press("ArrowRight");
    await visitor.page.keyboard.press("ArrowRight");
    await visitor.page.keyboard.press("ArrowRight");
    expect(await panel.getByLabel("4 stars").isChecked()).toBe(true);
    await panel.getByLabel("Comment (optional)").fill("Quick and kind.");
    await axe(visitor.page);
    await screenshot(visitor.page, "live-chat-ended-1280");
    await panel.getByRole("button", { name: "Send rating" }).click();
    await panel.getByText("Thank you for rating this chat 4 stars.").waitFor();

    await panel.getByLabel("E-mail for the transcript").fill("robin.visitor@example.com");
    await panel.getByRole("button", { name: "E-mail me the transcript" }).click();
    await panel.getByText("We sent the transcript to robin.visitor@example.com.").waitFor();
    await expect.poll(() => transcriptMailedTo("robin.visitor@example.com"), LIVE).toBe(true);
    const rated = await sessionSeenByAgent(agent, sessionId);
    expect([rated.status, rated.rating]).toEqual(["resolved", 4]);
    await visitor.page.setViewportSize({ width: 390, height: 844 });
    await axe(visitor.page);
    await screenshot(visitor.page, "live-chat-rated-390");

    expect(await panel.getByText("Reconnecting…").count()).toBe(0);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
    await agent.context.close();
  });

  test("on a phone: fills the width, resumes after a reload, and closing with the chat open abandons it", async ({
    axe,
    chatAgent,
    openPage,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const agent = await openAgent(openPage, await chatAgent());
    const visitor = await openPage("mobile");
    await visitor.page.goto("/");
    await visitor.page.getByRole("button", { name: "Live chat", exact: true }).click();
    const panel = widget(visitor.page);
    await panel.getByRole("option", { name: "General" }).waitFor({ state: "attached" });
    const box = (await panel.boundingBox())!;
    expect([box.x, box.width]).toEqual([0, 390]);
    expect(box.height).toBeLessThanOrEqual(844);
    await axe(visitor.page);
    await screenshot(visitor.page, "live-chat-start-390");

    await panel.getByLabel("Department").selectOption({ label: "General" });
    await panel.getByLabel("Your Name").fill("Kim Phone");
    await panel.getByLabel("Message").fill("Can I export my meals?");
    await panel.getByRole("button", { name: "Start Conversation" }).click();
    await panel.getByText(/In queue \(\d+ ahead\)/).waitFor(LIVE);
    await screenshot(visitor.page, "live-chat-queued-390");

    await visitor.page.reload();
    await panel.getByText("Can I export my meals?").waitFor();
    await panel.getByText(/In queue \(\d+ ahead\)/).waitFor(LIVE);

    // Minimised, the button brings it back as it was.
    await panel.getByRole("button", { name: "Minimise chat" }).click();
    expect(await panel.isVisible()).toBe(false);
    await visitor.page.getByRole("button", { name: "Live chat", exact: true }).click();
    await panel.getByText("Can I export my meals?").waitFor();

    const sessionId = await sessionIdOf(agent, "Kim Phone");
    await panel.getByRole("button", { name: "Close chat" }).click();
    await panel.getByText("End this chat?").waitFor();
    await axe(visitor.page);
    await panel.getByRole("button", { name: "Yes, end chat" }).click();
    await panel.waitFor({ state: "detached" });
    const abandoned = await sessionSeenByAgent(agent, sessionId);
    expect(abandoned.status).toBe("abandoned");
    expect(abandoned.endedAt).not.toBeNull();

    // Opening it again offers a new chat, not the abandoned one.
    await visitor.page.getByRole("button", { name: "Live chat", exact: true }).click();
    await panel.getByRole("button", { name: "Start Conversation" }).waitFor();
    expect(await panel.getByText("Can I export my meals?").count()).toBe(0);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
    await agent.context.close();
  });
});
