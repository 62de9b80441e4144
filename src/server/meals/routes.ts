import { mealsApi } from "../../contract/meals-api";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
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

export const mealRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(mealsApi.day, async (request) => {
    const viewer = viewerOf(request);
    return getDiaryDay(db, {
      userId: viewer.userId,
      timeZone: viewer.timeZone,
      date: request.query.date,
    });
  });
  route(mealsApi.recent, async (request) =>
    getRecentFoods(db, { userId: viewerOf(request).userId }),
  );
  route(mealsApi.range, async (request) =>
    getMealRange(db, {
      userId: viewerOf(request).userId,
      from: request.query.from,
      to: request.query.to,
    }),
  );
  route(mealsApi.logEntry, async (request) =>
    logMealEntry(db, { userId: viewerOf(request).userId, body: request.body }),
  );
  route(mealsApi.updateEntry, async (request) =>
    updateMealEntry(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      body: request.body,
    }),
  );
  route(mealsApi.removeEntry, async (request) => ({
    ok: true as const,
    entry: await deleteMealEntryForUndo(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
    }),
  }));
  route(mealsApi.restoreEntry, async (request) =>
    restoreMealEntry(db, { userId: viewerOf(request).userId, entry: request.body }),
  );
  route(mealsApi.copy, async (request) =>
    copyMealEntries(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  route(mealsApi.savedList, async (request) =>
    listSavedMeals(db, { userId: viewerOf(request).userId }),
  );
  route(mealsApi.createSaved, async (request) =>
    createSavedMeal(db, { userId: viewerOf(request).userId, body: request.body }),
  );
  route(mealsApi.renameSaved, async (request) =>
    renameSavedMeal(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      body: request.body,
    }),
  );
  route(mealsApi.removeSaved, async (request) => {
    await deleteSavedMeal(db, { userId: viewerOf(request).userId, id: request.params.id });
    return { ok: true as const };
  });
  route(mealsApi.logSaved, async (request) =>
    logSavedMeal(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      body: request.body,
    }),
  );
};
