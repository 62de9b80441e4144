import type { PermissionName } from "../../domain/permissions";
import { MISSING_ID } from "../testing/staff";

/**
 * Endpoints of the admin permission matrices and what each needs. `needs: "staff"` = any staff
 * member; a list = any one of those permissions; `{ allOf }` = all of them. Requests from allowed
 * callers must be harmless to repeat (reads, writes aimed at MISSING_ID of testing/staff.ts, or
 * bodies the route refuses with 400 after the guard): "allowed" means neither 401 nor 403.
 * route-coverage.test.ts fails when an /api/admin/ route is in no matrix.
 */
export interface MatrixEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  needs: "staff" | PermissionName[] | { allOf: PermissionName[] };
}

const faq = { category: "Tracking", question: "Q", answer: "A", sortOrder: 1 };

/** Staff gate, header, roles, audit, settings and help-centre content. */
export const ADMIN_CORE_ENDPOINTS: MatrixEndpoint[] = [
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
  // An empty body: an allowed caller gets 400 (validation runs after the guard) and creates nothing.
  { method: "POST", url: "/api/admin/faq", payload: {}, needs: { allOf: ["content.view", "settings.edit"] } },
  { method: "PUT", url: `/api/admin/faq/${MISSING_ID}`, payload: faq, needs: { allOf: ["content.view", "settings.edit"] } },
  { method: "DELETE", url: `/api/admin/faq/${MISSING_ID}`, needs: { allOf: ["content.view", "settings.edit"] } },
];
