import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasAllPermissions, hasAnyPermission } from "../../domain/permissions";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, SEEDED_ROLE_NAMES } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { SEED_ROLES } from "./catalog";
import { ADMIN_CORE_ENDPOINTS, type MatrixEndpoint } from "./matrix-endpoints";

/** Every endpoint of matrix-endpoints.ts against every seeded role and each kind of non-staff caller. */
const seededPermissions = (role: string) => SEED_ROLES.find((r) => r.name === role)?.permissions ?? [];
const expectedFor = (permissions: readonly string[], needs: MatrixEndpoint["needs"]) =>
  needs === "staff" ||
  (Array.isArray(needs)
    ? hasAnyPermission({ permissions: [...permissions] }, needs)
    : hasAllPermissions({ permissions: [...permissions] }, needs.allOf));

let ctx: TestContext;
const callers = new Map<string, TestUser>();
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of SEEDED_ROLE_NAMES) callers.set(role, await createTestStaff(ctx, { role }));
  callers.set("plain user", await createTestUser(ctx));
  // The domain rule wins over role rows: outside the staff domain a Super Admin row grants nothing.
  callers.set("off-domain role holder", await createTestStaff(ctx, { role: "Super Admin", email: "boss@example.com" }));
  callers.set("staff domain, no role", await createTestUser(ctx, { email: `norole@${ctx.config.staffEmailDomain}` }));
});
afterAll(() => ctx.close());

describe.each(ADMIN_CORE_ENDPOINTS)("$method $url", (endpoint) => {
  const call = (cookie?: string) =>
    ctx.request({ method: endpoint.method, url: endpoint.url, cookie, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });

  it("answers 401 to an anonymous visitor", async () => {
    expect((await call()).statusCode).toBe(401);
  });

  it.each(["plain user", "off-domain role holder", "staff domain, no role"])("answers 403 to a %s", async (who) => {
    expect((await call(callers.get(who)!.cookie)).statusCode).toBe(403);
  });

  it.each(SEEDED_ROLE_NAMES)("follows the permissions of %s", async (role) => {
    const response = await call(callers.get(role)!.cookie);
    const allowed = expectedFor(seededPermissions(role), endpoint.needs);
    if (allowed) {
      expect([401, 403], `${role} should pass: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect(response.statusCode, `${role} should be refused`).toBe(403);
    }
  });
});
