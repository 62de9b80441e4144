import { z } from "zod";
import {
  AssignStaffBody,
  DepartmentBody,
  DepartmentDetail,
  DepartmentIdParams,
  DepartmentList,
  DepartmentStaffParams,
  Department,
} from "../../contract/departments";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { staffGuards } from "../rbac/guards";
import {
  assignStaff,
  createDepartment,
  deleteDepartment,
  getDepartmentDetail,
  listDepartments,
  removeStaff,
  updateDepartment,
} from "./service";

const NoContent = z.null();

/** Department Management (settings.view to read, settings.edit to change) and the active list users pick from. */
export const departmentRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const guard = staffGuards(deps);
  const canView = guard.requirePermission("settings.view");
  const canEdit = guard.requirePermission("settings.edit");
  const staffDomain = deps.config.staffEmailDomain;
  const actor = (request: Parameters<typeof viewerOf>[0]) => ({
    actorId: viewerOf(request).userId,
    ip: request.ip,
  });

  app.get(
    "/api/departments",
    { preValidation: requireUser, schema: { response: { 200: DepartmentList } } },
    async () => ({
      departments: await listDepartments(db, { activeOnly: true }),
    }),
  );

  app.get(
    "/api/admin/departments",
    { preValidation: canView, schema: { response: { 200: DepartmentList } } },
    async () => ({
      departments: await listDepartments(db, { activeOnly: false }),
    }),
  );

  app.get(
    "/api/admin/departments/:id",
    {
      preValidation: canView,
      schema: { params: DepartmentIdParams, response: { 200: DepartmentDetail } },
    },
    async (request) => getDepartmentDetail(db, { id: request.params.id, staffDomain }),
  );

  app.post(
    "/api/admin/departments",
    { preValidation: canEdit, schema: { body: DepartmentBody, response: { 201: Department } } },
    async (request, reply) =>
      reply.status(201).send(await createDepartment(db, { body: request.body, ...actor(request) })),
  );

  app.put(
    "/api/admin/departments/:id",
    {
      preValidation: canEdit,
      schema: { params: DepartmentIdParams, body: DepartmentBody, response: { 200: Department } },
    },
    async (request) =>
      updateDepartment(db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.delete(
    "/api/admin/departments/:id",
    {
      preValidation: canEdit,
      schema: { params: DepartmentIdParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await deleteDepartment(db, { id: request.params.id, ...actor(request) });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/departments/:id/staff",
    {
      preValidation: canEdit,
      schema: { params: DepartmentIdParams, body: AssignStaffBody, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await assignStaff(db, {
        id: request.params.id,
        userId: request.body.userId,
        staffDomain,
        ...actor(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/admin/departments/:id/staff/:userId",
    {
      preValidation: canEdit,
      schema: { params: DepartmentStaffParams, response: { 204: NoContent } },
    },
    async (request, reply) => {
      await removeStaff(db, { ...request.params, ...actor(request) });
      return reply.status(204).send(null);
    },
  );
};
