import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rbacApi } from "../../contract/admin-me";
import { authApi } from "../../contract/auth-api";
import { auditLog, users } from "../db/schema";
import { ensureFirstAdmin } from "./first-admin";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { activeSuperAdminIds } from "../rbac/last-super-admin";
import { ensureSuperAdmin } from "./super-admin";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const config = { staffEmailDomain: "vitalog.app" };

describe("first administrator", () => {
  it("creates the account with profile, goals and Free plan, and makes it Super Admin once", async () => {
    const first = await ensureSuperAdmin({
      db: ctx.db,
      config,
      email: "Root@Vitalog.app",
      password: "Copper-Falcon-42",
      via: "cli",
    });
    expect(first.outcome).toBe("created");
    const again = await ensureSuperAdmin({
      db: ctx.db,
      config,
      email: "root@vitalog.app",
      password: "other",
      via: "startup",
    });
    expect(again).toEqual({ userId: first.userId, outcome: "unchanged" });
    expect(await activeSuperAdminIds(ctx.db)).toContain(first.userId);
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: "root@vitalog.app", password: "Copper-Falcon-42" },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<{ profile: { planName: string } }>().profile.planName).toBe("Free");
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, first.userId));
    expect(entry).toMatchObject({
      action: "roles.assign",
      actorId: null,
      after: { role: "Super Admin", via: "cli" },
    });
  });

  it("promotes an existing staff account only with its own password, which it keeps", async () => {
    const user = await createTestUser(ctx, {
      email: "promote@vitalog.app",
      password: "Squatter1!",
    });
    for (const password of [undefined, "NotTheirPassw0rd"]) {
      await expect(
        ensureSuperAdmin({ db: ctx.db, config, email: user.email, password, via: "cli" }),
      ).rejects.toThrow(
        "promote@vitalog.app already has an account; give its current password with --password (or ADMIN_PASSWORD) to promote it to Super Admin",
      );
    }
    expect(await activeSuperAdminIds(ctx.db)).not.toContain(user.id);
    const result = await ensureSuperAdmin({
      db: ctx.db,
      config,
      email: "PROMOTE@vitalog.app",
      password: "Squatter1!",
      via: "cli",
    });
    expect(result).toEqual({ userId: user.id, outcome: "promoted" });
    const me = await ctx.call(rbacApi.me, { cookie: user.cookie });
    expect(me.json<{ role: { name: string } }>().role.name).toBe("Super Admin");
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: user.email, password: "Squatter1!" },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("at start-up logs a refused promotion and carries on", async () => {
    const squatter = await createTestUser(ctx, { email: "boss@vitalog.app" });
    const errors: string[] = [];
    const log = {
      info: () => {},
      error: (message: string) => errors.push(message),
    } as unknown as FastifyBaseLogger;
    await ensureFirstAdmin({
      db: ctx.db,
      config: { ...ctx.config, adminEmail: "boss@vitalog.app", adminPassword: "OperatorPassw0rd" },
      log,
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^ADMIN_EMAIL: boss@vitalog.app already has an account; give its current password/,
      ),
    ]);
    expect(await activeSuperAdminIds(ctx.db)).not.toContain(squatter.id);
  });

  it("refuses an e-mail outside the staff domain and a new account without a password", async () => {
    await expect(
      ensureSuperAdmin({
        db: ctx.db,
        config,
        email: "x@gmail.com",
        password: "Passw0rd!!",
        via: "cli",
      }),
    ).rejects.toThrow(/staff domain/);
    await expect(
      ensureSuperAdmin({
        db: ctx.db,
        config,
        email: "new@vitalog.app",
        password: undefined,
        via: "cli",
      }),
    ).rejects.toThrow(/password/);
    expect(
      await ctx.db.select().from(users).where(eq(users.email, "new@vitalog.app")),
    ).toHaveLength(0);
  });
});
