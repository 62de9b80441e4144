import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions, default as Axe } from "axe-core";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { ROOT } from "./accounts";

export { expect, ROOT };

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Width = keyof typeof VIEWPORTS;

/** What global-setup.ts put in the environment the workers inherit. */
function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the journeys through playwright.config.ts`);
  return value;
}
export const baseUrl = () => fromSetup("E2E_BASE_URL");
/** The server's log (pino JSON lines): without SMTP, mails such as verification links are read there. */
export const serverLog = () => fromSetup("E2E_SERVER_LOG");
/** The local OpenID Connect provider Google and Microsoft point at; POST /test/next-user picks who signs in. */
export const oidcIssuer = () => fromSetup("E2E_OIDC_ISSUER");

/**
 * What the browser refused under the server's Content-Security-Policy (or nosniff). Kept apart from
 * consoleErrors, which journeys filter for expected 4xx lines, so that no filter can let a refused
 * script or style through: openPage fails every journey on one.
 */
const POLICY_REFUSAL = /Refused to|Content Security Policy|CSP violation/;

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** console errors and page errors seen so far; journeys assert it stays empty. */
  consoleErrors: string[];
}

async function newTestPage(
  browser: Browser,
  width: Width,
  refusedByPolicy: string[],
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORTS[width] });
  // Chromium's own console line for a refusal changes wording between versions ("Refused to …",
  // "Applying inline style violates …"); the event names the directive whatever the wording.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    consoleErrors.push(message.text());
    if (POLICY_REFUSAL.test(message.text())) refusedByPolicy.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  id: string;
}

/** Signs a new user up through the API, sharing the cookie with the page's context. */
type SignUpOverrides = Partial<E2eUser> & { birthday?: string };

export async function signUpViaApi(
  context: BrowserContext,
  overrides: SignUpOverrides = {},
): Promise<E2eUser> {
  const email = overrides.email ?? `e2e-${randomBytes(5).toString("hex")}@example.com`;
  const password = overrides.password ?? "Journey1pass";
  const firstName = overrides.firstName ?? "Jamie";
  const response = await context.request.post("/api/auth/signup", {
    headers: { origin: baseUrl() },
    data: {
      firstName,
      lastName: "Tester",
      email,
      birthday: overrides.birthday ?? "1992-04-03",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { profile } = (await response.json()) as { profile: { id: string } };
  return { email, password, firstName, id: profile.id };
}

/** Signs in through the API (as `email`), so a journey can start from a signed-in state. */
export async function signInViaApi(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await context.request.post("/api/auth/signin", {
    headers: { origin: baseUrl() },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** axe-core's script, read once per worker and put into each document that is checked. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  // The passes are never read, and serialising every node that passed was a third of a check's time.
  resultTypes: ["violations"],
};

/**
 * axe.run in the page itself. @axe-core/playwright injected the script anew and opened a second page
 * to merge the results of frames on every check: 0.85 s a check against about 0.2 s here, over some
 * 250 checks a run. The app has no frames, which the first line holds to.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  expect(page.frames(), "axe checks the top document only").toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof Axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/** axe-core on the current page: no violation of WCAG 2.1 A/AA rules. */
export async function expectNoA11yViolations(page: Page, testInfo?: TestInfo): Promise<void> {
  // A colour caught mid-transition (a button turning from disabled grey to green) is not what anyone reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
  const results = await runAxe(page);
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join(", ")})`,
  );
  if (summary.length > 0 && testInfo) {
    await testInfo.attach("axe violations", {
      body: JSON.stringify(results.violations, null, 2),
      contentType: "application/json",
    });
  }
  expect(summary).toEqual([]);
}

/**
 * Saves a screenshot under screenshots/ (git-ignored) for a person to look at, when asked for with
 * E2E_SCREENSHOTS=1: nothing compares them, and a run took some 170.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/** Axe and a screenshot at 1280 px, then at 390 px, back to 1280 after. */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  await expectNoA11yViolations(page);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** A signed-in customer starts a live chat with `departmentId`; answers the session's id. */
export async function startChatViaApi(
  customer: BrowserContext,
  departmentId: string,
  message: string,
): Promise<string> {
  const response = await customer.request.post("/api/chat/sessions", {
    headers: { origin: baseUrl() },
    data: { departmentId, message },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { session: { id: string } }).session.id;
}

/** The customer ends their chat, so no journey after this one finds it waiting. */
export async function endChatViaApi(customer: BrowserContext, sessionId: string): Promise<void> {
  const response = await customer.request.post(`/api/chat/sessions/${sessionId}/end`, {
    headers: { origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The link of the newest verification mail to `email`. The e2e server has no SMTP, so its outbox
 * logs each mail; global-setup.ts keeps that log in a file. Mail goes out in the background: wait.
 */
export async function verificationLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const links = readFileSync(serverLog(), "utf8")
      .split("\n")
      .filter(
        (line) =>
          line.includes('"kind":"email_verification"') && line.includes(JSON.stringify(email)),
      )
      .map((line) => JSON.parse(line) as { to?: string; msg?: string })
      .filter((entry) => entry.to === email)
      .map((entry) => /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(entry.msg ?? "")?.[0]);
    const link = links.at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail to ${email} in the server log`);
}

/** Verifies `email` with the token of the link mailed to it, as clicking it would. */
export async function verifyEmailViaApi(context: BrowserContext, email: string): Promise<void> {
  const token = new URL(await verificationLinkFor(email)).searchParams.get("token");
  const response = await context.request.post("/api/auth/verify-email", {
    headers: { origin: baseUrl() },
    data: { token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A new staff-domain account holding `role`, given by the Super Admin through the roles API.
 *
 * Any admin page of staff who may take chats makes them present, and a new agent's availability is
 * 'online': they would be offered the chats of the chat journeys running beside (and tell the widget
 * that an agent is online). So staff start 'away' unless a journey asks for an agent.
 */
export async function staffWithRole(
  browser: Browser,
  role: string,
  overrides: Partial<E2eUser> = {},
  chat: ChatAvailability = "away",
): Promise<E2eUser> {
  const admin = await browser.newContext({ baseURL: baseUrl() });
  const user = await signUpViaApi(admin, {
    email: `${role.toLowerCase().replace(/ /g, "-")}-${Date.now()}@vitalog.app`,
    ...overrides,
  });
  // Staff access needs a verified e-mail: open the link the server mailed, as the new hire would.
  await verifyEmailViaApi(admin, user.email);
  await admin.clearCookies();
  await signInViaApi(admin, ROOT.email, ROOT.password);
  const { roles } = (await (await admin.request.get("/api/admin/roles")).json()) as {
    roles: { id: string; name: string }[];
  };
  const roleId = roles.find((r) => r.name === role)!.id;
  const response = await admin.request.post(`/api/admin/roles/${roleId}/assignments`, {
    headers: { origin: baseUrl() },
    data: { email: user.email },
  });
  expect(response.status(), await response.text()).toBe(201);
  await admin.clearCookies();
  await signInViaApi(admin, user.email, user.password);
  await setChatAvailability(admin, chat);
  await admin.close();
  return user;
}

export type ChatAvailability = "online" | "away" | "busy";

/** The signed-in staff member's chat availability; a role without the chat permissions is never an agent. */
export async function setChatAvailability(
  context: BrowserContext,
  availability: ChatAvailability,
): Promise<void> {
  const response = await context.request.put("/api/admin/chat/availability", {
    headers: { origin: baseUrl() },
    data: { availability },
  });
  expect([200, 403], await response.text()).toContain(response.status());
}

/** Puts the user on `planName` as staff would (User Management's assign-plan), through the admin API as the Super Admin. */
export async function assignPlanViaApi(
  browser: Browser,
  userId: string,
  planName: string,
): Promise<void> {
  const admin = await browser.newContext({ baseURL: baseUrl() });
  await signInViaApi(admin, ROOT.email, ROOT.password);
  const { plans } = (await (await admin.request.get("/api/admin/plans")).json()) as {
    plans: { id: string; name: string }[];
  };
  const planId = plans.find((p) => p.name === planName)!.id;
  const response = await admin.request.post(`/api/admin/users/${userId}/plan`, {
    headers: { origin: baseUrl() },
    data: { planId },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await admin.close();
}

interface Fixtures {
  /** The width of this project (playwright.config.ts): the layout the journey sees. */
  width: Width;
  /**
   * A fresh, signed-out browser context at the project's width (or `width`), closed after the test;
   * fails the journey on a CSP violation. Its consoleErrors are for the journey to check.
   */
  openPage: (width?: Width) => Promise<TestPage>;
  /** A page signed in as a new user, signed up through the API. */
  signedIn: (overrides?: SignUpOverrides) => Promise<TestPage & { user: E2eUser }>;
  /** A page signed in as a new staff-domain account holding `role`. */
  staff: (role: string, overrides?: Partial<E2eUser>) => Promise<TestPage & { user: E2eUser }>;
  /**
   * A new staff account that takes chats (a Super Admin unless `role` says otherwise), in
   * `availability` (online unless said); it goes away when the test ends, so the next chat journey
   * need not wait out its presence (a minute after its console closes).
   */
  chatAgent: (options?: {
    role?: string;
    availability?: ChatAvailability;
    firstName?: string;
  }) => Promise<E2eUser>;
  /** axe-core on the page: no violation of WCAG 2.1 A/AA rules; the violations go in the report. */
  axe: (page: Page) => Promise<void>;
}

export type OpenPage = Fixtures["openPage"];

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(baseUrl()),
  width: async ({ viewport }, use) =>
    use(viewport && viewport.width < VIEWPORTS.desktop.width ? "mobile" : "desktop"),
  openPage: async ({ browser, width }, use) => {
    const refusedByPolicy: string[] = [];
    const opened: BrowserContext[] = [];
    await use(async (at = width) => {
      const testPage = await newTestPage(browser, at, refusedByPolicy);
      opened.push(testPage.context);
      return testPage;
    });
    await Promise.all(opened.map((context) => context.close()));
    expect(refusedByPolicy, "the page broke the Content-Security-Policy").toEqual([]);
  },
  signedIn: async ({ openPage }, use) => {
    await use(async (overrides) => {
      const testPage = await openPage();
      return { ...testPage, user: await signUpViaApi(testPage.context, overrides) };
    });
  },
  staff: async ({ browser, openPage }, use) => {
    await use(async (role, overrides) => {
      const user = await staffWithRole(browser, role, overrides);
      const testPage = await openPage();
      await signInViaApi(testPage.context, user.email, user.password);
      return { ...testPage, user };
    });
  },
  chatAgent: async ({ browser }, use) => {
    const agents: E2eUser[] = [];
    await use(async ({ role = "Super Admin", availability = "online", firstName } = {}) => {
      const agent = await staffWithRole(
        browser,
        role,
        { firstName: firstName ?? "Morgan" },
        availability,
      );
      agents.push(agent);
      return agent;
    });
    for (const agent of agents) {
      const context = await browser.newContext({ baseURL: baseUrl() });
      await signInViaApi(context, agent.email, agent.password);
      await setChatAvailability(context, "away");
      await context.close();
    }
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  axe: async ({}, use, testInfo) => {
    await use((page) => expectNoA11yViolations(page, testInfo));
  },
});
