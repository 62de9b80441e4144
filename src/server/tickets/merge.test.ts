import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsersApi } from "../../contract/admin-users";
import type { MergeTargetsResponse } from "../../contract/ticket-triage";
import type { CustomerTicketDetail, TicketDetail } from "../../contract/tickets";
import { ticketsApi } from "../../contract/tickets-api";
import { auditLog, supportTickets, ticketMessages } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createQueueReader } from "../testing/queue-reader";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, MISSING_ID, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { openTestTicket } from "../testing/tickets";
import { MERGED_TICKET_REPLY } from "./service";

let ctx: TestContext;
let carol: TestUser;
let dan: TestUser;
let agent: TestStaff;
let reader: TestStaff;
let root: TestStaff;

beforeAll(async () => {
  ctx = await createTestContext();
  carol = await createTestUser(ctx, { firstName: "Carol", lastName: "Vance" });
  dan = await createTestUser(ctx);
  agent = await createTestStaff(ctx, {
    role: "Support Agent",
    firstName: "Agnes",
    lastName: "Responder",
  });
  reader = await createQueueReader(ctx);
  root = await createTestStaff(ctx, { role: "Super Admin" });
});
afterAll(() => ctx.close());

const merge = (id: string, targetId: string, cookie = agent.cookie) =>
  ctx.call(ticketsApi.merge, { params: { id }, cookie, body: { targetId } });
const staffView = async (id: string) =>
  (await ctx.call(ticketsApi.get, { params: { id }, cookie: agent.cookie })).json<TicketDetail>();
const rowOf = async (id: string) =>
  (await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;
const say = (id: string, body: string, internal = false) =>
  ctx.call(ticketsApi.reply, { params: { id }, cookie: agent.cookie, body: { body, internal } });
const setStatus = (id: string, status: string) =>
  ctx.call(ticketsApi.setStatus, { params: { id }, cookie: agent.cookie, body: { status } });
const auditsOf = (id: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

describe("merging a ticket into another of the same customer", () => {
  it("copies the description and messages into the target in time order, notes it, closes the source and audits both", async () => {
    const source = await openTestTicket(ctx, carol, {
      subject: "Scale not syncing",
      description: "My scale stopped syncing",
    });
    const target = await openTestTicket(ctx, carol, { subject: "Weight missing" });
    await say(source.id, "Which scale model?");
    await say(source.id, "Customer sounds upset", true);
    await say(target.id, "Looking into it");
    const response = await merge(source.id, target.id);
    expect(response.statusCode, response.body).toBe(200);
    const merged = response.json<TicketDetail>();
    expect(merged).toMatchObject({
      id: source.id,
      status: "closed",
      mergedInto: { id: target.id, ticketNumber: target.ticketNumber },
    });
    expect(merged.closedAt).not.toBeNull();
    expect(await rowOf(source.id)).toMatchObject({
      status: "closed",
      mergedIntoId: target.id,
      resolvedAt: null,
    });

    const thread = (await staffView(target.id)).messages;
    const times = thread.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort());
    expect(thread.map((m) => [m.body, m.isInternal, m.authorName])).toEqual([
      [
        `${source.ticketNumber}: Scale not syncing\n\nMy scale stopped syncing`,
        false,
        "Carol Vance",
      ],
      ["Which scale model?", false, "Agnes Responder"],
      ["Customer sounds upset", true, "Agnes Responder"],
      ["Looking into it", false, "Agnes Responder"],
      [`Merged from ${source.ticketNumber}: Scale not syncing`, false, "Agnes Responder"],
    ]);
    expect(thread[0]!.createdAt).toBe(source.createdAt);
    // The source keeps its own thread as it was.
    expect((await staffView(source.id)).messages.map((m) => m.body)).toEqual([
      "Which scale model?",
      "Customer sounds upset",
    ]);
    expect(
      (await auditsOf(source.id, "tickets.merge")).map((a) => [a.actorId, a.before, a.after]),
    ).toEqual([
      [
        agent.id,
        { status: "open", mergedIntoId: null },
        { status: "closed", mergedIntoId: target.id },
      ],
    ]);
    expect((await auditsOf(target.id, "tickets.merged_in")).map((a) => a.after)).toEqual([
      { mergedFrom: source.id, ticketNumber: source.ticketNumber },
    ]);
  });

  it("tells the customer: the source says where it went, the target's copy leaves internal notes out", async () => {
    const source = await openTestTicket(ctx, carol);
    const target = await openTestTicket(ctx, carol);
    await say(source.id, "Internal only", true);
    expect((await merge(source.id, target.id)).statusCode).toBe(200);
    const mine = (
      await ctx.call(ticketsApi.getMine, { params: { id: source.id }, cookie: carol.cookie })
    ).json<CustomerTicketDetail>();
    expect(mine.mergedInto).toEqual({ id: target.id, ticketNumber: target.ticketNumber });
    const theirs = await ctx.call(ticketsApi.getMine, {
      params: { id: target.id },
      cookie: carol.cookie,
    });
    expect(theirs.body).not.toContain("Internal only");
    expect(theirs.json<CustomerTicketDetail>().messages.at(-1)!.body).toBe(
      `Merged from ${source.ticketNumber}: Something is wrong`,
    );
  });

  it("refuses the customer's answer on the merged ticket (a page opened before the merge), which stays closed", async () => {
    const source = await openTestTicket(ctx, carol);
    const target = await openTestTicket(ctx, carol);
    expect((await merge(source.id, target.id)).statusCode).toBe(200);
    const answer = await ctx.call(ticketsApi.answer, {
      params: { id: source.id },
      cookie: carol.cookie,
      body: { body: "Any news?" },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe(MERGED_TICKET_REPLY);
    expect(await rowOf(source.id)).toMatchObject({ status: "closed" });
    const bodies = (
      await ctx.db
        .select({ body: ticketMessages.body })
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, source.id))
    ).map((m) => m.body);
    expect(bodies).not.toContain("Any news?");
  });

  it("stops an open source's resolution clock when closing it, as any status change to closed does", async () => {
    const source = await openTestTicket(ctx, carol);
    const target = await openTestTicket(ctx, carol);
    expect((await rowOf(source.id)).slaPausedAt).toBeNull();
    expect((await merge(source.id, target.id)).statusCode).toBe(200);
    const closed = await rowOf(source.id);
    expect(closed.status).toBe("closed");
    expect(closed.slaPausedAt).not.toBeNull();
  });

  it("keeps a resolved source's resolution time when closing it", async () => {
    const source = await openTestTicket(ctx, carol);
    const target = await openTestTicket(ctx, carol);
    const resolvedAt = (await setStatus(source.id, "resolved")).json<TicketDetail>().resolvedAt;
    expect((await merge(source.id, target.id)).json<TicketDetail>()).toMatchObject({
      status: "closed",
      resolvedAt,
    });
  });
});

describe("what may be merged", () => {
  it("lists the customer's other open tickets as targets, not itself, closed, merged or other customers' ones", async () => {
    const fresh = await createTestUser(ctx);
    const [source, open, waiting, closed, mergedAway] = await Promise.all(
      Array.from({ length: 5 }, () => openTestTicket(ctx, fresh)),
    );
    await setStatus(waiting!.id, "waiting");
    await setStatus(closed!.id, "closed");
    await merge(mergedAway!.id, open!.id);
    await openTestTicket(ctx, dan);
    const response = await ctx.call(ticketsApi.listMergeTargets, {
      params: { id: source!.id },
      cookie: reader.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<MergeTargetsResponse>()
        .tickets.map((t) => t.id)
        .sort(),
    ).toEqual([open!.id, waiting!.id].sort());
    expect(
      (
        await ctx.call(ticketsApi.listMergeTargets, {
          params: { id: MISSING_ID },
          cookie: agent.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses itself and another customer's ticket under the field (400)", async () => {
    const mine = await openTestTicket(ctx, carol);
    const other = await openTestTicket(ctx, dan);
    for (const targetId of [mine.id, other.id, MISSING_ID, "T-000001"]) {
      const response = await merge(mine.id, targetId);
      expect(response.statusCode, targetId).toBe(400);
      expect(response.json().error.fields.targetId).toBeDefined();
    }
    expect((await merge(mine.id, other.id)).json().error.fields.targetId).toBe(
      "Choose another ticket of the same customer",
    );
    expect(await rowOf(mine.id)).toMatchObject({ status: "open", mergedIntoId: null });
  });

  it("refuses a closed or resolved target, a target merged away and a source merged already (409), with a clear message", async () => {
    const [a, b, c, d] = await Promise.all(
      Array.from({ length: 4 }, () => openTestTicket(ctx, carol)),
    );
    await setStatus(b!.id, "closed");
    const closedTarget = await merge(a!.id, b!.id);
    expect(closedTarget.statusCode).toBe(409);
    expect(closedTarget.json().error.message).toBe(
      `${b!.ticketNumber} is closed: choose a ticket that is still open, or reopen it first`,
    );
    await setStatus(b!.id, "resolved");
    expect((await merge(a!.id, b!.id)).statusCode).toBe(409);
    expect((await merge(c!.id, d!.id)).statusCode).toBe(200);
    expect((await merge(a!.id, c!.id)).json().error.message).toBe(
      `${c!.ticketNumber} was itself merged into another ticket`,
    );
    expect((await merge(c!.id, a!.id)).json().error.message).toBe(
      `${c!.ticketNumber} was already merged into another ticket`,
    );
    expect(
      await ctx.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, a!.id)),
    ).toEqual([]);
  });

  it("is refused without support.respond; a missing source is 404", async () => {
    const [a, b] = await Promise.all([openTestTicket(ctx, carol), openTestTicket(ctx, carol)]);
    expect((await merge(a.id, b.id, reader.cookie)).statusCode).toBe(403);
    expect((await merge(a.id, b.id, carol.cookie)).statusCode).toBe(403);
    expect((await rowOf(a.id)).mergedIntoId).toBeNull();
    expect((await merge(MISSING_ID, b.id)).statusCode).toBe(404);
  });
});

describe("merges racing", () => {
  const PAIRS = 8;
  const pairsOf = async (customer: () => Promise<TestUser>) =>
    Promise.all(
      Array.from({ length: PAIRS }, async () => {
        const user = await customer();
        return { user, a: await openTestTicket(ctx, user), b: await openTestTicket(ctx, user) };
      }),
    );

  it("two tickets merged into each other at once: one merge wins, the other is a 409, never both", async () => {
    const pairs = await pairsOf(async () => carol);
    const { first, second } = await racePairs(
      pairs,
      (p) => merge(p.a.id, p.b.id),
      (p) => merge(p.b.id, p.a.id),
    );
    expectStatusesIn([...first, ...second], [200, 409]);
    for (const [i, p] of pairs.entries()) {
      expect([first[i]!.statusCode, second[i]!.statusCode].sort()).toEqual([200, 409]);
      const rows = await ctx.db
        .select()
        .from(supportTickets)
        .where(inArray(supportTickets.id, [p.a.id, p.b.id]));
      expect(rows.filter((r) => r.mergedIntoId !== null)).toHaveLength(1);
    }
  });

  it("the same merge sent twice at once copies the thread once", async () => {
    const pairs = await pairsOf(async () => carol);
    const { first, second } = await racePairs(
      pairs,
      (p) => merge(p.a.id, p.b.id),
      (p) => merge(p.a.id, p.b.id),
    );
    for (const [i, p] of pairs.entries()) {
      expect([first[i]!.statusCode, second[i]!.statusCode].sort()).toEqual([200, 409]);
      // The description's copy and the note: once each.
      expect(
        await ctx.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, p.b.id)),
      ).toHaveLength(2);
    }
  });

  it("racing the customer's account deletion: merged first (200) or refused once the customer is gone (409)", async () => {
    const pairs = await pairsOf(() => createTestUser(ctx));
    const { first: merges, second: deletes } = await racePairs(
      pairs,
      (p) => merge(p.a.id, p.b.id),
      (p) => ctx.call(adminUsersApi.remove, { params: { id: p.user.id }, cookie: root.cookie }),
    );
    expectStatusesIn(merges, [200, 409]);
    expectStatusesIn(deletes, [200]);
    for (const [i, p] of pairs.entries()) {
      const source = await rowOf(p.a.id);
      expect(source.userId).toBeNull();
      expect(source.mergedIntoId).toBe(merges[i]!.statusCode === 200 ? p.b.id : null);
    }
  });
});
