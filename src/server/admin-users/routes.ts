import { adminUsersApi } from "../../contract/admin-users";
import { sendVerificationEmail } from "../auth/email-verification";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf } from "../rbac/guards";
import { endAllSessions, sendPasswordReset } from "./account-access";
import { deleteUsers, setUsersStatus, updateUser } from "./actions";
import { exportUsersCsv } from "./export";
import { getAdminUser, listUsers } from "./list";
import { searchUsers } from "./search";
import { notFound } from "../errors";
import { isoDateOf } from "../../domain/calendar";

/**
 * User Management: list, the header search, detail, edit, suspend/reactivate (one or many), plan, password reset e-mail,
 * ending all sessions, delete, bulk delete, CSV export.
 */
export const adminUsersRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(adminUsersApi.list, async (request) => listUsers(db, request.query));

  route(adminUsersApi.search, async (request) => ({ users: await searchUsers(db, request.query) }));

  route(adminUsersApi.exportCsv, async (request, reply) => {
    const csv = exportUsersCsv({
      db,
      staff: staffOf(request),
      ip: request.ip,
      filter: request.query,
    });
    const day = isoDateOf(Date.now());
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="users-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  route(adminUsersApi.get, async (request) => {
    const user = await getAdminUser(db, request.params.id);
    if (!user) throw notFound("User not found");
    return user;
  });

  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    db,
    staff: staffOf(request),
    ip: request.ip,
    staffDomain: deps.config.staffEmailDomain,
  });

  route(adminUsersApi.update, async (request) =>
    updateUser({
      ...actor(request),
      userId: request.params.id,
      body: request.body,
      mailVerification: ({ userId, email }) =>
        sendVerificationEmail(deps, { userId, email, log: request.log }),
    }),
  );

  route(adminUsersApi.suspend, async (request) =>
    updateUser({
      ...actor(request),
      userId: request.params.id,
      body: { status: "suspended" },
      action: "users.suspend",
    }),
  );

  route(adminUsersApi.reactivate, async (request) =>
    updateUser({
      ...actor(request),
      userId: request.params.id,
      body: { status: "active" },
      action: "users.reactivate",
    }),
  );

  route(adminUsersApi.assignPlan, async (request) =>
    updateUser({
      ...actor(request),
      userId: request.params.id,
      body: { planId: request.body.planId },
      action: "users.assign_plan",
    }),
  );

  route(adminUsersApi.sendPasswordReset, async (request) =>
    sendPasswordReset({ ...actor(request), userId: request.params.id, auth: deps }),
  );

  route(adminUsersApi.endAllSessions, async (request) =>
    endAllSessions({ ...actor(request), userId: request.params.id }),
  );

  route(adminUsersApi.remove, async (request) => {
    await deleteUsers({ ...actor(request), ids: [request.params.id] });
    return { ok: true as const };
  });

  route(adminUsersApi.bulkDelete, async (request) => ({
    deleted: await deleteUsers({ ...actor(request), ids: request.body.ids }),
  }));

  route(adminUsersApi.bulkStatus, async (request) =>
    setUsersStatus({ ...actor(request), ...request.body }),
  );
};
