import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatApi } from "../../contract/chat-api";
import { joinedMessage } from "../../domain/chat";
import { auditLog, chatMessages, chatSessions, supportTickets } from "../db/schema";
import { expectStatusesIn, racePairs } from "../testing/races";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { agentPost, startTestChat } from "../testing/chat-console";

/*
 * Accepts at the same moment. On the PostgreSQL server (TEST_DATABASE_URL) the requests run on
 * separate connections and interleave; on PGlite they run one after the other and the answers must
 * be the same.
 */

let ctx: TestContext;
let sam: TestStaff;
let kim: TestStaff;
let admin: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  sam = await createTestStaff(ctx, { role: "Support Agent", firstName: "Sam" });
  kim = await createTestStaff(ctx, { role: "Support Agent", firstName: "Kim" });
  admin = await createTestStaff(ctx, { role: "Admin" });
});
afterAll(() => ctx.close());

const setLimit = async (max: number) => {
  const response = await ctx.call(chatApi.saveSettings, {
    cookie: admin.cookie,
    body: { maxChatsPerAgent: max },
  });
  expect(response.statusCode).toBe(200);
};
const accept = (who: TestStaff, id: string) =>
  agentPost(ctx, who, chatApi.accept, { params: { id } });

describe("two agents accepting the same chat at once", () => {
  it("lets exactly one win, tells the other who has it, and writes one join message and one audit entry", async () => {
    // Room for every win of one agent: the limit is the next test's subject.
    await setLimit(50);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await startTestChat(ctx, { departmentId: null }));
    const { first, second } = await racePairs(
      ids,
      (id) => accept(sam, id),
      (id) => accept(kim, id),
    );
    expectStatusesIn([...first, ...second], [200, 409]);
    ids.forEach((id, i) => {
      const pair = [first[i]!, second[i]!];
      expect(
        pair.filter((r) => r.statusCode === 200),
        id,
      ).toHaveLength(1);
      const loser = pair.find((r) => r.statusCode === 409)!;
      const winner = first[i]!.statusCode === 200 ? "Sam" : "Kim";
      expect(loser.json<{ error: { message: string } }>().error.message).toBe(
        `Already accepted by ${winner}`,
      );
    });
    const sessions = await ctx.db.select().from(chatSessions).where(inArray(chatSessions.id, ids));
    for (const [i, id] of ids.entries()) {
      const winnerId = first[i]!.statusCode === 200 ? sam.id : kim.id;
      expect(sessions.find((s) => s.id === id)).toMatchObject({
        status: "active",
        assignedTo: winnerId,
      });
    }
    const joins = await ctx.db
      .select()
      .from(chatMessages)
      .where(
        and(
          inArray(chatMessages.sessionId, ids),
          inArray(chatMessages.message, [joinedMessage("Sam"), joinedMessage("Kim")]),
        ),
      );
    expect(joins).toHaveLength(20);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "chat.accept"), inArray(auditLog.targetId, ids)));
    expect(audits).toHaveLength(20);
  });
});

describe("one agent accepting two chats at once with room for one more", () => {
  it("takes one and refuses the other at the limit", async () => {
    await setLimit(2);
    const PAIRS = 10;
    const cases: { agent: TestStaff; a: string; b: string }[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const agent = await createTestStaff(ctx, { role: "Support Agent", firstName: `Agent${i}` });
      await startTestChat(ctx, { departmentId: null, status: "active", assignedTo: agent.id });
      cases.push({
        agent,
        a: await startTestChat(ctx, { departmentId: null }),
        b: await startTestChat(ctx, { departmentId: null }),
      });
    }
    const { first, second } = await racePairs(
      cases,
      (c) => accept(c.agent, c.a),
      (c) => accept(c.agent, c.b),
    );
    expectStatusesIn([...first, ...second], [200, 409]);
    for (let i = 0; i < PAIRS; i++) {
      const pair = [first[i]!, second[i]!];
      expect(pair.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(
        pair.find((r) => r.statusCode === 409)!.json<{ error: { message: string } }>().error
          .message,
      ).toBe("You already have 2 active chats, the most allowed.");
      const active = await ctx.db
        .select()
        .from(chatSessions)
        .where(
          and(eq(chatSessions.assignedTo, cases[i]!.agent.id), eq(chatSessions.status, "active")),
        );
      expect(active).toHaveLength(2);
    }
  });
});

describe("two agents converting the same chat at once", () => {
  it("files one ticket: the other is told it was already converted", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(await startTestChat(ctx, { departmentId: null, status: "resolved" }));
    const convert = (who: TestStaff, id: string) =>
      agentPost(ctx, who, chatApi.convertToTicket, { params: { id } });
    const { first, second } = await racePairs(
      ids,
      (id) => convert(sam, id),
      (id) => convert(kim, id),
    );
    expectStatusesIn([...first, ...second], [201, 409]);
    for (let i = 0; i < ids.length; i++)
      expect([first[i]!.statusCode, second[i]!.statusCode].sort()).toEqual([201, 409]);
    const tickets = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.subject, "Live chat with Visitor Vera"));
    expect(tickets).toHaveLength(ids.length);
  });
});
