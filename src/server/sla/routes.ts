import { slaApi } from "../../contract/ticket-sla";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf } from "../rbac/guards";
import { getSlaTargets, updateSlaTargets } from "./targets";

/**
 * SLA targets per priority (issue 16). Read by whoever works tickets (support.view) or sees settings
 * (settings.view, where the card is); changed with settings.edit, audited in the service.
 */
export const slaRoutes: FeatureRoutes = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);

  route(slaApi.get, async () => getSlaTargets(deps.db));

  route(slaApi.update, async (request) =>
    updateSlaTargets(deps.db, {
      targets: request.body,
      actorId: staffOf(request).userId,
      ip: request.ip,
    }),
  );
};
