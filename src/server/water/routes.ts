import { OkBody } from "../../contract/errors";
import { DayRangeQuery } from "../../contract/date-range";
import {
  AddWaterBody,
  WaterDay,
  WaterDayQuery,
  WaterEntry,
  WaterEntryParams,
  WaterRange,
} from "../../contract/water";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { addWater, getWaterDay, getWaterRange, removeWater } from "./service";

/** The signed-in user's drinks; every query is scoped to the viewer. */
export const waterRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/water",
    {
      preValidation: requireUser,
      schema: { querystring: WaterDayQuery, response: { 200: WaterDay } },
    },
    async (request) =>
      getWaterDay(db, { userId: viewerOf(request).userId, date: request.query.date }),
  );

  app.get(
    "/api/water/entries",
    {
      preValidation: requireUser,
      schema: { querystring: DayRangeQuery, response: { 200: WaterRange } },
    },
    async (request) =>
      getWaterRange(db, {
        userId: viewerOf(request).userId,
        from: request.query.from,
        to: request.query.to,
      }),
  );

  app.post(
    "/api/water",
    { preValidation: requireUser, schema: { body: AddWaterBody, response: { 201: WaterEntry } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addWater({ db, userId: viewerOf(request).userId, body: request.body })),
  );

  app.delete(
    "/api/water/:id",
    { preValidation: requireUser, schema: { params: WaterEntryParams, response: { 200: OkBody } } },
    async (request) => {
      await removeWater({ db, userId: viewerOf(request).userId, id: request.params.id });
      return { ok: true as const };
    },
  );
};
