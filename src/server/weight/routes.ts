import { OkBody } from "../../contract/errors";
import {
  CreateWeightEntryBody,
  SavedWeightEntry,
  SetWeightUnitBody,
  UpdateWeightEntryBody,
  WeightEntryParams,
  WeightListQuery,
  WeightPage,
} from "../../contract/weight";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import {
  deleteWeightEntry,
  getWeightPage,
  logWeight,
  setWeightUnit,
  updateWeightEntry,
} from "./service";

/** The signed-in user's weigh-ins; every query is scoped to the viewer. */
export const weightRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/weight",
    {
      preValidation: requireUser,
      schema: { querystring: WeightListQuery, response: { 200: WeightPage } },
    },
    async (request) =>
      getWeightPage(db, { userId: viewerOf(request).userId, days: request.query.days }),
  );

  app.post(
    "/api/weight",
    {
      preValidation: requireUser,
      schema: {
        body: CreateWeightEntryBody,
        response: { 200: SavedWeightEntry, 201: SavedWeightEntry },
      },
    },
    async (request, reply) => {
      const { entry, isReplaced } = await logWeight({
        db,
        userId: viewerOf(request).userId,
        body: request.body,
      });
      return reply.status(isReplaced ? 200 : 201).send(entry);
    },
  );

  app.patch(
    "/api/weight/:id",
    {
      preValidation: requireUser,
      schema: {
        params: WeightEntryParams,
        body: UpdateWeightEntryBody,
        response: { 200: SavedWeightEntry },
      },
    },
    async (request) =>
      updateWeightEntry({
        db,
        userId: viewerOf(request).userId,
        id: request.params.id,
        changes: request.body,
      }),
  );

  app.delete(
    "/api/weight/:id",
    {
      preValidation: requireUser,
      schema: { params: WeightEntryParams, response: { 200: OkBody } },
    },
    async (request) => {
      await deleteWeightEntry({ db, userId: viewerOf(request).userId, id: request.params.id });
      return { ok: true as const };
    },
  );

  app.put(
    "/api/weight/unit",
    { preValidation: requireUser, schema: { body: SetWeightUnitBody, response: { 200: OkBody } } },
    async (request) => {
      await setWeightUnit({ db, userId: viewerOf(request).userId, unit: request.body.unit });
      return { ok: true as const };
    },
  );
};
