import { weightApi } from "../../contract/weight";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import {
  deleteWeightEntry,
  getWeightPage,
  logWeight,
  setWeightUnit,
  updateWeightEntry,
} from "./service";

/** The signed-in user's weigh-ins; every query is scoped to the viewer. */
export const weightRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(weightApi.page, async (request) =>
    getWeightPage(db, { userId: viewerOf(request).userId, days: request.query.days }),
  );

  route(weightApi.log, async (request, reply) => {
    const { entry, isReplaced } = await logWeight({
      db,
      userId: viewerOf(request).userId,
      body: request.body,
    });
    return reply.status(isReplaced ? 200 : 201).send(entry);
  });

  route(weightApi.update, async (request) =>
    updateWeightEntry({
      db,
      userId: viewerOf(request).userId,
      id: request.params.id,
      changes: request.body,
    }),
  );

  route(weightApi.remove, async (request) => {
    await deleteWeightEntry({ db, userId: viewerOf(request).userId, id: request.params.id });
    return { ok: true as const };
  });

  route(weightApi.setUnit, async (request) => {
    await setWeightUnit({ db, userId: viewerOf(request).userId, unit: request.body.unit });
    return { ok: true as const };
  });
};
