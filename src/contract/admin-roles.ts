import { z } from "zod";
import { MAX_ROLE_LEVEL, MIN_ROLE_LEVEL } from "../domain/permissions";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";

/** The permission errors of the admin spec (section 8), kept word for word. */
export const ROLE_MESSAGES = {
  assign: "Insufficient permissions to assign roles",
  remove: "Insufficient permissions to remove roles",
  create: "Insufficient permissions to create roles",
  update: "Insufficient permissions to update roles",
  assignPermissions: "Insufficient permissions to assign permissions",
  removePermissions: "Insufficient permissions to remove permissions",
} as const;

/** Shown when a role goes to an account that has not verified its e-mail: assigned, but not yet in effect. */
export const UNVERIFIED_HOLDER_NOTE =
  "This account has not verified its e-mail yet; the role takes effect once it does";

export const Permission = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  resource: z.string(),
  action: z.string(),
});
export type Permission = z.infer<typeof Permission>;

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.number().int(),
  isActive: z.boolean(),
  permissions: z.array(Permission),
  assignedUserCount: z.number().int(),
});
export type Role = z.infer<typeof Role>;

export const RolesResponse = z.object({ roles: z.array(Role), permissions: z.array(Permission) });
export type RolesResponse = z.infer<typeof RolesResponse>;

export const RoleAssignment = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  role: z.string(),
  assignedAt: z.string(),
  /** E-mail of who assigned it; null when the system did (start-up or the admin:create command). */
  assignedBy: z.string().nullable(),
  /** Whether the holder proved their e-mail; until they do, the role gives them nothing (resolveStaff). */
  emailVerified: z.boolean(),
});
export type RoleAssignment = z.infer<typeof RoleAssignment>;
export const RoleAssignmentsResponse = z.object({ assignments: z.array(RoleAssignment) });
export type RoleAssignmentsResponse = z.infer<typeof RoleAssignmentsResponse>;

/** Create and edit form of a role; also the body of POST /api/admin/roles and PUT /api/admin/roles/:id. */
export const RoleBody = z.object({
  name: z.string().trim().min(1, "Enter a role name").max(60, "Use at most 60 characters"),
  description: z.string().trim().max(300, "Use at most 300 characters"),
  level: z
    .number({ error: "Enter a level from 0 to 100" })
    .int("The level must be a whole number")
    .min(MIN_ROLE_LEVEL, "The level must be 0 or more")
    .max(MAX_ROLE_LEVEL, "The level must be 100 or less"),
  permissionIds: z.array(z.uuid()).max(200),
  /** Holders of an inactive role lose it until it is reactivated. Absent: unchanged (a new role starts active). */
  isActive: z.boolean().optional(),
});
export type RoleBody = z.infer<typeof RoleBody>;

export const RoleParams = z.object({ roleId: z.uuid() });
export const RolePermissionParams = z.object({ roleId: z.uuid(), permissionId: z.uuid() });
export const RolePermissionBody = z.object({ permissionId: z.uuid() });
export const AssignmentParams = z.object({ assignmentId: z.uuid() });

export const AssignRoleBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter the staff member's e-mail")
    .max(254)
    .pipe(z.email("Enter a valid e-mail address")),
});
export type AssignRoleBody = z.infer<typeof AssignRoleBody>;
export const ChangeAssignmentBody = z.object({ roleId: z.uuid() });
export type ChangeAssignmentBody = z.infer<typeof ChangeAssignmentBody>;

export const RoleResponse = z.object({ role: Role });
export const AssignmentResponse = z.object({ assignment: RoleAssignment });

/** Role Management: roles, their permissions and who holds them (admin spec, sections 2 and 6). */
export const adminRolesApi = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/roles",
    responses: { 200: RolesResponse },
    access: { permission: "roles.view" },
  }),
  listAssignments: endpoint({
    method: "GET",
    path: "/api/admin/roles/:roleId/assignments",
    params: RoleParams,
    responses: { 200: RoleAssignmentsResponse },
    access: { permission: "roles.view" },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/admin/roles",
    body: RoleBody,
    responses: { 201: RoleResponse },
    access: { permission: "roles.edit", message: ROLE_MESSAGES.create },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/roles/:roleId",
    params: RoleParams,
    body: RoleBody,
    responses: { 200: RoleResponse },
    access: { permission: "roles.edit", message: ROLE_MESSAGES.update },
  }),
  grantPermission: endpoint({
    method: "POST",
    path: "/api/admin/roles/:roleId/permissions",
    params: RoleParams,
    body: RolePermissionBody,
    responses: { 200: RoleResponse },
    access: { permission: "roles.edit", message: ROLE_MESSAGES.assignPermissions },
  }),
  revokePermission: endpoint({
    method: "DELETE",
    path: "/api/admin/roles/:roleId/permissions/:permissionId",
    params: RolePermissionParams,
    responses: { 200: RoleResponse },
    access: { permission: "roles.edit", message: ROLE_MESSAGES.removePermissions },
  }),
  assign: endpoint({
    method: "POST",
    path: "/api/admin/roles/:roleId/assignments",
    params: RoleParams,
    body: AssignRoleBody,
    responses: { 201: AssignmentResponse },
    access: { permission: "roles.assign", message: ROLE_MESSAGES.assign },
  }),
  changeAssignment: endpoint({
    method: "PUT",
    path: "/api/admin/assignments/:assignmentId",
    params: AssignmentParams,
    body: ChangeAssignmentBody,
    responses: { 200: AssignmentResponse },
    access: { permission: "roles.assign", message: ROLE_MESSAGES.assign },
  }),
  removeAssignment: endpoint({
    method: "DELETE",
    path: "/api/admin/assignments/:assignmentId",
    params: AssignmentParams,
    responses: { 200: OkBody },
    access: { permission: "roles.assign", message: ROLE_MESSAGES.remove },
  }),
};
