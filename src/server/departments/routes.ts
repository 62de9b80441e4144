import { departmentsApi } from "../../contract/departments";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import {
  assignStaff,
  createDepartment,
  deleteDepartment,
  getDepartmentDetail,
  listDepartments,
  removeStaff,
  updateDepartment,
} from "./service";

/** Department Management (settings.view to read, settings.edit to change) and the active list users pick from. */
export const departmentRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);
  const staffDomain = deps.config.staffEmailDomain;
  const actor = (request: Parameters<typeof viewerOf>[0]) => ({
    actorId: viewerOf(request).userId,
    ip: request.ip,
  });

  route(departmentsApi.listActive, async () => ({
    departments: await listDepartments(db, { activeOnly: true }),
  }));

  route(departmentsApi.list, async () => ({
    departments: await listDepartments(db, { activeOnly: false }),
  }));

  route(departmentsApi.get, async (request) =>
    getDepartmentDetail(db, { id: request.params.id, staffDomain }),
  );

  route(departmentsApi.create, async (request) =>
    createDepartment(db, { body: request.body, ...actor(request) }),
  );

  route(departmentsApi.update, async (request) =>
    updateDepartment(db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  route(departmentsApi.remove, async (request) => {
    await deleteDepartment(db, { id: request.params.id, ...actor(request) });
    return null;
  });

  route(departmentsApi.assignStaff, async (request) => {
    await assignStaff(db, {
      id: request.params.id,
      userId: request.body.userId,
      staffDomain,
      ...actor(request),
    });
    return null;
  });

  route(departmentsApi.removeStaff, async (request) => {
    await removeStaff(db, { ...request.params, ...actor(request) });
    return null;
  });
};
