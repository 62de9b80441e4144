import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, securitySettings, sessions, totpFactors, userRoles } from "../../db/schema";
import { STAFF_FACTS } from "../../features";
import { createTestUser } from "../../testing/factories";
import { createTestStaff } from "../../testing/staff";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { resolveSession } from "./sessions";
import { chatApi } from "../../../contract/chat-api";

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
    const withRoles = await resolveSession(ctx.db, tokenOf(agent.cookie), {
      staffFacts: STAFF_FACTS,
    });
    expect(withRoles?.staffFacts?.emailVerified).toBe(true);
    expect(withRoles?.staffFacts?.roles.map((r) => r.name)).toEqual(["Support Agent"]);
    expect(withRoles?.staffFacts?.roles[0]?.permissions).toContain("chat.view");
  });

  it("reads the staff two-factor requirement and whether the viewer has a confirmed factor with them", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    const before = await resolveSession(ctx.db, tokenOf(agent.cookie), { staffFacts: STAFF_FACTS });
    expect(before?.staffFacts).toMatchObject({ twoFactorRequired: false, hasTwoFactor: false });
    expect(before?.aal).toBe("aal1");
    await ctx.db
      .insert(totpFactors)
      .values({ userId: agent.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    await ctx.db.insert(securitySettings).values({ id: true, staffTwoFactorRequired: true });
    try {
      const after = await resolveSession(ctx.db, tokenOf(agent.cookie), {
        staffFacts: STAFF_FACTS,
      });
      expect(after?.staffFacts).toMatchObject({ twoFactorRequired: true, hasTwoFactor: true });
    } finally {
      await ctx.db.delete(securitySettings);
    }
  });

  it("gives a customer an empty list, and a staff route refuses them", async () => {
    const customer = await createTestUser(ctx);
    const session = await resolveSession(ctx.db, tokenOf(customer.cookie), {
      staffFacts: STAFF_FACTS,
    });
    expect(session?.staffFacts?.roles).toEqual([]);
    expect((await ctx.call(chatApi.listSessions, { cookie: customer.cookie })).statusCode).toBe(
      403,
    );
  });

  it("judges every staff request on the roles as they are then: a role taken away refuses the next one", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    expect((await ctx.call(chatApi.listSessions, { cookie: agent.cookie })).statusCode).toBe(200);
    await ctx.db.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, agent.id));
    expect((await ctx.call(chatApi.listSessions, { cookie: agent.cookie })).statusCode).toBe(403);
  });
});

describe("sessionLives", () => {
  it("lets no request in once the account is suspended or the session has expired, whatever the cookie", async () => {
    const suspended = await createTestUser(ctx);
    const expired = await createTestUser(ctx);
    await ctx.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.id, suspended.id));
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect(await resolveSession(ctx.db, tokenOf(suspended.cookie))).toBeNull();
    expect(await resolveSession(ctx.db, tokenOf(expired.cookie))).toBeNull();
  });
});
