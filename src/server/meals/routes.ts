import { z } from "zod";
import { DayRangeQuery } from "../../contract/date-range";
import {
  CopyBody,
  CopyResponse,
  CreateEntryBody,
  DiaryDay,
  DiaryQuery,
  EntryParams,
  MealEntry,
  MealRange,
  RecentFoods,
  UpdateEntryBody,
} from "../../contract/meals";
import {
  CreateSavedMealBody,
  CreateSavedMealResponse,
  DeletedEntry,
  DeleteEntryResponse,
  LogSavedMealBody,
  LogSavedMealResponse,
  RenameSavedMealBody,
  SavedMeal,
  SavedMealParams,
  SavedMeals,
} from "../../contract/saved-meals";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { getDiaryDay, getMealRange, getRecentFoods } from "./diary";
import { copyMealEntries, logMealEntry, updateMealEntry } from "./entries";
import {
  createSavedMeal,
  deleteSavedMeal,
  listSavedMeals,
  logSavedMeal,
  renameSavedMeal,
} from "./saved-meals";
import { deleteMealEntryForUndo, restoreMealEntry } from "./undo";

const Ok = z.object({ ok: z.literal(true) });

export const mealRoutes: FeatureRoutes = async (app, { db }) => {
  const signedIn = { preValidation: requireUser };

  app.get(
    "/api/meals",
    { ...signedIn, schema: { querystring: DiaryQuery, response: { 200: DiaryDay } } },
    async (request) => {
      const viewer = viewerOf(request);
      return getDiaryDay(db, {
        userId: viewer.userId,
        timeZone: viewer.timeZone,
        date: request.query.date,
      });
    },
  );
  app.get(
    "/api/meals/recent",
    { ...signedIn, schema: { response: { 200: RecentFoods } } },
    async (request) => getRecentFoods(db, { userId: viewerOf(request).userId }),
  );
  app.get(
    "/api/meals/entries",
    { ...signedIn, schema: { querystring: DayRangeQuery, response: { 200: MealRange } } },
    async (request) =>
      getMealRange(db, {
        userId: viewerOf(request).userId,
        from: request.query.from,
        to: request.query.to,
      }),
  );
  app.post(
    "/api/meals/entries",
    { ...signedIn, schema: { body: CreateEntryBody, response: { 201: MealEntry } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await logMealEntry(db, { userId: viewerOf(request).userId, body: request.body })),
  );
  app.patch(
    "/api/meals/entries/:id",
    {
      ...signedIn,
      schema: { params: EntryParams, body: UpdateEntryBody, response: { 200: MealEntry } },
    },
    async (request) =>
      updateMealEntry(db, {
        userId: viewerOf(request).userId,
        id: request.params.id,
        body: request.body,
      }),
  );
  // The deleted entry comes back with the answer: the diary offers to undo, and the undo sends it back.
  app.delete(
    "/api/meals/entries/:id",
    { ...signedIn, schema: { params: EntryParams, response: { 200: DeleteEntryResponse } } },
    async (request) => ({
      ok: true as const,
      entry: await deleteMealEntryForUndo(db, {
        userId: viewerOf(request).userId,
        id: request.params.id,
      }),
    }),
  );
  app.post(
    "/api/meals/entries/restore",
    { ...signedIn, schema: { body: DeletedEntry, response: { 201: MealEntry } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await restoreMealEntry(db, { userId: viewerOf(request).userId, entry: request.body }),
        ),
  );
  app.post(
    "/api/meals/copy",
    { ...signedIn, schema: { body: CopyBody, response: { 201: CopyResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await copyMealEntries(db, { userId: viewerOf(request).userId, body: request.body })),
  );

  app.get(
    "/api/meals/saved",
    { ...signedIn, schema: { response: { 200: SavedMeals } } },
    async (request) => listSavedMeals(db, { userId: viewerOf(request).userId }),
  );
  app.post(
    "/api/meals/saved",
    {
      ...signedIn,
      schema: { body: CreateSavedMealBody, response: { 201: CreateSavedMealResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSavedMeal(db, { userId: viewerOf(request).userId, body: request.body })),
  );
  app.patch(
    "/api/meals/saved/:id",
    {
      ...signedIn,
      schema: { params: SavedMealParams, body: RenameSavedMealBody, response: { 200: SavedMeal } },
    },
    async (request) =>
      renameSavedMeal(db, {
        userId: viewerOf(request).userId,
        id: request.params.id,
        body: request.body,
      }),
  );
  app.delete(
    "/api/meals/saved/:id",
    { ...signedIn, schema: { params: SavedMealParams, response: { 200: Ok } } },
    async (request) => {
      await deleteSavedMeal(db, { userId: viewerOf(request).userId, id: request.params.id });
      return { ok: true as const };
    },
  );
  app.post(
    "/api/meals/saved/:id/log",
    {
      ...signedIn,
      schema: {
        params: SavedMealParams,
        body: LogSavedMealBody,
        response: { 201: LogSavedMealResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await logSavedMeal(db, {
          userId: viewerOf(request).userId,
          id: request.params.id,
          body: request.body,
        }),
      ),
  );
};
