import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasAnyPermission, type PermissionName } from "../../domain/permissions";
import { SEED_ROLES } from "../rbac/catalog";
import { createTestUser, type TestUser } from "../testing/factories";
import { createTestStaff, MISSING_ID, SEEDED_ROLE_NAMES } from "../testing/staff";
import { createTestContext, type TestContext } from "../testing/test-app";

/**
 * Support desk and department endpoints and the permission each needs. Writes aim at MISSING_ID or
 * clash with a seeded name, so an allowed call answers 400/404 and changes nothing; bodies are valid
 * because validation runs before the guard.
 */
interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: object;
  needs: PermissionName[];
}
const dept = { name: "Matrix", description: "", color: "#123456", sortOrder: 1, isActive: true };
const ENDPOINTS: Endpoint[] = [
  { method: "GET", url: "/api/admin/tickets", needs: ["support.view"] },
  { method: "GET", url: "/api/admin/tickets/staff", needs: ["support.view"] },
  { method: "GET", url: "/api/admin/tickets/departments", needs: ["support.view"] },
  { method: "GET", url: `/api/admin/tickets/${MISSING_ID}`, needs: ["support.view"] },
  { method: "POST", url: "/api/admin/tickets", payload: { email: "nobody@example.com", subject: "s", description: "d", category: "General", departmentId: null, priority: "low" }, needs: ["support.respond"] },
  { method: "POST", url: `/api/admin/tickets/${MISSING_ID}/messages`, payload: { body: "hi" }, needs: ["support.respond"] },
  { method: "PATCH", url: `/api/admin/tickets/${MISSING_ID}/status`, payload: { status: "resolved" }, needs: ["support.respond"] },
  { method: "PATCH", url: `/api/admin/tickets/${MISSING_ID}/assignee`, payload: { assignedTo: null }, needs: ["support.respond"] },
  { method: "GET", url: "/api/admin/departments", needs: ["settings.view"] },
  { method: "GET", url: `/api/admin/departments/${MISSING_ID}`, needs: ["settings.view"] },
  { method: "POST", url: "/api/admin/departments", payload: { ...dept, name: "Billing" }, needs: ["settings.edit"] },
  { method: "PUT", url: `/api/admin/departments/${MISSING_ID}`, payload: dept, needs: ["settings.edit"] },
  { method: "DELETE", url: `/api/admin/departments/${MISSING_ID}`, needs: ["settings.edit"] },
  { method: "POST", url: `/api/admin/departments/${MISSING_ID}/staff`, payload: { userId: MISSING_ID }, needs: ["settings.edit"] },
  { method: "DELETE", url: `/api/admin/departments/${MISSING_ID}/staff/${MISSING_ID}`, needs: ["settings.edit"] },
];

const seeded = (role: string) => [...(SEED_ROLES.find((r) => r.name === role)?.permissions ?? [])];

let ctx: TestContext;
const callers = new Map<string, TestUser>();
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of SEEDED_ROLE_NAMES) callers.set(role, await createTestStaff(ctx, { role }));
  callers.set("plain user", await createTestUser(ctx));
});
afterAll(() => ctx.close());

describe.each(ENDPOINTS)("$method $url", (endpoint) => {
  const call = (cookie?: string) => ctx.request({ method: endpoint.method, url: endpoint.url, cookie, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });

  it("answers 401 to anonymous and 403 to a plain user", async () => {
    expect((await call()).statusCode).toBe(401);
    expect((await call(callers.get("plain user")!.cookie)).statusCode).toBe(403);
  });

  it.each(SEEDED_ROLE_NAMES)("follows the permissions of %s", async (role) => {
    const response = await call(callers.get(role)!.cookie);
    if (hasAnyPermission({ permissions: seeded(role) }, endpoint.needs)) {
      expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect(response.statusCode, `${role} should be refused`).toBe(403);
    }
  });
});
