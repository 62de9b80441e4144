import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueueFiltersResponse, QueueFilterSet } from "../../contract/ticket-queue";
import type { TicketQueueResponse } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { departments, departmentStaff, staffQueueFilters, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

let ctx: TestContext;
let customer: TestUser;
let agnes: TestStaff;
let bruno: TestStaff;
let analyst: TestStaff;
let billingId: string;
let technicalId: string;
let generalId: string;

const departmentNamed = async (name: string) =>
  (await ctx.db.select().from(departments).where(eq(departments.name, name)))[0]!.id;
const queue = async (who: TestStaff, query: TestCallInput["query"]) => {
  const response = await ctx.call(ticketsApi.queue, {
    query: { pageSize: 100, ...query },
    cookie: who.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketQueueResponse>();
};
const idsOf = (r: TicketQueueResponse) => r.tickets.map((t) => t.id).sort();
const assign = (ticketId: string, to: TestStaff) =>
  ctx.call(ticketsApi.assign, {
    params: { id: ticketId },
    cookie: agnes.cookie,
    body: { assignedTo: to.id },
  });
const getFilters = (who: TestStaff) => ctx.call(ticketsApi.getQueueFilters, { cookie: who.cookie });
const putFilters = (who: TestStaff, filters: object) =>
  ctx.call(ticketsApi.saveQueueFilters, { cookie: who.cookie, body: filters });
const filterSet = (over: Partial<QueueFilterSet> = {}): QueueFilterSet => ({
  view: "all",
  departmentId: "",
  status: "",
  priority: "",
  ...over,
});

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await createTestUser(ctx, { firstName: "Quinn", lastName: "Viewer" });
  agnes = await createTestStaff(ctx, { role: "Support Agent", firstName: "Agnes" });
  bruno = await createTestStaff(ctx, { role: "Support Agent", firstName: "Bruno" });
  analyst = await createTestStaff(ctx, { role: "Analyst" });
  billingId = await departmentNamed("Billing");
  technicalId = await departmentNamed("Technical");
  generalId = await departmentNamed("General");
  // Agnes works Billing and Technical; Bruno belongs to no department.
  await ctx.db.insert(departmentStaff).values([
    { departmentId: billingId, userId: agnes.id },
    { departmentId: technicalId, userId: agnes.id },
  ]);
});
afterAll(() => ctx.close());

describe("queue views", () => {
  it("'My tickets' is the viewer's, 'Unassigned' nobody's, 'All' both, with each view's count", async () => {
    const tag = `views-${Date.now()}`;
    const forAgnes = await openTestTicket(ctx, customer, { subject: `${tag} a` });
    const forBruno = await openTestTicket(ctx, customer, { subject: `${tag} b` });
    const nobody = await openTestTicket(ctx, customer, { subject: `${tag} c` });
    expect((await assign(forAgnes.id, agnes)).statusCode).toBe(200);
    expect((await assign(forBruno.id, bruno)).statusCode).toBe(200);

    expect(idsOf(await queue(agnes, { q: tag, view: "mine" }))).toEqual([forAgnes.id]);
    expect(idsOf(await queue(bruno, { q: tag, view: "mine" }))).toEqual([forBruno.id]);
    expect(idsOf(await queue(agnes, { q: tag, view: "unassigned" }))).toEqual([nobody.id]);
    const all = await queue(agnes, { q: tag });
    expect(idsOf(all)).toEqual([forAgnes.id, forBruno.id, nobody.id].sort());
    expect(all.viewCounts).toEqual({ all: 3, mine: 1, unassigned: 1 });
    expect((await queue(agnes, { q: tag, view: "mine" })).total).toBe(1);
  });

  it("'mine' is the session's viewer: an id sent alongside changes nothing, and the whole queue holds no one else's", async () => {
    const mine = await queue(bruno, { view: "mine", viewerId: agnes.id, userId: agnes.id });
    expect(mine.tickets.length).toBeGreaterThan(0);
    expect(mine.tickets.every((t) => t.assignedTo?.id === bruno.id)).toBe(true);
    const rows = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.assignedTo, bruno.id));
    expect(mine.total).toBe(rows.length);
    // Someone with no ticket assigned sees an empty "My tickets", not the others'.
    const viewer = await createTestStaff(ctx, { role: "Support Agent" });
    expect((await queue(viewer, { view: "mine" })).tickets).toEqual([]);
  });

  it("refuses an unknown view or department scope with the field named", async () => {
    for (const [query, field] of [
      [{ view: "everyone" }, "view"],
      [{ departmentId: "theirs" }, "departmentId"],
    ] as const) {
      const response = await ctx.call(ticketsApi.queue, { query, cookie: agnes.cookie });
      expect([response.statusCode, Object.keys(response.json().error.fields)]).toEqual([
        400,
        [field],
      ]);
    }
  });
});

describe("department scope", () => {
  it("'My departments' holds the tickets of the viewer's departments only; one department its own", async () => {
    const tag = `scope-${Date.now()}`;
    const billing = await openTestTicket(ctx, customer, {
      subject: `${tag} billing`,
      departmentId: billingId,
    });
    const technical = await openTestTicket(ctx, customer, {
      subject: `${tag} technical`,
      departmentId: technicalId,
    });
    await openTestTicket(ctx, customer, { subject: `${tag} general`, departmentId: generalId });
    await openTestTicket(ctx, customer, { subject: `${tag} none`, departmentId: null });

    expect(idsOf(await queue(agnes, { q: tag, departmentId: "mine" }))).toEqual(
      [billing.id, technical.id].sort(),
    );
    expect(idsOf(await queue(agnes, { q: tag, departmentId: technicalId }))).toEqual([
      technical.id,
    ]);
    expect((await queue(agnes, { q: tag })).total).toBe(4);
    // Bruno belongs to no department: "My departments" is empty for him, whoever else belongs.
    expect((await queue(bruno, { q: tag, departmentId: "mine" })).tickets).toEqual([]);
    // The view counts follow the scope.
    expect((await queue(agnes, { q: tag, departmentId: "mine" })).viewCounts).toEqual({
      all: 2,
      mine: 0,
      unassigned: 2,
    });
  });
});

describe("remembered queue filters", () => {
  it("start on 'My departments' for an agent of departments, on everything for others, unsaved", async () => {
    const agnesStart = (await getFilters(agnes)).json<QueueFiltersResponse>();
    expect(agnesStart).toEqual({
      filters: filterSet({ departmentId: "mine" }),
      isSaved: false,
      myDepartments: expect.any(Array),
    });
    expect(agnesStart.myDepartments.map((d) => d.id).sort()).toEqual(
      [billingId, technicalId].sort(),
    );
    expect((await getFilters(bruno)).json<QueueFiltersResponse>()).toEqual({
      filters: filterSet(),
      isSaved: false,
      myDepartments: [],
    });
  });

  it("are kept per agent: one agent's save is theirs alone, and reads back on any later request", async () => {
    const agnesChoice = filterSet({
      view: "mine",
      departmentId: technicalId,
      status: "open",
      priority: "high",
    });
    const saved = await putFilters(agnes, agnesChoice);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getFilters(agnes)).json<QueueFiltersResponse>()).toMatchObject({
      filters: agnesChoice,
      isSaved: true,
    });
    // Bruno neither reads Agnes's filters nor, by saving his own, changes hers.
    expect((await getFilters(bruno)).json<QueueFiltersResponse>().isSaved).toBe(false);
    expect((await putFilters(bruno, filterSet({ view: "unassigned" }))).statusCode).toBe(200);
    expect((await getFilters(agnes)).json<QueueFiltersResponse>().filters).toEqual(agnesChoice);
    expect((await getFilters(bruno)).json<QueueFiltersResponse>().filters).toEqual(
      filterSet({ view: "unassigned" }),
    );
    const rows = await ctx.db.select().from(staffQueueFilters);
    expect(rows.filter((r) => r.userId === agnes.id || r.userId === bruno.id)).toHaveLength(2);
  });

  it("keep no search: a search sent along is not stored", async () => {
    expect(
      (await putFilters(bruno, { ...filterSet({ status: "waiting" }), q: "refund" })).statusCode,
    ).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(staffQueueFilters)
      .where(eq(staffQueueFilters.userId, bruno.id));
    expect(row!.filters).toEqual(filterSet({ status: "waiting" }));
  });

  it("refuses a bad value with its field and keeps what was saved", async () => {
    const before = (await getFilters(agnes)).json<QueueFiltersResponse>().filters;
    for (const [body, field] of [
      [filterSet({ status: "done" as never }), "status"],
      [filterSet({ departmentId: "everyone" }), "departmentId"],
      [filterSet({ departmentId: "00000000-0000-4000-8000-000000000000" }), "departmentId"],
      [filterSet({ priority: "someday" as never }), "priority"],
      [{ ...filterSet(), view: undefined }, "view"],
    ] as const) {
      const response = await putFilters(agnes, body);
      expect(
        [response.statusCode, Object.keys(response.json().error.fields)],
        JSON.stringify(body),
      ).toEqual([400, [field]]);
    }
    expect((await getFilters(agnes)).json<QueueFiltersResponse>().filters).toEqual(before);
  });

  it("drop a department deleted since it was saved", async () => {
    const [temporary] = await ctx.db
      .insert(departments)
      .values({ name: `Temporary ${Date.now()}`, color: "#123456" })
      .returning();
    expect((await putFilters(bruno, filterSet({ departmentId: temporary!.id }))).statusCode).toBe(
      200,
    );
    await ctx.db.delete(departments).where(eq(departments.id, temporary!.id));
    expect((await getFilters(bruno)).json<QueueFiltersResponse>()).toMatchObject({
      filters: filterSet(),
      isSaved: true,
    });
  });

  it("need support.view", async () => {
    expect((await getFilters(analyst)).statusCode).toBe(403);
    expect((await putFilters(analyst, filterSet())).statusCode).toBe(403);
  });

  it("two saves at once from two tabs leave one row holding one of them", async () => {
    const agents = await Promise.all(
      Array.from({ length: 8 }, () => createTestStaff(ctx, { role: "Support Agent" })),
    );
    const first = filterSet({ view: "mine" });
    const second = filterSet({ view: "unassigned", status: "open" });
    const { first: a, second: b } = await racePairs(
      agents,
      (who) => putFilters(who, first),
      (who) => putFilters(who, second),
    );
    expectStatusesIn([...a, ...b], [200]);
    for (const who of agents) {
      const rows = await ctx.db
        .select()
        .from(staffQueueFilters)
        .where(eq(staffQueueFilters.userId, who.id));
      expect(rows).toHaveLength(1);
      expect([first, second]).toContainEqual(rows[0]!.filters);
    }
  });
});
