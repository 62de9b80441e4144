import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_PLAN_LIMITS } from "../../contract/admin-plans";
import { hasAnyPermission, type PermissionName } from "../../domain/permissions";
import { SEED_ROLES } from "../rbac/catalog";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, MISSING_ID, SEEDED_ROLE_NAMES } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

/**
 * The users, plans, dashboard and analytics endpoints and what each needs, checked for every seeded
 * role, anonymous visitors and signed-in non-staff (same rules as rbac/permission-matrix.test.ts).
 * Writes aim at MISSING_ID, so an allowed call answers 404 and changes nothing.
 */
interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  needs: PermissionName[];
}
const plan = {
  name: "Matrix plan", description: "", priceMonthly: 0, priceYearly: 0, features: [],
  limits: NEW_PLAN_LIMITS, isActive: false, sortOrder: 99,
};
const ENDPOINTS: Endpoint[] = [
  { method: "GET", url: "/api/admin/dashboard", needs: ["dashboard.view"] },
  { method: "GET", url: "/api/admin/analytics?from=2026-01-01&to=2026-01-31", needs: ["analytics.view"] },
  { method: "GET", url: "/api/admin/users", needs: ["users.view"] },
  { method: "GET", url: `/api/admin/users/${MISSING_ID}`, needs: ["users.view"] },
  { method: "GET", url: "/api/admin/users/export.csv", needs: ["users.export"] },
  { method: "PATCH", url: `/api/admin/users/${MISSING_ID}`, payload: { firstName: "X" }, needs: ["users.edit"] },
  { method: "POST", url: `/api/admin/users/${MISSING_ID}/suspend`, needs: ["users.edit"] },
  { method: "POST", url: `/api/admin/users/${MISSING_ID}/reactivate`, needs: ["users.edit"] },
  { method: "POST", url: `/api/admin/users/${MISSING_ID}/plan`, payload: { planId: MISSING_ID }, needs: ["users.edit"] },
  { method: "DELETE", url: `/api/admin/users/${MISSING_ID}`, needs: ["users.delete"] },
  { method: "POST", url: "/api/admin/users/bulk-delete", payload: { ids: [MISSING_ID] }, needs: ["users.delete"] },
  { method: "GET", url: "/api/admin/plans", needs: ["plans.view"] },
  { method: "POST", url: "/api/admin/plans", payload: plan, needs: ["plans.create"] },
  { method: "PUT", url: `/api/admin/plans/${MISSING_ID}`, payload: plan, needs: ["plans.edit"] },
  { method: "DELETE", url: `/api/admin/plans/${MISSING_ID}`, needs: ["plans.edit"] },
];

const seededPermissions = (role: string) => SEED_ROLES.find((r) => r.name === role)?.permissions ?? [];

let ctx: TestContext;
const callers = new Map<string, TestUser>();
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of SEEDED_ROLE_NAMES) callers.set(role, await createTestStaff(ctx, { role }));
  callers.set("plain user", await createTestUser(ctx));
  callers.set("off-domain role holder", await createTestStaff(ctx, { role: "Super Admin", email: "boss2@example.com" }));
});
afterAll(() => ctx.close());

describe.each(ENDPOINTS)("$method $url", (endpoint) => {
  const call = (cookie?: string) =>
    ctx.request({ method: endpoint.method, url: endpoint.url, cookie, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });

  it("answers 401 to an anonymous visitor", async () => {
    expect((await call()).statusCode).toBe(401);
  });

  it.each(["plain user", "off-domain role holder"])("answers 403 to a %s", async (who) => {
    expect((await call(callers.get(who)!.cookie)).statusCode).toBe(403);
  });

  it.each(SEEDED_ROLE_NAMES)("follows the permissions of %s", async (role) => {
    const response = await call(callers.get(role)!.cookie);
    if (hasAnyPermission({ permissions: [...seededPermissions(role)] }, endpoint.needs)) {
      expect([401, 403], `${role} should pass: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect(response.statusCode, `${role} should be refused`).toBe(403);
    }
  });
});
