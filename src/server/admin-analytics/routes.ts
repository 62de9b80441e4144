import { AdminAnalytics, AnalyticsQuery } from "../../contract/admin-analytics";
import type { FeatureRoutes } from "../http/types";
import { staffGuards } from "../rbac/guards";
import { getAnalytics } from "./service";

/** Analytics over a chosen range of days. */
export const adminAnalyticsRoutes: FeatureRoutes = async (app, deps) => {
  const guard = staffGuards(deps);
  app.get(
    "/api/admin/analytics",
    {
      preValidation: guard.requirePermission("analytics.view"),
      schema: { querystring: AnalyticsQuery, response: { 200: AdminAnalytics } },
    },
    async (request) => getAnalytics(deps.db, request.query),
  );
};
