import { dashboardApi } from "../../contract/dashboard";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getDashboard } from "./service";

/** The dashboard loads in one request. */
export const dashboardRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(dashboardApi.get, async (request) => getDashboard(db, viewerOf(request).userId));
};
