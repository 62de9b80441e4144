import { adminPlansApi } from "../../contract/admin-plans";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf } from "../rbac/guards";
import { createPlan, deletePlan, listAdminPlans, updatePlan } from "./service";

/** Plan Management: every plan with its limits; create (plans.create), edit and delete (plans.edit). */
export const adminPlansRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);
  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    db,
    staff: staffOf(request),
    ip: request.ip,
  });

  route(adminPlansApi.list, async () => ({ plans: await listAdminPlans(db) }));

  route(adminPlansApi.create, async (request) =>
    createPlan({ ...actor(request), body: request.body }),
  );

  route(adminPlansApi.update, async (request) =>
    updatePlan({ ...actor(request), id: request.params.id, body: request.body }),
  );

  route(adminPlansApi.remove, async (request) => {
    await deletePlan({ ...actor(request), id: request.params.id });
    return { ok: true as const };
  });
};
