import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { users } from "../db/schema";
import { activeSuperAdminIds } from "../rbac/staff";
import { createTestUser } from "../testing/factories";
import { createTestContext, type TestContext } from "../testing/test-app";
import { ensureFirstAdmin } from "./first-admin";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Runs the start-up step with these settings and returns what it logged. */
async function startWith(adminEmail: string, adminPassword: string): Promise<{ info: string[]; errors: string[] }> {
  const logged = { info: [] as string[], errors: [] as string[] };
  const log = { info: (m: string) => logged.info.push(m), error: (m: string) => logged.errors.push(m) } as unknown as FastifyBaseLogger;
  await ensureFirstAdmin({ db: ctx.db, config: { ...ctx.config, adminEmail, adminPassword }, log });
  return logged;
}
const accountOf = async (email: string) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0];

describe("ADMIN_PASSWORD at start-up", () => {
  it("refuses a new Super Admin's password holding the e-mail's name, naming ADMIN_PASSWORD, and creates no account", async () => {
    const { errors } = await startWith("root@vitalog.app", "RootPassw0rd");
    expect(errors).toEqual([
      `ADMIN_PASSWORD: ${PERSONAL_PASSWORD_MESSAGE} The administrator root@vitalog.app was not created; set another ADMIN_PASSWORD and restart.`,
    ]);
    expect(await accountOf("root@vitalog.app")).toBeUndefined();
  });

  it("refuses a breached password and a short one the same way", async () => {
    expect((await startWith("chief@vitalog.app", "Password123!")).errors).toEqual([expect.stringMatching(`^ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`)]);
    expect((await startWith("chief@vitalog.app", "Sh0rt!")).errors).toEqual([expect.stringMatching(/^ADMIN_PASSWORD: A password of at least 8 characters/)]);
    expect(await accountOf("chief@vitalog.app")).toBeUndefined();
  });

  it("creates the Super Admin with a password the policy accepts", async () => {
    const { info, errors } = await startWith("head@vitalog.app", "Copper-Falcon-42");
    expect(errors).toEqual([]);
    expect(info).toEqual(["Super Admin head@vitalog.app created"]);
    expect(await activeSuperAdminIds(ctx.db)).toContain((await accountOf("head@vitalog.app"))!.id);
  });

  it("still promotes an existing account with its current password: it is proved, not set, so the policy is not the question", async () => {
    const user = await createTestUser(ctx, { email: "veteran@vitalog.app" });
    // A password set before the policy existed.
    await ctx.db.update(users).set({ passwordHash: await hashPassword("VeteranPassw0rd") }).where(eq(users.id, user.id));
    const { info, errors } = await startWith("veteran@vitalog.app", "VeteranPassw0rd");
    expect(errors).toEqual([]);
    expect(info).toEqual(["Super Admin veteran@vitalog.app promoted"]);
  });
});
