import {
  AdminUser,
  AssignPlanBody,
  BulkDeleteBody,
  BulkDeleteResponse,
  BulkStatusBody,
  BulkStatusResponse,
  PasswordResetSent,
  SessionsEnded,
  UpdateUserBody,
  UserIdParams,
  UserListFilter,
  UserListQuery,
  UserListResponse,
} from "../../contract/admin-users";
import { OkBody } from "../../contract/errors";
import { sendVerificationEmail } from "../auth/email-verification";
import type { FeatureRoutes } from "../http/types";
import { staffGuards, staffOf } from "../rbac/guards";
import { endAllSessions, sendPasswordReset } from "./account-access";
import { deleteUsers, setUsersStatus, updateUser } from "./actions";
import { exportUsersCsv } from "./export";
import { getAdminUser, listUsers } from "./list";
import { notFound } from "../errors";

/**
 * User Management: list, detail, edit, suspend/reactivate (one or many), plan, password reset e-mail,
 * ending all sessions, delete, bulk delete, CSV export.
 */
export const adminUsersRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const guard = staffGuards(deps);
  const edit = guard.requirePermission("users.edit");
  const remove = guard.requirePermission("users.delete");
  const params = { params: UserIdParams, response: { 200: AdminUser } };

  app.get(
    "/api/admin/users",
    {
      preValidation: guard.requirePermission("users.view"),
      schema: { querystring: UserListQuery, response: { 200: UserListResponse } },
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    "/api/admin/users/export.csv",
    {
      preValidation: guard.requirePermission("users.export"),
      schema: { querystring: UserListFilter },
    },
    async (request, reply) => {
      const csv = await exportUsersCsv({
        db,
        staff: staffOf(request),
        ip: request.ip,
        filter: request.query,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="users-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/api/admin/users/:id",
    { preValidation: guard.requirePermission("users.view"), schema: params },
    async (request) => {
      const user = await getAdminUser(db, request.params.id);
      if (!user) throw notFound("User not found");
      return user;
    },
  );

  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    db,
    staff: staffOf(request),
    ip: request.ip,
    staffDomain: deps.config.staffEmailDomain,
  });

  app.patch(
    "/api/admin/users/:id",
    { preValidation: edit, schema: { ...params, body: UpdateUserBody } },
    async (request) =>
      updateUser({
        ...actor(request),
        userId: request.params.id,
        body: request.body,
        mailVerification: ({ userId, email }) =>
          sendVerificationEmail(deps, { userId, email, log: request.log }),
      }),
  );

  app.post(
    "/api/admin/users/:id/suspend",
    { preValidation: edit, schema: params },
    async (request) =>
      updateUser({
        ...actor(request),
        userId: request.params.id,
        body: { status: "suspended" },
        action: "users.suspend",
      }),
  );

  app.post(
    "/api/admin/users/:id/reactivate",
    { preValidation: edit, schema: params },
    async (request) =>
      updateUser({
        ...actor(request),
        userId: request.params.id,
        body: { status: "active" },
        action: "users.reactivate",
      }),
  );

  app.post(
    "/api/admin/users/:id/plan",
    { preValidation: edit, schema: { ...params, body: AssignPlanBody } },
    async (request) =>
      updateUser({
        ...actor(request),
        userId: request.params.id,
        body: { planId: request.body.planId },
        action: "users.assign_plan",
      }),
  );

  app.post(
    "/api/admin/users/:id/password-reset",
    { preValidation: edit, schema: { params: UserIdParams, response: { 200: PasswordResetSent } } },
    async (request) =>
      sendPasswordReset({ ...actor(request), userId: request.params.id, auth: deps }),
  );

  app.post(
    "/api/admin/users/:id/sessions/end-all",
    { preValidation: edit, schema: { params: UserIdParams, response: { 200: SessionsEnded } } },
    async (request) => endAllSessions({ ...actor(request), userId: request.params.id }),
  );

  app.delete(
    "/api/admin/users/:id",
    { preValidation: remove, schema: { params: UserIdParams, response: { 200: OkBody } } },
    async (request) => {
      await deleteUsers({ ...actor(request), ids: [request.params.id] });
      return { ok: true as const };
    },
  );

  app.post(
    "/api/admin/users/bulk-delete",
    {
      preValidation: remove,
      schema: { body: BulkDeleteBody, response: { 200: BulkDeleteResponse } },
    },
    async (request) => ({
      deleted: await deleteUsers({ ...actor(request), ids: request.body.ids }),
    }),
  );

  app.post(
    "/api/admin/users/bulk-status",
    {
      preValidation: edit,
      schema: { body: BulkStatusBody, response: { 200: BulkStatusResponse } },
    },
    async (request) => setUsersStatus({ ...actor(request), ...request.body }),
  );
};
