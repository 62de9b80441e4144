import { z } from "zod";
import { CopyBody, CopyResponse, CreateEntryBody, DiaryDay, DiaryQuery, EntryParams, MealEntry, RecentFoods, UpdateEntryBody } from "../../contract/meals";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { getDiaryDay, getRecentFoods } from "./diary";
import { copyMealEntries, deleteMealEntry, logMealEntry, updateMealEntry } from "./entries";

const Ok = z.object({ ok: z.literal(true) });

export const mealRoutes: FeatureRoutes = async (app, { db }) => {
  const signedIn = { preValidation: requireUser };

  app.get("/api/meals", { ...signedIn, schema: { querystring: DiaryQuery, response: { 200: DiaryDay } } }, async (request) => {
    const viewer = viewerOf(request);
    return getDiaryDay(db, { userId: viewer.userId, timeZone: viewer.timeZone, date: request.query.date });
  });
  app.get("/api/meals/recent", { ...signedIn, schema: { response: { 200: RecentFoods } } }, async (request) =>
    getRecentFoods(db, { userId: viewerOf(request).userId }),
  );
  app.post("/api/meals/entries", { ...signedIn, schema: { body: CreateEntryBody, response: { 201: MealEntry } } }, async (request, reply) =>
    reply.status(201).send(await logMealEntry(db, { userId: viewerOf(request).userId, body: request.body })),
  );
  app.patch(
    "/api/meals/entries/:id",
    { ...signedIn, schema: { params: EntryParams, body: UpdateEntryBody, response: { 200: MealEntry } } },
    async (request) => updateMealEntry(db, { userId: viewerOf(request).userId, id: request.params.id, body: request.body }),
  );
  app.delete("/api/meals/entries/:id", { ...signedIn, schema: { params: EntryParams, response: { 200: Ok } } }, async (request) => {
    await deleteMealEntry(db, { userId: viewerOf(request).userId, id: request.params.id });
    return { ok: true as const };
  });
  app.post("/api/meals/copy", { ...signedIn, schema: { body: CopyBody, response: { 201: CopyResponse } } }, async (request, reply) =>
    reply.status(201).send(await copyMealEntries(db, { userId: viewerOf(request).userId, body: request.body })),
  );
};
