import { waterApi } from "../../contract/water";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { addWater, getWaterDay, getWaterRange, removeWater } from "./service";

/** The signed-in user's drinks; every query is scoped to the viewer. */
export const waterRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(waterApi.day, async (request) =>
    getWaterDay(db, { userId: viewerOf(request).userId, date: request.query.date }),
  );

  route(waterApi.range, async (request) =>
    getWaterRange(db, {
      userId: viewerOf(request).userId,
      from: request.query.from,
      to: request.query.to,
    }),
  );

  route(waterApi.add, async (request) =>
    addWater({ db, userId: viewerOf(request).userId, body: request.body }),
  );

  route(waterApi.remove, async (request) => {
    await removeWater({ db, userId: viewerOf(request).userId, id: request.params.id });
    return { ok: true as const };
  });
};
