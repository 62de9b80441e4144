import { Dashboard } from "../../contract/dashboard";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { getDashboard } from "./service";

/** The dashboard loads in one request. */
export const dashboardRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/dashboard",
    { preValidation: requireUser, schema: { response: { 200: Dashboard } } },
    async (request) => getDashboard(db, viewerOf(request).userId),
  );
};
