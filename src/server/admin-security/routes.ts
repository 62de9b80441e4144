import { adminSecurityApi } from "../../contract/admin-security";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf } from "../rbac/guards";
import { getSecuritySettings, updateSecuritySettings } from "./settings";

/** The installation's security settings: the staff two-factor requirement (issue 13). */
export const adminSecurityRoutes: FeatureRoutes = async (app, deps) => {
  const { db, config } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(adminSecurityApi.get, async () => getSecuritySettings(db, config.staffEmailDomain));

  route(adminSecurityApi.update, async (request) =>
    updateSecuritySettings({
      db,
      actorId: staffOf(request).userId,
      ip: request.ip,
      staffDomain: config.staffEmailDomain,
      staffTwoFactorRequired: request.body.staffTwoFactorRequired,
    }),
  );
};
