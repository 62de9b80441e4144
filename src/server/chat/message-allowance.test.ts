import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatApi } from "../../contract/chat-api";
import { defaultRateLimits } from "../config";
import { chatMessages } from "../db/schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { acceptAs, agentPost } from "../testing/chat-console";
import { createOnlineAgent, departmentId } from "../testing/chat-agents";
import { act, startGuestChat } from "../testing/chat-visitors";

/**
 * The visitor's allowance of messages per session (chatMessagePerSession), counted from the messages
 * themselves under the session's lock (drizzle/0015). On the PostgreSQL server the burst below meets
 * at that lock on separate connections; on PGlite it runs one request at a time.
 */
const ALLOWANCE = 3;
let ctx: TestContext;
let general: string;

beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      ...defaultRateLimits(1000),
      chatMessagePerSession: { max: ALLOWANCE, windowSeconds: 60 },
    },
  });
  general = await departmentId(ctx, "General");
});
afterAll(() => ctx.close());

const visitorMessages = (sessionId: string) =>
  ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.senderRole, "visitor")));

describe("the visitor's message allowance", () => {
  it("counts the opening message, answers 429 with Retry-After past it, and never limits the agent", async () => {
    const agent = await createOnlineAgent(ctx);
    const { chat, cookie } = await startGuestChat(ctx, { departmentId: general });
    const id = chat.session.id;
    await acceptAs(ctx, agent, id);

    expect((await act(ctx, cookie, id, "messages", { message: "two" })).statusCode).toBe(201);
    expect((await act(ctx, cookie, id, "messages", { message: "three" })).statusCode).toBe(201);
    const refused = await act(ctx, cookie, id, "messages", { message: "four" });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await visitorMessages(id)).toHaveLength(ALLOWANCE);

    for (let i = 0; i < ALLOWANCE + 2; i++) {
      expect(
        (
          await agentPost(ctx, agent, chatApi.respond, {
            params: { id },
            body: {
              message: `reply ${i}`,
            },
          })
        ).statusCode,
      ).toBe(201);
    }
  });

  it("is not spent by a stranger who names the session", async () => {
    const { chat, cookie } = await startGuestChat(ctx, { departmentId: general });
    const stranger = await startGuestChat(ctx, { departmentId: general, name: "Stranger" });
    for (let i = 0; i < ALLOWANCE + 1; i++) {
      expect(
        (await act(ctx, stranger.cookie, chat.session.id, "messages", { message: "let me in" }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await act(ctx, cookie, chat.session.id, "messages", { message: "still mine" })).statusCode,
    ).toBe(201);
  });

  it("lets exactly the allowance through when a burst arrives at once", async () => {
    const { chat, cookie } = await startGuestChat(ctx, { departmentId: general });
    const id = chat.session.id;
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        act(ctx, cookie, id, "messages", { message: `burst ${i}` }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await visitorMessages(id)).toHaveLength(ALLOWANCE);
  });
});
