import { adminDashboardApi } from "../../contract/admin-dashboard";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf } from "../rbac/guards";
import { getDashboard } from "./service";

/** The dashboard's figures in one request. */
export const adminDashboardRoutes: FeatureRoutes = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);
  route(adminDashboardApi.get, async (request) => getDashboard(deps.db, staffOf(request)));
};
