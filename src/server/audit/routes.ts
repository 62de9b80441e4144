import { AuditPage, AuditQuery } from "../../contract/admin-audit";
import type { FeatureRoutes } from "../http/types";
import { staffGuards } from "../rbac/guards";
import { listAuditEntries } from "./queries";

/** The Security screen's audit log: read-only; nothing in the API updates or deletes entries. */
export const auditRoutes: FeatureRoutes = async (app, deps) => {
  const guard = staffGuards(deps);
  app.get(
    "/api/admin/audit",
    {
      preValidation: guard.requirePermission("security.view"),
      schema: { querystring: AuditQuery, response: { 200: AuditPage } },
    },
    async (request) => listAuditEntries(deps.db, request.query),
  );
};
