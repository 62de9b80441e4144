import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../db/schema";
import { createTestUser } from "../testing/factories";
import { createTestStaff } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { resolveSession } from "./sessions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("resolveSession with the viewer's roles", () => {
  it("reads the staff facts with the session only when asked", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const plain = await resolveSession(ctx.db, tokenOf(agent.cookie));
    expect(plain?.staffFacts).toBeUndefined();
    const withRoles = await resolveSession(ctx.db, tokenOf(agent.cookie), { withRoles: true });
    expect(withRoles?.staffFacts?.emailVerified).toBe(true);
    expect(withRoles?.staffFacts?.roles.map((r) => r.name)).toEqual(["Support Agent"]);
    expect(withRoles?.staffFacts?.roles[0]?.permissions).toContain("chat.view");
  });

  it("gives a customer an empty list, and a staff route refuses them", async () => {
    const customer = await createTestUser(ctx);
    const session = await resolveSession(ctx.db, tokenOf(customer.cookie), { withRoles: true });
    expect(session?.staffFacts?.roles).toEqual([]);
    expect((await ctx.request({ method: "GET", url: "/api/admin/chat/sessions", cookie: customer.cookie })).statusCode).toBe(403);
  });

  it("judges every staff request on the roles as they are then: a role taken away refuses the next one", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    expect((await ctx.request({ method: "GET", url: "/api/admin/chat/sessions", cookie: agent.cookie })).statusCode).toBe(200);
    await ctx.db.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, agent.id));
    expect((await ctx.request({ method: "GET", url: "/api/admin/chat/sessions", cookie: agent.cookie })).statusCode).toBe(403);
  });
});
