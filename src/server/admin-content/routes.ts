import { FaqEntryBody, FaqEntryParams, FaqEntryResponse } from "../../contract/admin-content";
import { OkBody } from "../../contract/errors";
import { FaqList } from "../../contract/help";
import type { FeatureRoutes } from "../http/types";
import { staffGuards, staffOf } from "../rbac/guards";
import { createFaqEntry, deleteFaqEntry, listRawFaqEntries, updateFaqEntry } from "./service";

/** Content screen: the help-centre FAQ. content.view to read, settings.edit to change (audited). */
export const adminContentRoutes: FeatureRoutes = async (app, { db, config }) => {
  const guard = staffGuards({ db, config });
  const canEdit = guard.requireAllPermissions(["content.view", "settings.edit"]);

  app.get(
    "/api/admin/faq",
    {
      preValidation: guard.requirePermission("content.view"),
      schema: { response: { 200: FaqList } },
    },
    async () => ({
      entries: await listRawFaqEntries(db),
    }),
  );

  app.post(
    "/api/admin/faq",
    { preValidation: canEdit, schema: { body: FaqEntryBody, response: { 201: FaqEntryResponse } } },
    async (request, reply) =>
      reply.status(201).send({
        entry: await createFaqEntry(db, {
          staff: staffOf(request),
          ip: request.ip,
          body: request.body,
        }),
      }),
  );

  app.put(
    "/api/admin/faq/:id",
    {
      preValidation: canEdit,
      schema: { params: FaqEntryParams, body: FaqEntryBody, response: { 200: FaqEntryResponse } },
    },
    async (request) => ({
      entry: await updateFaqEntry(db, {
        staff: staffOf(request),
        ip: request.ip,
        id: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    "/api/admin/faq/:id",
    { preValidation: canEdit, schema: { params: FaqEntryParams, response: { 200: OkBody } } },
    async (request) => {
      await deleteFaqEntry(db, { staff: staffOf(request), ip: request.ip, id: request.params.id });
      return { ok: true as const };
    },
  );
};
