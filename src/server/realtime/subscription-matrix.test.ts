import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_QUEUE_TOPIC, TICKET_QUEUE_TOPIC, chatTopic } from "../../contract/realtime";
import type { PermissionName } from "../../domain/permissions";
import { chatSessions } from "../db/schema";
import { SEED_ROLES } from "../rbac/catalog";
import { createTestUser, type TestUser } from "../testing/factories";
import { connectRealtime } from "../testing/realtime-client";
import { createTestStaff, SEEDED_ROLE_NAMES } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

/**
 * The permission matrix of the socket's subscriptions (the HTTP one is testing/permission-matrix.ts):
 * every seeded role and every kind of non-staff caller, against each staff topic and a chat that is
 * not theirs. Followed means a `subscribed` frame; refused means a `forbidden` error and nothing else.
 */
let ctx: TestContext;
let origin: string;
let someoneElsesChat: string;
const callers = new Map<string, TestUser>();
const NON_STAFF = ["plain user", "off-domain role holder", "staff domain, no role"] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  for (const role of SEEDED_ROLE_NAMES) callers.set(role, await createTestStaff(ctx, { role }));
  callers.set("plain user", await createTestUser(ctx));
  const tag = randomBytes(4).toString("hex");
  callers.set(
    "off-domain role holder",
    await createTestStaff(ctx, { role: "Super Admin", email: `boss-${tag}@example.com` }),
  );
  callers.set(
    "staff domain, no role",
    await createTestUser(ctx, { email: `norole-${tag}@${ctx.config.staffEmailDomain}` }),
  );
  const owner = await createTestUser(ctx);
  const [row] = await ctx.db
    .insert(chatSessions)
    .values({ userId: owner.id, userName: "Owner", initialMessage: "Hi" })
    .returning({ id: chatSessions.id });
  someoneElsesChat = row!.id;
});
afterAll(() => ctx.close());

const TOPICS: Array<{ name: string; topic: () => string; needs: PermissionName }> = [
  { name: "the agents' chat queue", topic: () => CHAT_QUEUE_TOPIC, needs: "chat.view" },
  { name: "someone else's chat", topic: () => chatTopic(someoneElsesChat), needs: "chat.view" },
  { name: "the Support Queue", topic: () => TICKET_QUEUE_TOPIC, needs: "support.view" },
];

async function follows(who: string, topic: string): Promise<boolean> {
  const socket = await connectRealtime(origin, { cookie: callers.get(who)!.cookie });
  socket.send({ type: "subscribe", topic });
  const answer = await socket.waitFor(
    (f) => (f.type === "subscribed" || f.type === "error") && "topic" in f && f.topic === topic,
  );
  await socket.close();
  if (answer.type === "error") expect(answer.code).toBe("forbidden");
  return answer.type === "subscribed";
}

describe.each(TOPICS)("subscribing to $name", ({ topic, needs }) => {
  it.each(NON_STAFF)("is refused to a %s", async (who) => {
    expect(await follows(who, topic())).toBe(false);
  });

  it.each(SEEDED_ROLE_NAMES)("follows the permissions of %s", async (role) => {
    const held = SEED_ROLES.find((r) => r.name === role)?.permissions ?? [];
    expect(await follows(role, topic())).toBe(held.includes(needs));
  });
});
