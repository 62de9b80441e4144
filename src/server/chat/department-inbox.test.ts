import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatInboxResponse } from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import { departmentStaff } from "../db/schema";
import type { TestStaff } from "../testing/staff";
import type { TestContext } from "../testing/test-app";
import { createTestDepartment } from "../testing/chat-console";
import { createOnlineAgent } from "../testing/chat-agents";
import { createChatTestContext, startGuestChat } from "../testing/chat-visitors";

let ctx: TestContext;
let dora: TestStaff;
let otto: TestStaff;

beforeAll(async () => {
  ctx = await createChatTestContext();
  dora = await createOnlineAgent(ctx);
  otto = await createOnlineAgent(ctx);
});
afterAll(() => ctx.close());

const inboxOf = async (who: TestStaff) => {
  const response = await ctx.call(chatApi.inbox, { cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatInboxResponse>();
};

describe("the chat inbox and the agent's departments", () => {
  it("offers an agent the waiting chats of their own departments first, each department in its own offer order", async () => {
    const elsewhere = await createTestDepartment(ctx, "Elsewhere desk");
    const ours = await createTestDepartment(ctx, "Dora's desk");
    await ctx.db.insert(departmentStaff).values({ departmentId: ours, userId: dora.id });
    const early = await startGuestChat(ctx, { departmentId: elsewhere, name: "Early Elsewhere" });
    const first = await startGuestChat(ctx, { departmentId: ours, name: "First Ours" });
    const second = await startGuestChat(ctx, { departmentId: ours, name: "Second Ours" });
    const ids = [early, first, second].map((c) => c.chat.session.id);
    const order = (r: ChatInboxResponse) =>
      r.sessions.filter((s) => ids.includes(s.id)).map((s) => [s.userName, s.queuePosition]);

    const doras = await inboxOf(dora);
    expect(order(doras)).toEqual([
      ["First Ours", 1],
      ["Second Ours", 2],
      ["Early Elsewhere", 1],
    ]);
    expect(doras.myDepartmentIds).toEqual([ours]);
    // Otto belongs to no department: the plain offer order, oldest first.
    const ottos = await inboxOf(otto);
    expect(order(ottos)).toEqual([
      ["Early Elsewhere", 1],
      ["First Ours", 1],
      ["Second Ours", 2],
    ]);
    expect(ottos.myDepartmentIds).toEqual([]);
  });
});
