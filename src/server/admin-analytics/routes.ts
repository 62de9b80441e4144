import { adminAnalyticsApi } from "../../contract/admin-analytics";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getAnalytics } from "./service";

/** Analytics over a chosen range of days. */
export const adminAnalyticsRoutes: FeatureRoutes = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);
  route(adminAnalyticsApi.get, async (request) => getAnalytics(deps.db, request.query));
};
