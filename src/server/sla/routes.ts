import { SlaTargetsBody, SlaTargetsResponse } from "../../contract/ticket-sla";
import type { FeatureRoutes } from "../http/types";
import { staffGuards, staffOf } from "../rbac/guards";
import { getSlaTargets, updateSlaTargets } from "./targets";

/**
 * SLA targets per priority (issue 16). Read by whoever works tickets (support.view) or sees settings
 * (settings.view, where the card is); changed with settings.edit, audited in the service.
 */
export const slaRoutes: FeatureRoutes = async (app, deps) => {
  const guard = staffGuards(deps);

  app.get(
    "/api/admin/sla-targets",
    {
      preValidation: guard.requireAnyPermission(["support.view", "settings.view"]),
      schema: { response: { 200: SlaTargetsResponse } },
    },
    async () => getSlaTargets(deps.db),
  );

  app.put(
    "/api/admin/sla-targets",
    {
      preValidation: guard.requirePermission("settings.edit"),
      schema: { body: SlaTargetsBody, response: { 200: SlaTargetsResponse } },
    },
    async (request) =>
      updateSlaTargets(deps.db, {
        targets: request.body,
        actorId: staffOf(request).userId,
        ip: request.ip,
      }),
  );
};
