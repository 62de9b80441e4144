import { AdminPlan, AdminPlansResponse, PlanBody, PlanIdParams } from "../../contract/admin-plans";
import { OkBody } from "../../contract/errors";
import type { FeatureRoutes } from "../http/types";
import { staffGuards, staffOf } from "../rbac/guards";
import { createPlan, deletePlan, listAdminPlans, updatePlan } from "./service";

/** Plan Management: every plan with its limits; create (plans.create), edit and delete (plans.edit). */
export const adminPlansRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const guard = staffGuards(deps);
  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    db,
    staff: staffOf(request),
    ip: request.ip,
  });

  app.get(
    "/api/admin/plans",
    {
      preValidation: guard.requirePermission("plans.view"),
      schema: { response: { 200: AdminPlansResponse } },
    },
    async () => ({ plans: await listAdminPlans(db) }),
  );

  app.post(
    "/api/admin/plans",
    {
      preValidation: guard.requirePermission("plans.create"),
      schema: { body: PlanBody, response: { 201: AdminPlan } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPlan({ ...actor(request), body: request.body })),
  );

  app.put(
    "/api/admin/plans/:id",
    {
      preValidation: guard.requirePermission("plans.edit"),
      schema: { params: PlanIdParams, body: PlanBody, response: { 200: AdminPlan } },
    },
    async (request) => updatePlan({ ...actor(request), id: request.params.id, body: request.body }),
  );

  app.delete(
    "/api/admin/plans/:id",
    {
      preValidation: guard.requirePermission("plans.edit"),
      schema: { params: PlanIdParams, response: { 200: OkBody } },
    },
    async (request) => {
      await deletePlan({ ...actor(request), id: request.params.id });
      return { ok: true as const };
    },
  );
};
