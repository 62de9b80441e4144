import type { Locator, Page } from "@playwright/test";
import {
  expect,
  test,
  baseUrl,
  ROOT,
  screenshot,
  signInViaApi,
  VIEWPORTS,
} from "./playwright-utils";

/** Chromium logs every 4xx answer as a console error; none is expected here, but keep the journeys' filter. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[0134]/.test(e));

// The longest values the API accepts (src/contract): names 80 (auth.ts), e-mail 254 (auth.ts), ticket
// subject 200 (tickets.ts), department name 80 and description 500 (departments.ts). "W" is the widest
// letter, and one unbroken word is the worst case: nothing lets it wrap.
const stamp = `${Date.now()}`;
const pad = (start: string, length: number) => `${start}${"W".repeat(length - start.length)}`;
const firstName = pad(`Long${stamp}`, 80);
const lastName = pad("Name", 80);
const email = `${pad(`long${stamp}`, 64).toLowerCase()}@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(57)}.com`;
const subject = pad(`Subject${stamp}`, 200);
const departmentName = pad(`Desk${stamp}`, 80);
const departmentDescription = `${"A very long description of a desk. ".repeat(14)}`.slice(0, 500);

let ticketNumber = "";

test.beforeAll(async ({ browser }) => {
  expect(email).toHaveLength(254);
  const customer = await browser.newContext({ baseURL: baseUrl() });
  const password = "Journey1pass";
  const signup = await customer.request.post("/api/auth/signup", {
    headers: { origin: baseUrl() },
    data: {
      firstName,
      lastName,
      email,
      birthday: "1990-02-03",
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const admin = await browser.newContext({ baseURL: baseUrl() });
  await signInViaApi(admin, ROOT.email, ROOT.password);
  const department = await admin.request.post("/api/admin/departments", {
    headers: { origin: baseUrl() },
    data: {
      name: departmentName,
      description: departmentDescription,
      color: "#7C3AED",
      sortOrder: 9000,
      isActive: true,
    },
  });
  expect(department.status(), await department.text()).toBe(201);
  const departmentId = ((await department.json()) as { id: string }).id;
  await admin.close();

  const ticket = await customer.request.post("/api/tickets", {
    headers: { origin: baseUrl() },
    data: {
      subject,
      description: "A ticket whose subject is as long as the form allows.",
      category: "Technical",
      departmentId,
      priority: "high",
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  ticketNumber = ((await ticket.json()) as { ticketNumber: string }).ticketNumber;
  await customer.close();
});

/** Nothing on the page, and nothing inside `container`, scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, container: Locator) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
  const inner = await container.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(inner.scroll, "the table's container scrolls sideways").toBeLessThanOrEqual(inner.client);
}

/** The outermost elements that stick out past the window's right edge, to say why a page is too wide. */
function widestElements(page: Page): Promise<string> {
  return page.evaluate(() => {
    const right = (el: Element) => el.getBoundingClientRect().right;
    return [...document.querySelectorAll("body *")]
      .filter(
        (el) =>
          right(el) > window.innerWidth + 1 &&
          (!el.parentElement || right(el.parentElement) <= window.innerWidth + 1),
      )
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 80)} right=${Math.round(right(el))}`,
      )
      .join("\n");
  });
}

/** The text is cut (an ellipsis, whole in the tooltip), and written out in full once its row has keyboard focus. */
async function expectCutThenWholeOnFocus(text: Locator, full: string, focusable: Locator) {
  expect(await text.getAttribute("title")).toBe(full);
  expect(await text.textContent()).toBe(full);
  const isClipped = () =>
    text.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1);
  expect(await isClipped()).toBe(true);
  await focusable.focus();
  expect(await isClipped()).toBe(false);
  await focusable.blur();
}

const pages = [
  {
    name: "users",
    path: () => `/admin/users?search=${stamp}`,
    heading: "User Management",
    ready: () => firstName,
  },
  {
    name: "support-queue",
    path: () => `/admin/support?q=${stamp}`,
    heading: "Support Queue",
    ready: () => ticketNumber,
  },
  { name: "dashboard", path: () => "/admin", heading: "Dashboard", ready: () => ticketNumber },
] as const;

test.describe("staff screens with the longest names, e-mails and subjects the API accepts", () => {
  test(
    "User Management cuts the name and e-mail, keeps the row on screen at 1280 px, and shows them whole on focus",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto(`/admin/users?search=${stamp}`);
      const table = page.getByRole("table", { name: "Users" });
      const row = table.getByRole("row").filter({ hasText: firstName });
      await row.waitFor();
      await expectNoSidewaysScroll(page, table.locator(".."));
      const name = `${firstName} ${lastName}`;
      const manage = row.getByRole("button", { name: `Manage ${name}` });
      expect(await manage.isVisible()).toBe(true);
      expect(
        (await manage.boundingBox())!.x + (await manage.boundingBox())!.width,
      ).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
      await expectCutThenWholeOnFocus(
        row.getByTitle(name),
        name,
        row.getByRole("button", { name, exact: true }),
      );
      await expectCutThenWholeOnFocus(
        row.getByTitle(email),
        email,
        row.getByRole("button", { name, exact: true }),
      );
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "the Support Queue cuts subject, customer and department, and keeps View and the status dropdown on screen at 1280 px",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto(`/admin/support?q=${stamp}`);
      const table = page.getByRole("table", { name: "Support tickets" });
      const row = table.getByRole("row").filter({ hasText: ticketNumber });
      await row.waitFor();
      await expectNoSidewaysScroll(page, table.locator(".."));
      const status = row.getByLabel(`Status of ${ticketNumber}`);
      const box = (await status.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
      const view = row.getByRole("link", { name: `View ${ticketNumber}` });
      await expectCutThenWholeOnFocus(row.getByTitle(subject), subject, view);
      await expectCutThenWholeOnFocus(
        row.getByTitle(`${firstName} ${lastName}`),
        `${firstName} ${lastName}`,
        status,
      );
      expect(await row.getByTitle(departmentName).textContent()).toContain(departmentName);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "the dashboard cuts a recent ticket's subject and customer at 1280 px",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin");
      const recent = page.locator("li").filter({ hasText: ticketNumber });
      await recent.waitFor();
      await expectNoSidewaysScroll(page, recent);
      const link = recent.getByRole("link");
      await expectCutThenWholeOnFocus(
        recent.getByTitle(`${ticketNumber} · ${subject}`),
        `${ticketNumber} · ${subject}`,
        link,
      );
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(
    "Department Management clamps a 500-character description to two lines",
    { tag: "@desktop" },
    async ({ openPage }) => {
      const { page, context, consoleErrors } = await openPage();
      await signInViaApi(context, ROOT.email, ROOT.password);
      await page.goto("/admin/departments");
      const description = page
        .getByRole("list", { name: "Departments" })
        .getByText(departmentDescription.slice(0, 40));
      await description.waitFor();
      const lines = await description.evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
      expect(lines).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.desktop.width,
      );
      await screenshot(page, "admin-long-text-departments-1280");
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  test(`passes axe with the long values`, async ({ width: viewport, axe, openPage }) => {
    const { page, context, consoleErrors } = await openPage();
    await signInViaApi(context, ROOT.email, ROOT.password);
    for (const { name, path, heading, ready } of pages) {
      await page.goto(path());
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.getByText(ready()).first().waitFor({ state: "attached" });
      await screenshot(page, `admin-long-text-${name}-${VIEWPORTS[viewport].width}`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        await widestElements(page),
      ).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      await axe(page);
    }
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
