import { AdminDashboard } from "../../contract/admin-dashboard";
import type { FeatureRoutes } from "../http/types";
import { staffGuards, staffOf } from "../rbac/guards";
import { getDashboard } from "./service";

/** The dashboard's figures in one request. */
export const adminDashboardRoutes: FeatureRoutes = async (app, deps) => {
  const guard = staffGuards(deps);
  app.get(
    "/api/admin/dashboard",
    {
      preValidation: guard.requirePermission("dashboard.view"),
      schema: { response: { 200: AdminDashboard } },
    },
    async (request) => getDashboard(deps.db, staffOf(request)),
  );
};
