import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasAllPermissions, hasAnyPermission, type PermissionName } from "../../domain/permissions";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, MISSING_ID, SEEDED_ROLE_NAMES } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";
import { SEED_ROLES } from "./catalog";

/**
 * Every admin endpoint, and what it needs. `needs: "staff"` = any staff member; a list = any one of
 * those permissions; `{ allOf }` = all of them. Add one line per endpoint. Requests from allowed callers must be harmless to
 * repeat (reads, or writes aimed at MISSING_ID of testing/staff.ts): "allowed" means neither 401 nor 403.
 */
interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  needs: "staff" | PermissionName[] | { allOf: PermissionName[] };
}
const ADMIN_ENDPOINTS: Endpoint[] = [
  { method: "GET", url: "/api/admin/me", needs: "staff" },
  { method: "GET", url: "/api/admin/notifications", needs: "staff" },
  { method: "GET", url: "/api/admin/users/search?q=staff", needs: ["users.view"] },
  { method: "GET", url: "/api/admin/roles", needs: ["roles.view"] },
  { method: "GET", url: `/api/admin/roles/${MISSING_ID}/assignments`, needs: ["roles.view"] },
  { method: "POST", url: "/api/admin/roles", payload: { name: "Matrix", description: "", level: 1, permissionIds: [] }, needs: ["roles.edit"] },
  { method: "PUT", url: `/api/admin/roles/${MISSING_ID}`, payload: { name: "Matrix", description: "", level: 1, permissionIds: [] }, needs: ["roles.edit"] },
  { method: "POST", url: `/api/admin/roles/${MISSING_ID}/permissions`, payload: { permissionId: MISSING_ID }, needs: ["roles.edit"] },
  { method: "DELETE", url: `/api/admin/roles/${MISSING_ID}/permissions/${MISSING_ID}`, needs: ["roles.edit"] },
  { method: "POST", url: `/api/admin/roles/${MISSING_ID}/assignments`, payload: { email: "nobody@vitalog.app" }, needs: ["roles.assign"] },
  { method: "PUT", url: `/api/admin/assignments/${MISSING_ID}`, payload: { roleId: MISSING_ID }, needs: ["roles.assign"] },
  { method: "DELETE", url: `/api/admin/assignments/${MISSING_ID}`, needs: ["roles.assign"] },
  { method: "GET", url: "/api/admin/audit", needs: ["security.view"] },
  { method: "GET", url: "/api/admin/settings", needs: ["settings.view"] },
  { method: "GET", url: "/api/admin/faq", needs: ["content.view"] },
  { method: "PUT", url: `/api/admin/faq/${MISSING_ID}`, payload: { category: "Tracking", question: "Q", answer: "A", sortOrder: 1 }, needs: { allOf: ["content.view", "settings.edit"] } },
  { method: "DELETE", url: `/api/admin/faq/${MISSING_ID}`, needs: { allOf: ["content.view", "settings.edit"] } },
];

const seededPermissions = (role: string) => SEED_ROLES.find((r) => r.name === role)?.permissions ?? [];
const expectedFor = (permissions: readonly string[], needs: Endpoint["needs"]) =>
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

describe.each(ADMIN_ENDPOINTS)("$method $url", (endpoint) => {
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
