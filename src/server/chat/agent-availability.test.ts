import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatAgents, chatSessions, chatSettings, departments, departmentStaff } from "../db/schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { departmentsWithOnlineAgents, hasOnlineAgent } from "./agent-availability";
import { createOnlineAgent, departmentId, setAgentPresence } from "../testing/chat-agents";

let ctx: TestContext;
const online = () =>
  departmentsWithOnlineAgents(ctx.db, { staffDomain: ctx.config.staffEmailDomain });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(chatSessions);
  await ctx.db.delete(chatAgents);
  await ctx.db.delete(departmentStaff);
  await ctx.db.delete(chatSettings);
  await ctx.db.update(departments).set({ isActive: true });
});

describe("departmentsWithOnlineAgents", () => {
  it("is empty when nobody is online", async () => {
    expect((await online()).size).toBe(0);
  });

  it("counts a generalist (no department) for every active department, not inactive ones", async () => {
    await createOnlineAgent(ctx);
    const technical = await departmentId(ctx, "Technical");
    await ctx.db.update(departments).set({ isActive: false }).where(eq(departments.id, technical));
    const ids = await online();
    expect(ids.has(await departmentId(ctx, "General"))).toBe(true);
    expect(ids.has(await departmentId(ctx, "Billing"))).toBe(true);
    expect(ids.has(technical)).toBe(false);
  });

  it("counts an assigned agent for their departments only", async () => {
    const agent = await createOnlineAgent(ctx);
    const billing = await departmentId(ctx, "Billing");
    await ctx.db.insert(departmentStaff).values({ departmentId: billing, userId: agent.id });
    expect([...(await online())]).toEqual([billing]);
    expect(
      await hasOnlineAgent(ctx.db, {
        staffDomain: ctx.config.staffEmailDomain,
        departmentId: billing,
      }),
    ).toBe(true);
    expect(
      await hasOnlineAgent(ctx.db, {
        staffDomain: ctx.config.staffEmailDomain,
        departmentId: await departmentId(ctx, "General"),
      }),
    ).toBe(false);
  });

  it("ignores busy and away agents, a heartbeat older than 60 s, and staff without chat.accept", async () => {
    const agent = await createOnlineAgent(ctx, { availability: "busy" });
    expect((await online()).size).toBe(0);
    await setAgentPresence(ctx, agent.id, { availability: "away" });
    expect((await online()).size).toBe(0);
    await setAgentPresence(ctx, agent.id, { lastSeenSecondsAgo: 61 });
    expect((await online()).size).toBe(0);
    await createOnlineAgent(ctx, { role: "Content Editor" });
    expect((await online()).size).toBe(0);
    await setAgentPresence(ctx, agent.id, { lastSeenSecondsAgo: 30 });
    expect((await online()).size).toBeGreaterThan(0);
  });

  it("leaves out an agent at the per-agent limit", async () => {
    const agent = await createOnlineAgent(ctx);
    await ctx.db.insert(chatSettings).values({ maxChatsPerAgent: 1 });
    await ctx.db
      .insert(chatSessions)
      .values({ userName: "Ann", initialMessage: "Hi", status: "active", assignedTo: agent.id });
    expect((await online()).size).toBe(0);
    await ctx.db.update(chatSettings).set({ maxChatsPerAgent: 2 });
    expect((await online()).size).toBeGreaterThan(0);
  });
});
