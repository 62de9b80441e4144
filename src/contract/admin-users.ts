import { z } from "zod";
import { PLAN_STATUSES } from "../domain/plan-limits";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { FirstName, LastName } from "./person-name";

/** Admin spec, section 9: a user not seen for 30 days counts as inactive. */
export const INACTIVE_AFTER_DAYS = 30;
export const USERS_PAGE_SIZE = 25;
/** Exact confirmation text of the admin spec (User Management). */
export const DELETE_USER_CONFIRMATION =
  "Are you sure you want to delete this user? This action cannot be undone.";

export const UserStatus = z.enum(["active", "inactive", "suspended"]);
export type UserStatus = z.infer<typeof UserStatus>;
export const UserStatusFilter = z.enum(["all", "active", "inactive", "suspended"]);
export type UserStatusFilter = z.infer<typeof UserStatusFilter>;
export const PlanStatus = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof PlanStatus>;
export const ActivityStatus = z.enum(["active", "inactive", "never"]);
export type ActivityStatus = z.infer<typeof ActivityStatus>;

export const UserListFilter = z.object({
  q: z.string().trim().max(100, "Search is at most 100 characters").optional(),
  status: UserStatusFilter.default("all"),
});
export type UserListFilter = z.infer<typeof UserListFilter>;

export const UserListQuery = UserListFilter.extend({
  /** Opaque keyset cursor: the last row of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type UserListQuery = z.input<typeof UserListQuery>;

/** One row of the user_analytics view of the spec (section 3). */
export const AdminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: UserStatus,
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  planStatus: PlanStatus,
  priceMonthly: z.number().int().nullable(),
  lastActiveAt: z.string().nullable(),
  activityStatus: ActivityStatus,
  daysSinceLastActive: z.number().int().nullable(),
  daysSinceSignup: z.number().int(),
  createdAt: z.string(),
  /** Effective staff role level (live assignments of live roles), null for non-staff: the screen offers only what the server allows. */
  staffLevel: z.number().int().nullable(),
  /** A confirmed authenticator app or a passkey (issue 13: the panel shows who has two-factor). */
  hasTwoFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UserListResponse = z.object({
  users: z.array(AdminUser),
  /** Rows matching the search and filter. */
  matching: z.number().int(),
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type UserListResponse = z.infer<typeof UserListResponse>;

export const UserIdParams = z.object({ id: z.uuid("Unknown user") });

export const UpdateUserBody = z
  .object({
    firstName: FirstName,
    lastName: LastName,
    email: z.email("Enter a valid e-mail address").trim().toLowerCase().max(254),
    status: UserStatus,
    planId: z.uuid("Choose a plan"),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const AssignPlanBody = z.object({ planId: z.uuid("Choose a plan") });
export type AssignPlanBody = z.infer<typeof AssignPlanBody>;

export const BulkDeleteBody = z.object({
  ids: z
    .array(z.uuid())
    .min(1, "Select at least one user")
    .max(100, "Delete at most 100 users at once"),
});
export type BulkDeleteBody = z.infer<typeof BulkDeleteBody>;
export const BulkDeleteResponse = z.object({ deleted: z.number().int() });

/** Bulk Suspend / Reactivate (users.edit): the same bound as bulk delete. */
export const BulkStatusBody = z.object({
  ids: z
    .array(z.uuid())
    .min(1, "Select at least one user")
    .max(100, "Change at most 100 users at once"),
  status: z.enum(["active", "suspended"]),
});
export type BulkStatusBody = z.infer<typeof BulkStatusBody>;
/**
 * How many users changed (as bulk delete answers `deleted`), and each one left as it was with the
 * reason: the single-user rules (not oneself, not staff at or above one's level, …) are applied per
 * user, so one refusal does not undo the rest of a page.
 */
export const BulkStatusResponse = z.object({
  changed: z.number().int(),
  changedIds: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type BulkStatusResponse = z.infer<typeof BulkStatusResponse>;

/** Send password reset e-mail (users.edit): the address the single-use link went to. */
export const PasswordResetSent = z.object({ sentTo: z.string() });
export type PasswordResetSent = z.infer<typeof PasswordResetSent>;

/** End all sessions (users.edit): how many signed-in browsers were signed out. API tokens are not sessions and stay. */
export const SessionsEnded = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof SessionsEnded>;

/**
 * User Management: list, detail, edit, suspend/reactivate (one or many), plan, password reset e-mail,
 * ending all sessions, delete, bulk delete, CSV export.
 */
/** The admin header's search box: a few users by name or e-mail, to open one. */
export const UserSearchQuery = z.object({
  q: z.string().trim().min(1, "Type a name or e-mail").max(100),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

export const UserSearchHit = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type UserSearchHit = z.infer<typeof UserSearchHit>;
export const UserSearchResponse = z.object({ users: z.array(UserSearchHit) });
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;

export const adminUsersApi = {
  search: endpoint({
    method: "GET",
    path: "/api/admin/users/search",
    query: UserSearchQuery,
    responses: { 200: UserSearchResponse },
    access: { permission: "users.view" },
  }),
  list: endpoint({
    method: "GET",
    path: "/api/admin/users",
    query: UserListQuery,
    responses: { 200: UserListResponse },
    access: { permission: "users.view" },
  }),
  /** A CSV file for the browser to save, not JSON: the handler writes it, so no answer is declared. */
  exportCsv: endpoint({
    method: "GET",
    path: "/api/admin/users/export.csv",
    query: UserListFilter,
    responses: {},
    access: { permission: "users.export" },
  }),
  get: endpoint({
    method: "GET",
    path: "/api/admin/users/:id",
    params: UserIdParams,
    responses: { 200: AdminUser },
    access: { permission: "users.view" },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/admin/users/:id",
    params: UserIdParams,
    body: UpdateUserBody,
    responses: { 200: AdminUser },
    access: { permission: "users.edit" },
  }),
  suspend: endpoint({
    method: "POST",
    path: "/api/admin/users/:id/suspend",
    params: UserIdParams,
    responses: { 200: AdminUser },
    access: { permission: "users.edit" },
  }),
  reactivate: endpoint({
    method: "POST",
    path: "/api/admin/users/:id/reactivate",
    params: UserIdParams,
    responses: { 200: AdminUser },
    access: { permission: "users.edit" },
  }),
  assignPlan: endpoint({
    method: "POST",
    path: "/api/admin/users/:id/plan",
    params: UserIdParams,
    body: AssignPlanBody,
    responses: { 200: AdminUser },
    access: { permission: "users.edit" },
  }),
  sendPasswordReset: endpoint({
    method: "POST",
    path: "/api/admin/users/:id/password-reset",
    params: UserIdParams,
    responses: { 200: PasswordResetSent },
    access: { permission: "users.edit" },
  }),
  endAllSessions: endpoint({
    method: "POST",
    path: "/api/admin/users/:id/sessions/end-all",
    params: UserIdParams,
    responses: { 200: SessionsEnded },
    access: { permission: "users.edit" },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/users/:id",
    params: UserIdParams,
    responses: { 200: OkBody },
    access: { permission: "users.delete" },
  }),
  bulkDelete: endpoint({
    method: "POST",
    path: "/api/admin/users/bulk-delete",
    body: BulkDeleteBody,
    responses: { 200: BulkDeleteResponse },
    access: { permission: "users.delete" },
  }),
  bulkStatus: endpoint({
    method: "POST",
    path: "/api/admin/users/bulk-status",
    body: BulkStatusBody,
    responses: { 200: BulkStatusResponse },
    access: { permission: "users.edit" },
  }),
};
