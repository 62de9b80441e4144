import { OkBody } from "../../contract/errors";
import {
  AssignmentParams,
  AssignmentResponse,
  AssignRoleBody,
  ChangeAssignmentBody,
  ROLE_MESSAGES,
  RoleAssignmentsResponse,
  RoleBody,
  RoleParams,
  RolePermissionBody,
  RolePermissionParams,
  RoleResponse,
  RolesResponse,
} from "../../contract/admin-roles";
import type { FeatureRoutes } from "../http/types";
import { can, staffGuards, staffOf } from "../rbac/guards";
import { assignRole, changeAssignment, removeAssignment } from "./assignments";
import { listAssignments, listPermissions, listRoles } from "./queries";
import { createRole, setRolePermission, updateRole } from "./role-editing";

/** Role Management: roles, their permissions and who holds them (admin spec, sections 2 and 6). */
export const adminRolesRoutes: FeatureRoutes = async (app, { db, config }) => {
  const guard = staffGuards({ db, config });
  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    staff: staffOf(request),
    ip: request.ip,
  });

  app.get(
    "/api/admin/roles",
    {
      preValidation: guard.requirePermission("roles.view"),
      schema: { response: { 200: RolesResponse } },
    },
    async (request) => ({
      // The spec lists active roles; those who may edit roles also see deactivated ones, to reactivate them.
      roles: await listRoles(db, { includeInactive: can(staffOf(request), "roles.edit") }),
      permissions: await listPermissions(db),
    }),
  );

  app.get(
    "/api/admin/roles/:roleId/assignments",
    {
      preValidation: guard.requirePermission("roles.view"),
      schema: { params: RoleParams, response: { 200: RoleAssignmentsResponse } },
    },
    async (request) => ({
      assignments: await listAssignments(db, { roleId: request.params.roleId }),
    }),
  );

  app.post(
    "/api/admin/roles",
    {
      preValidation: guard.requirePermission("roles.edit", ROLE_MESSAGES.create),
      schema: { body: RoleBody, response: { 201: RoleResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ role: await createRole(db, { ...actor(request), body: request.body }) }),
  );

  app.put(
    "/api/admin/roles/:roleId",
    {
      preValidation: guard.requirePermission("roles.edit", ROLE_MESSAGES.update),
      schema: { params: RoleParams, body: RoleBody, response: { 200: RoleResponse } },
    },
    async (request) => ({
      role: await updateRole(db, {
        ...actor(request),
        roleId: request.params.roleId,
        body: request.body,
      }),
    }),
  );

  app.post(
    "/api/admin/roles/:roleId/permissions",
    {
      preValidation: guard.requirePermission("roles.edit", ROLE_MESSAGES.assignPermissions),
      schema: { params: RoleParams, body: RolePermissionBody, response: { 200: RoleResponse } },
    },
    async (request) => ({
      role: await setRolePermission(db, {
        ...actor(request),
        roleId: request.params.roleId,
        permissionId: request.body.permissionId,
        grant: true,
      }),
    }),
  );

  app.delete(
    "/api/admin/roles/:roleId/permissions/:permissionId",
    {
      preValidation: guard.requirePermission("roles.edit", ROLE_MESSAGES.removePermissions),
      schema: { params: RolePermissionParams, response: { 200: RoleResponse } },
    },
    async (request) => ({
      role: await setRolePermission(db, { ...actor(request), ...request.params, grant: false }),
    }),
  );

  app.post(
    "/api/admin/roles/:roleId/assignments",
    {
      preValidation: guard.requirePermission("roles.assign", ROLE_MESSAGES.assign),
      schema: { params: RoleParams, body: AssignRoleBody, response: { 201: AssignmentResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({
        assignment: await assignRole(db, {
          ...actor(request),
          roleId: request.params.roleId,
          email: request.body.email,
          staffDomain: config.staffEmailDomain,
        }),
      }),
  );

  app.put(
    "/api/admin/assignments/:assignmentId",
    {
      preValidation: guard.requirePermission("roles.assign", ROLE_MESSAGES.assign),
      schema: {
        params: AssignmentParams,
        body: ChangeAssignmentBody,
        response: { 200: AssignmentResponse },
      },
    },
    async (request) => ({
      assignment: await changeAssignment(db, {
        ...actor(request),
        assignmentId: request.params.assignmentId,
        roleId: request.body.roleId,
        staffDomain: config.staffEmailDomain,
      }),
    }),
  );

  app.delete(
    "/api/admin/assignments/:assignmentId",
    {
      preValidation: guard.requirePermission("roles.assign", ROLE_MESSAGES.remove),
      schema: { params: AssignmentParams, response: { 200: OkBody } },
    },
    async (request) => {
      await removeAssignment(db, {
        ...actor(request),
        assignmentId: request.params.assignmentId,
        staffDomain: config.staffEmailDomain,
      });
      return { ok: true as const };
    },
  );
};
