import { auditApi } from "../../contract/admin-audit";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { listAuditEntries } from "./queries";

/** The Security screen's audit log: read-only; nothing in the API updates or deletes entries. */
export const auditRoutes: FeatureRoutes = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);
  route(auditApi.list, async (request) => listAuditEntries(deps.db, request.query));
};
