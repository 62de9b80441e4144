import type { LightMyRequestResponse } from "fastify";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatSessions } from "../db/schema";
import { expectStatusesIn, racePairs } from "../testing/races";
import type { TestContext } from "../testing/test-app";
import { createOnlineAgent, departmentId } from "../testing/chat-agents";
import {
  act,
  createChatTestContext,
  startGuestChat,
  type StartedChat,
} from "../testing/chat-visitors";

/**
 * On the PostgreSQL server (TEST_DATABASE_URL) the requests run on separate connections and meet at
 * the session's row lock; on PGlite they run one at a time and the answers must be right in any order.
 */
let ctx: TestContext;
let general: string;
beforeAll(async () => {
  ctx = await createChatTestContext();
  general = await departmentId(ctx, "General");
  await createOnlineAgent(ctx);
});
afterAll(() => ctx.close());

const SESSIONS = 12;
const after = (ms: number, send: () => Promise<LightMyRequestResponse>) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(send);

async function startMany(): Promise<StartedChat[]> {
  const made: StartedChat[] = [];
  for (let i = 0; i < SESSIONS; i++)
    made.push(await startGuestChat(ctx, { departmentId: general, name: `Racer ${i}` }));
  return made;
}

describe("ending, sending and abandoning one chat at once", () => {
  it("never answers 500 and leaves exactly one end message, after any message that was accepted", async () => {
    const chats = await startMany();
    const results = [];
    // Three at a time per session, a few sessions per wave, each request 0 to 2 ms apart in a rotating order.
    for (let start = 0; start < chats.length; start += 4) {
      results.push(
        ...(await Promise.all(
          chats.slice(start, start + 4).map(async ({ chat, cookie }, i) => {
            const id = chat.session.id;
            const calls = [
              () => act(ctx, cookie, id, "end"),
              () => act(ctx, cookie, id, "messages", { message: "last words" }),
              () => act(ctx, cookie, id, "abandon"),
            ];
            const [end, send, abandon] = await Promise.all(
              calls.map((call, k) => after((k + i) % 3, call)),
            );
            return { id, end: end!, send: send!, abandon: abandon! };
          }),
        )),
      );
    }
    expectStatusesIn(
      results.map((r) => r.end),
      [200],
    );
    expectStatusesIn(
      results.map((r) => r.abandon),
      [200],
    );
    expectStatusesIn(
      results.map((r) => r.send),
      [201, 409],
    );

    for (const r of results) {
      const rows = await ctx.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, r.id))
        .orderBy(asc(chatMessages.id));
      const ends = rows.filter((m) => m.message === "This chat session has ended.");
      expect(ends, r.id).toHaveLength(1);
      // The end is the last word: a message that got in was written before it, and nothing after.
      expect(rows.at(-1)?.id).toBe(ends[0]!.id);
      expect(rows.some((m) => m.message === "last words")).toBe(r.send.statusCode === 201);
      const [session] = await ctx.db.select().from(chatSessions).where(eq(chatSessions.id, r.id));
      expect(["resolved", "abandoned"]).toContain(session?.status);
      expect(session?.endedAt).toBeInstanceOf(Date);
      // Whichever closed it, both answers tell the same final state.
      expect(r.end.json().session.status).toBe(session?.status);
      expect(r.abandon.json().session.status).toBe(session?.status);
    }
  });

  it("takes one of two ratings sent at once", async () => {
    const chats = await startMany();
    for (const { chat, cookie } of chats) await act(ctx, cookie, chat.session.id, "end");
    const { first, second } = await racePairs(
      chats,
      ({ chat, cookie }) => act(ctx, cookie, chat.session.id, "rating", { rating: 5 }),
      ({ chat, cookie }) => act(ctx, cookie, chat.session.id, "rating", { rating: 2 }),
    );
    expectStatusesIn([...first, ...second], [200, 409]);
    chats.forEach((_, i) =>
      expect([first[i]!.statusCode, second[i]!.statusCode].sort()).toEqual([200, 409]),
    );
  });
});
