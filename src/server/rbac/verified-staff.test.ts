import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminRolesApi,
  UNVERIFIED_HOLDER_NOTE,
  type RoleAssignment,
  type RolesResponse,
} from "../../contract/admin-roles";
import { users } from "../db/schema";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, type TestStaff } from "../testing/staff";
import { waitForMails } from "../testing/outbox";
import { createTestContext, type TestContext } from "../testing/test-app";
import { ensureSuperAdmin } from "../admin-users/super-admin";
import { adminUsersApi } from "../../contract/admin-users";
import { authApi } from "../../contract/auth-api";
import { rbacApi } from "../../contract/admin-me";

let ctx: TestContext;
let root: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await createTestStaff(ctx, { role: "Super Admin" });
});
afterAll(() => ctx.close());

/** The token of the newest verification mail to `email`. */
async function verificationToken(email: string): Promise<string> {
  return (await waitForMails(ctx, { to: email, kind: "email_verification" })).at(-1)!.token;
}

const adminMe = (user: TestUser) => ctx.call(rbacApi.me, { cookie: user.cookie });

async function assign(roleName: string, email: string) {
  const { roles } = (
    await ctx.call(adminRolesApi.list, { cookie: root.cookie })
  ).json<RolesResponse>();
  const role = roles.find((r) => r.name === roleName)!;
  return ctx.call(adminRolesApi.assign, {
    params: { roleId: role.id },
    cookie: root.cookie,
    body: { email },
  });
}

describe("staff access needs a verified e-mail", () => {
  it("a squatter who signed up first with a new hire's address gets the role's row but no access", async () => {
    const squatter = await createTestUser(ctx, { email: "newhire@vitalog.app" });
    const assigned = await assign("Admin", "newhire@vitalog.app");
    // Assigned (the real new hire may simply not have verified yet), with the note the screen shows.
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json<{ assignment: RoleAssignment }>().assignment).toMatchObject({
      email: "newhire@vitalog.app",
      emailVerified: false,
    });
    expect(UNVERIFIED_HOLDER_NOTE).toBe(
      "This account has not verified its e-mail yet; the role takes effect once it does",
    );

    const refused = await adminMe(squatter);
    expect(refused.statusCode).toBe(403);
    expect((await ctx.call(adminUsersApi.list, { cookie: squatter.cookie })).statusCode).toBe(403);
  });

  it("the same holder becomes staff once they open the link mailed to the address", async () => {
    const hire = await createTestUser(ctx, { email: "realhire@vitalog.app" });
    expect((await assign("Support Agent", hire.email)).statusCode).toBe(201);
    expect((await adminMe(hire)).statusCode).toBe(403);

    const verified = await ctx.call(authApi.verifyEmail, {
      body: { token: await verificationToken(hire.email) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const me = await adminMe(hire);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ role: { name: string } }>().role.name).toBe("Support Agent");

    const { roles } = (
      await ctx.call(adminRolesApi.list, { cookie: root.cookie })
    ).json<RolesResponse>();
    const agentRole = roles.find((r) => r.name === "Support Agent")!;
    const list = await ctx.call(adminRolesApi.listAssignments, {
      params: { roleId: agentRole.id },
      cookie: root.cookie,
    });
    const listed = list
      .json<{ assignments: RoleAssignment[] }>()
      .assignments.find((a) => a.email === hire.email);
    expect(listed?.emailVerified).toBe(true);
  });

  it("a change of e-mail in the Users screen unverifies the account, so a staff member must prove the new address", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    expect((await adminMe(agent)).statusCode).toBe(200);
    const moved = `moved-${agent.email}`;
    const saved = await ctx.call(adminUsersApi.update, {
      params: { id: agent.id },
      cookie: root.cookie,
      body: { email: moved },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await ctx.call(authApi.me, { cookie: agent.cookie });
    expect(
      profile.json<{ profile: { email: string; emailVerified: boolean } }>().profile,
    ).toMatchObject({ email: moved, emailVerified: false });
    expect((await adminMe(agent)).statusCode).toBe(403);

    // The new address got its own link with the change.
    await ctx.call(authApi.verifyEmail, { body: { token: await verificationToken(moved) } });
    expect((await adminMe(agent)).statusCode).toBe(200);
  });

  it("a staff member whose e-mail becomes unverified loses access at once", async () => {
    const agent = await createTestStaff(ctx, { role: "Support Agent" });
    expect((await adminMe(agent)).statusCode).toBe(200);
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, agent.id));
    expect((await adminMe(agent)).statusCode).toBe(403);
  });
});

describe("ensureSuperAdmin", () => {
  const config = { staffEmailDomain: "vitalog.app" };
  const isVerified = async (userId: string) =>
    (await ctx.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)))[0]
      ?.at !== null;

  it("marks the account it creates verified, as the operator vouches for the address", async () => {
    const { userId } = await ensureSuperAdmin({
      db: ctx.db,
      config,
      email: "ops@vitalog.app",
      password: "Harbour-Lantern-9",
      via: "cli",
    });
    expect(await isVerified(userId)).toBe(true);
    const signIn = await ctx.call(authApi.signIn, {
      body: { email: "ops@vitalog.app", password: "Harbour-Lantern-9" },
    });
    expect(
      (
        await ctx.call(rbacApi.me, {
          cookie: signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("marks an existing account verified when it promotes it with its own password", async () => {
    const user = await createTestUser(ctx, {
      email: "lead@vitalog.app",
      password: "Teamwork7Compass",
    });
    expect(await isVerified(user.id)).toBe(false);
    await ensureSuperAdmin({
      db: ctx.db,
      config,
      email: user.email,
      password: "Teamwork7Compass",
      via: "startup",
    });
    expect(await isVerified(user.id)).toBe(true);
    expect((await adminMe(user)).statusCode).toBe(200);
  });
});
