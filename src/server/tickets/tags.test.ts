import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TicketTagsResponse } from "../../contract/ticket-triage";
import type {
  CustomerTicketDetail,
  TicketDetail,
  TicketQueueResponse,
} from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { MAX_TAGS_PER_TICKET, TOO_MANY_TAGS_MESSAGE } from "../../domain/ticket-triage";
import { auditLog, supportTickets } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createQueueReader } from "../testing/queue-reader";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, MISSING_ID, type TestStaff } from "../testing/staff";
import { createTestContext, type TestCallInput, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";

let ctx: TestContext;
let carol: TestUser;
let agent: TestStaff;
let reader: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  carol = await createTestUser(ctx);
  agent = await createTestStaff(ctx, { role: "Support Agent" });
  reader = await createQueueReader(ctx);
});
afterAll(() => ctx.close());

const addTag = (id: string, tag: string, cookie = agent.cookie) =>
  ctx.call(ticketsApi.addTag, { params: { id }, cookie, body: { tag } });
const removeTag = (id: string, tag: string, cookie = agent.cookie) =>
  ctx.call(ticketsApi.removeTag, { params: { id, tag }, cookie });
const tagsOf = async (id: string) =>
  (
    await ctx.db
      .select({ tags: supportTickets.tags })
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
  )[0]!.tags;
const tagAudits = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "tickets.tags")));
const queue = async (query: TestCallInput["query"]) =>
  (await ctx.call(ticketsApi.queue, { query, cookie: agent.cookie })).json<TicketQueueResponse>();

describe("adding and removing tags", () => {
  it("lower-cases and trims a tag, ignores a duplicate, and audits each change", async () => {
    const ticket = await openTestTicket(ctx, carol);
    const added = await addTag(ticket.id, "  iOS-App ");
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<TicketDetail>().tags).toEqual(["ios-app"]);
    expect((await addTag(ticket.id, "IOS-APP")).statusCode).toBe(200);
    await addTag(ticket.id, "refund");
    expect(await tagsOf(ticket.id)).toEqual(["ios-app", "refund"]);
    const removed = await removeTag(ticket.id, "IOS-app");
    expect(removed.json<TicketDetail>().tags).toEqual(["refund"]);
    expect((await removeTag(ticket.id, "never-there")).statusCode).toBe(200);
    const audits = await tagAudits(ticket.id);
    expect(audits.map((a) => [a.actorId, a.before, a.after])).toEqual([
      [agent.id, { tags: [] }, { tags: ["ios-app"] }],
      [agent.id, { tags: ["ios-app"] }, { tags: ["ios-app", "refund"] }],
      [agent.id, { tags: ["ios-app", "refund"] }, { tags: ["refund"] }],
    ]);
  });

  it.each([
    ["", "Enter a tag"],
    ["two words", "Use letters, digits and '-' only"],
    ["x".repeat(33), "A tag is at most 32 characters"],
  ])("refuses %j under the tag field", async (tag, message) => {
    const ticket = await openTestTicket(ctx, carol);
    const response = await addTag(ticket.id, tag);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.tag).toBe(message);
    expect(await tagsOf(ticket.id)).toEqual([]);
  });

  it(`holds at most ${MAX_TAGS_PER_TICKET} tags`, async () => {
    const ticket = await openTestTicket(ctx, carol);
    for (let i = 0; i < MAX_TAGS_PER_TICKET; i++)
      expect((await addTag(ticket.id, `t${i}`)).statusCode).toBe(200);
    const refused = await addTag(ticket.id, "one-more");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.tag).toBe(TOO_MANY_TAGS_MESSAGE);
    expect(await tagsOf(ticket.id)).toHaveLength(MAX_TAGS_PER_TICKET);
  });

  it("is refused without support.respond; a missing ticket is 404", async () => {
    const ticket = await openTestTicket(ctx, carol);
    expect((await addTag(ticket.id, "nope", reader.cookie)).statusCode).toBe(403);
    await addTag(ticket.id, "kept");
    expect((await removeTag(ticket.id, "kept", reader.cookie)).statusCode).toBe(403);
    expect(await tagsOf(ticket.id)).toEqual(["kept"]);
    expect((await addTag(MISSING_ID, "any")).statusCode).toBe(404);
    expect((await removeTag(MISSING_ID, "any")).statusCode).toBe(404);
  });

  it("keeps both tags when two agents tag one ticket at once", async () => {
    const tickets = await Promise.all(Array.from({ length: 8 }, () => openTestTicket(ctx, carol)));
    const { first, second } = await racePairs(
      tickets,
      (t) => addTag(t.id, "left"),
      (t) => addTag(t.id, "right"),
    );
    expectStatusesIn([...first, ...second], [200]);
    for (const t of tickets) expect([...(await tagsOf(t.id))].sort()).toEqual(["left", "right"]);
  });

  it("are the desk's own: the customer's view of the ticket leaves them out", async () => {
    const ticket = await openTestTicket(ctx, carol);
    await addTag(ticket.id, "vip-angry");
    const mine = await ctx.call(ticketsApi.getMine, {
      params: { id: ticket.id },
      cookie: carol.cookie,
    });
    expect(mine.json<CustomerTicketDetail>()).not.toHaveProperty("tags");
    expect(mine.body).not.toContain("vip-angry");
    expect((await ctx.call(ticketsApi.listMine, { cookie: carol.cookie })).body).not.toContain(
      "vip-angry",
    );
  });
});

describe("the tag filter and suggestions", () => {
  it("filters the queue to tickets carrying the tag, whatever its case", async () => {
    const [a, b, c] = await Promise.all([
      openTestTicket(ctx, carol),
      openTestTicket(ctx, carol),
      openTestTicket(ctx, carol),
    ]);
    await addTag(a.id, "sync-bug");
    await addTag(b.id, "sync-bug");
    await addTag(b.id, "android");
    await addTag(c.id, "android");
    const ids = (r: TicketQueueResponse) => r.tickets.map((t) => t.id).sort();
    expect(ids(await queue({ tag: "sync-bug" }))).toEqual([a.id, b.id].sort());
    expect(ids(await queue({ tag: "SYNC-BUG" }))).toEqual([a.id, b.id].sort());
    expect((await queue({ tag: "sync-bug" })).total).toBe(2);
    expect((await queue({ tag: "android" })).tickets.find((t) => t.id === b.id)?.tags).toEqual([
      "sync-bug",
      "android",
    ]);
    expect((await queue({ tag: "nobody-uses-this" })).total).toBe(0);
  });

  it("refuses a malformed tag filter with the field", async () => {
    const response = await ctx.call(ticketsApi.queue, {
      query: { tag: "two words" },
      cookie: agent.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.tag).toBeDefined();
  });

  it("suggests the tags in use, most used first", async () => {
    const tickets = await Promise.all([
      openTestTicket(ctx, carol),
      openTestTicket(ctx, carol),
      openTestTicket(ctx, carol),
    ]);
    for (const t of tickets) await addTag(t.id, "zz-common");
    await addTag(tickets[0].id, "zz-rare");
    const response = await ctx.call(ticketsApi.listTags, { cookie: reader.cookie });
    expect(response.statusCode).toBe(200);
    const { tags } = response.json<TicketTagsResponse>();
    const rows = await ctx.db.select({ tags: supportTickets.tags }).from(supportTickets);
    expect(new Set(tags)).toEqual(new Set(rows.flatMap((r) => r.tags)));
    expect(tags.indexOf("zz-common")).toBeLessThan(tags.indexOf("zz-rare"));
  });
});
