import { NEW_PLAN_LIMITS } from "../../contract/admin-plans";
import type { MatrixEndpoint, SeniorNoChangeEdit } from "../testing/permission-matrix";
import { MISSING_ID } from "../testing/staff";

const plan = {
  name: "Matrix plan",
  description: "",
  priceMonthly: 0,
  priceYearly: 0,
  features: [],
  limits: NEW_PLAN_LIMITS,
  isActive: false,
  sortOrder: 99,
};

/**
 * The users, plans, dashboard and analytics endpoints and the one-of permissions each needs (rules in
 * testing/permission-matrix.ts). Writes aim at MISSING_ID, so an allowed call answers 404 and
 * changes nothing.
 */
export const USERS_PLANS_ENDPOINTS: MatrixEndpoint[] = [
  { method: "GET", url: "/api/admin/dashboard", needs: ["dashboard.view"] },
  {
    method: "GET",
    url: "/api/admin/analytics?from=2026-01-01&to=2026-01-31",
    needs: ["analytics.view"],
  },
  { method: "GET", url: "/api/admin/users", needs: ["users.view"] },
  { method: "GET", url: `/api/admin/users/${MISSING_ID}`, needs: ["users.view"] },
  { method: "GET", url: "/api/admin/users/export.csv", needs: ["users.export"] },
  {
    method: "PATCH",
    url: `/api/admin/users/${MISSING_ID}`,
    payload: { firstName: "X" },
    needs: ["users.edit"],
  },
  { method: "POST", url: `/api/admin/users/${MISSING_ID}/suspend`, needs: ["users.edit"] },
  { method: "POST", url: `/api/admin/users/${MISSING_ID}/reactivate`, needs: ["users.edit"] },
  {
    method: "POST",
    url: "/api/admin/users/bulk-status",
    payload: { ids: [MISSING_ID], status: "suspended" },
    needs: ["users.edit"],
  },
  {
    method: "POST",
    url: `/api/admin/users/${MISSING_ID}/plan`,
    payload: { planId: MISSING_ID },
    needs: ["users.edit"],
  },
  { method: "POST", url: `/api/admin/users/${MISSING_ID}/password-reset`, needs: ["users.edit"] },
  { method: "POST", url: `/api/admin/users/${MISSING_ID}/sessions/end-all`, needs: ["users.edit"] },
  { method: "DELETE", url: `/api/admin/users/${MISSING_ID}`, needs: ["users.delete"] },
  {
    method: "POST",
    url: "/api/admin/users/bulk-delete",
    payload: { ids: [MISSING_ID] },
    needs: ["users.delete"],
  },
  { method: "GET", url: "/api/admin/plans", needs: ["plans.view"] },
  { method: "POST", url: "/api/admin/plans", payload: plan, needs: ["plans.create"] },
  { method: "PUT", url: `/api/admin/plans/${MISSING_ID}`, payload: plan, needs: ["plans.edit"] },
  { method: "DELETE", url: `/api/admin/plans/${MISSING_ID}`, needs: ["plans.edit"] },
];

/** User Management writes that change nothing on a senior account (see runSeniorNoChangeMatrix). */
export const SENIOR_NO_CHANGE_EDITS: SeniorNoChangeEdit[] = [
  {
    label: "PATCH with the stored values",
    method: "PATCH",
    url: (id) => `/api/admin/users/${id}`,
    payload: (u) => ({
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      status: u.status,
      ...(u.planId ? { planId: u.planId } : {}),
    }),
  },
  {
    label: "PATCH with an empty body",
    method: "PATCH",
    url: (id) => `/api/admin/users/${id}`,
    payload: () => ({}),
  },
  {
    label: "reactivate while active",
    method: "POST",
    url: (id) => `/api/admin/users/${id}/reactivate`,
  },
  {
    label: "the plan it already holds",
    method: "POST",
    url: (id) => `/api/admin/users/${id}/plan`,
    payload: (u) => ({ planId: u.planId }),
  },
];
