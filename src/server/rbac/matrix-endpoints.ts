import type { MatrixEndpoint } from "../testing/permission-matrix";
import { MISSING_ID } from "../testing/staff";

const faq = { category: "Tracking", question: "Q", answer: "A", sortOrder: 1 };

/** Staff gate, header, roles, audit, settings and help-centre content (rules in testing/permission-matrix.ts). */
export const ADMIN_CORE_ENDPOINTS: MatrixEndpoint[] = [
  { method: "GET", url: "/api/admin/me", needs: "staff" },
  { method: "GET", url: "/api/admin/notifications", needs: "staff" },
  { method: "GET", url: "/api/admin/users/search?q=staff", needs: ["users.view"] },
  { method: "GET", url: "/api/admin/roles", needs: ["roles.view"] },
  { method: "GET", url: `/api/admin/roles/${MISSING_ID}/assignments`, needs: ["roles.view"] },
  {
    method: "POST",
    url: "/api/admin/roles",
    payload: { name: "Matrix", description: "", level: 1, permissionIds: [] },
    needs: ["roles.edit"],
  },
  {
    method: "PUT",
    url: `/api/admin/roles/${MISSING_ID}`,
    payload: { name: "Matrix", description: "", level: 1, permissionIds: [] },
    needs: ["roles.edit"],
  },
  {
    method: "POST",
    url: `/api/admin/roles/${MISSING_ID}/permissions`,
    payload: { permissionId: MISSING_ID },
    needs: ["roles.edit"],
  },
  {
    method: "DELETE",
    url: `/api/admin/roles/${MISSING_ID}/permissions/${MISSING_ID}`,
    needs: ["roles.edit"],
  },
  {
    method: "POST",
    url: `/api/admin/roles/${MISSING_ID}/assignments`,
    payload: { email: "nobody@vitalog.app" },
    needs: ["roles.assign"],
  },
  {
    method: "PUT",
    url: `/api/admin/assignments/${MISSING_ID}`,
    payload: { roleId: MISSING_ID },
    needs: ["roles.assign"],
  },
  { method: "DELETE", url: `/api/admin/assignments/${MISSING_ID}`, needs: ["roles.assign"] },
  { method: "GET", url: "/api/admin/audit", needs: ["security.view"] },
  { method: "GET", url: "/api/admin/settings", needs: ["settings.view"] },
  { method: "GET", url: "/api/admin/security-settings", needs: ["settings.view"] },
  // Super Admin level (requireLevel): of the seeded roles only the Super Admin holds roles.edit; an empty body gets 400.
  { method: "PUT", url: "/api/admin/security-settings", payload: {}, needs: ["roles.edit"] },
  { method: "GET", url: "/api/admin/faq", needs: ["content.view"] },
  // An empty body: an allowed caller gets 400 (validation runs after the guard) and creates nothing.
  {
    method: "POST",
    url: "/api/admin/faq",
    payload: {},
    needs: { allOf: ["content.view", "settings.edit"] },
  },
  {
    method: "PUT",
    url: `/api/admin/faq/${MISSING_ID}`,
    payload: faq,
    needs: { allOf: ["content.view", "settings.edit"] },
  },
  {
    method: "DELETE",
    url: `/api/admin/faq/${MISSING_ID}`,
    needs: { allOf: ["content.view", "settings.edit"] },
  },
];
