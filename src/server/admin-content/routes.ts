import { adminContentApi } from "../../contract/admin-content";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf } from "../rbac/guards";
import { createFaqEntry, deleteFaqEntry, listRawFaqEntries, updateFaqEntry } from "./service";

/** Content screen: the help-centre FAQ. content.view to read, settings.edit to change (audited). */
export const adminContentRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(adminContentApi.list, async () => ({
    entries: await listRawFaqEntries(db),
  }));

  route(adminContentApi.create, async (request) => ({
    entry: await createFaqEntry(db, {
      staff: staffOf(request),
      ip: request.ip,
      body: request.body,
    }),
  }));

  route(adminContentApi.update, async (request) => ({
    entry: await updateFaqEntry(db, {
      staff: staffOf(request),
      ip: request.ip,
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(adminContentApi.remove, async (request) => {
    await deleteFaqEntry(db, { staff: staffOf(request), ip: request.ip, id: request.params.id });
    return { ok: true as const };
  });
};
