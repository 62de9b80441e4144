import { adminRolesApi } from "../../contract/admin-roles";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { can, staffOf } from "../rbac/guards";
import { assignRole, changeAssignment, removeAssignment } from "./assignments";
import { listAssignments, listPermissions, listRoles } from "./queries";
import { createRole, setRolePermission, updateRole } from "./role-editing";

/** Role Management: roles, their permissions and who holds them (admin spec, sections 2 and 6). */
export const adminRolesRoutes: FeatureRoutes = async (app, { db, config, guardOf }) => {
  const route = endpointRouter(app, guardOf);
  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    staff: staffOf(request),
    ip: request.ip,
  });

  route(adminRolesApi.list, async (request) => ({
    // The spec lists active roles; those who may edit roles also see deactivated ones, to reactivate them.
    roles: await listRoles(db, { includeInactive: can(staffOf(request), "roles.edit") }),
    permissions: await listPermissions(db),
  }));

  route(adminRolesApi.listAssignments, async (request) => ({
    assignments: await listAssignments(db, { roleId: request.params.roleId }),
  }));

  route(adminRolesApi.create, async (request) => ({
    role: await createRole(db, { ...actor(request), body: request.body }),
  }));

  route(adminRolesApi.update, async (request) => ({
    role: await updateRole(db, {
      ...actor(request),
      roleId: request.params.roleId,
      body: request.body,
    }),
  }));

  route(adminRolesApi.grantPermission, async (request) => ({
    role: await setRolePermission(db, {
      ...actor(request),
      roleId: request.params.roleId,
      permissionId: request.body.permissionId,
      grant: true,
    }),
  }));

  route(adminRolesApi.revokePermission, async (request) => ({
    role: await setRolePermission(db, { ...actor(request), ...request.params, grant: false }),
  }));

  route(adminRolesApi.assign, async (request) => ({
    assignment: await assignRole(db, {
      ...actor(request),
      roleId: request.params.roleId,
      email: request.body.email,
      staffDomain: config.staffEmailDomain,
    }),
  }));

  route(adminRolesApi.changeAssignment, async (request) => ({
    assignment: await changeAssignment(db, {
      ...actor(request),
      assignmentId: request.params.assignmentId,
      roleId: request.body.roleId,
      staffDomain: config.staffEmailDomain,
    }),
  }));

  route(adminRolesApi.removeAssignment, async (request) => {
    await removeAssignment(db, {
      ...actor(request),
      assignmentId: request.params.assignmentId,
      staffDomain: config.staffEmailDomain,
    });
    return { ok: true as const };
  });
};
