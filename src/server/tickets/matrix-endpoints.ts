import type { MatrixEndpoint } from "../testing/permission-matrix";
import { MISSING_ID } from "../testing/staff";

const dept = { name: "Matrix", description: "", color: "#123456", sortOrder: 1, isActive: true };

/**
 * Support desk and department endpoints and the one-of permissions each needs (rules in
 * testing/permission-matrix.ts). Writes aim at MISSING_ID or clash with a seeded department name,
 * so an allowed call answers 404/409 and changes nothing. The bodies are valid so that an allowed
 * call reaches the service rather than stopping at validation (which runs after the guard).
 */
export const TICKETS_ENDPOINTS: MatrixEndpoint[] = [
  { method: "GET", url: "/api/admin/tickets", needs: ["support.view"] },
  { method: "GET", url: "/api/admin/tickets/staff", needs: ["support.view"] },
  { method: "GET", url: "/api/admin/tickets/departments", needs: ["support.view"] },
  { method: "GET", url: `/api/admin/tickets/${MISSING_ID}`, needs: ["support.view"] },
  {
    method: "POST",
    url: "/api/admin/tickets",
    payload: {
      email: "nobody@example.com",
      subject: "s",
      description: "d",
      category: "General",
      departmentId: null,
      priority: "low",
    },
    needs: ["support.respond"],
  },
  {
    method: "POST",
    url: `/api/admin/tickets/${MISSING_ID}/messages`,
    payload: { body: "hi" },
    needs: ["support.respond"],
  },
  {
    method: "PATCH",
    url: `/api/admin/tickets/${MISSING_ID}/status`,
    payload: { status: "resolved" },
    needs: ["support.respond"],
  },
  {
    method: "PATCH",
    url: `/api/admin/tickets/${MISSING_ID}/assignee`,
    payload: { assignedTo: null },
    needs: ["support.respond"],
  },
  { method: "GET", url: "/api/admin/tickets/tags", needs: ["support.view"] },
  { method: "GET", url: `/api/admin/tickets/${MISSING_ID}/merge-targets`, needs: ["support.view"] },
  {
    method: "PATCH",
    url: `/api/admin/tickets/${MISSING_ID}/priority`,
    payload: { priority: "urgent" },
    needs: ["support.respond"],
  },
  {
    method: "PATCH",
    url: `/api/admin/tickets/${MISSING_ID}/department`,
    payload: { departmentId: null },
    needs: ["support.respond"],
  },
  {
    method: "POST",
    url: `/api/admin/tickets/${MISSING_ID}/tags`,
    payload: { tag: "matrix" },
    needs: ["support.respond"],
  },
  {
    method: "DELETE",
    url: `/api/admin/tickets/${MISSING_ID}/tags/matrix`,
    needs: ["support.respond"],
  },
  {
    method: "POST",
    url: `/api/admin/tickets/${MISSING_ID}/merge`,
    payload: { targetId: MISSING_ID },
    needs: ["support.respond"],
  },
  { method: "GET", url: "/api/admin/tickets/queue-filters", needs: ["support.view"] },
  // A view that does not exist: an allowed caller gets 400 and stores nothing.
  {
    method: "PUT",
    url: "/api/admin/tickets/queue-filters",
    payload: { view: "everyone", departmentId: "", status: "", priority: "" },
    needs: ["support.view"],
  },
  { method: "GET", url: "/api/admin/tickets/saved-replies", needs: ["support.respond"] },
  { method: "GET", url: `/api/admin/tickets/${MISSING_ID}/customer`, needs: ["support.view"] },
  { method: "GET", url: "/api/admin/departments", needs: ["settings.view"] },
  { method: "GET", url: `/api/admin/departments/${MISSING_ID}`, needs: ["settings.view"] },
  {
    method: "POST",
    url: "/api/admin/departments",
    payload: { ...dept, name: "Billing" },
    needs: ["settings.edit"],
  },
  {
    method: "PUT",
    url: `/api/admin/departments/${MISSING_ID}`,
    payload: dept,
    needs: ["settings.edit"],
  },
  { method: "DELETE", url: `/api/admin/departments/${MISSING_ID}`, needs: ["settings.edit"] },
  {
    method: "POST",
    url: `/api/admin/departments/${MISSING_ID}/staff`,
    payload: { userId: MISSING_ID },
    needs: ["settings.edit"],
  },
  {
    method: "DELETE",
    url: `/api/admin/departments/${MISSING_ID}/staff/${MISSING_ID}`,
    needs: ["settings.edit"],
  },
];
