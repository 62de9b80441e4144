import { DayRangeQuery } from "./date-range";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
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
} from "./meals";
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
} from "./saved-meals";

// Apart from meals.ts: saved-meals.ts imports meals.ts, and the diary's delete and undo answer with
// its schemas, so declaring these in either file would make a cycle.

/**
 * The signed-in user's food diary and saved meals. A token reaches all but the undo of a delete,
 * which only the diary's screen offers.
 */
export const mealsApi = {
  day: endpoint({
    method: "GET",
    path: "/api/meals",
    query: DiaryQuery,
    responses: { 200: DiaryDay },
    access: "user",
    token: true,
  }),
  recent: endpoint({
    method: "GET",
    path: "/api/meals/recent",
    responses: { 200: RecentFoods },
    access: "user",
    token: true,
  }),
  range: endpoint({
    method: "GET",
    path: "/api/meals/entries",
    query: DayRangeQuery,
    responses: { 200: MealRange },
    access: "user",
    token: true,
  }),
  logEntry: endpoint({
    method: "POST",
    path: "/api/meals/entries",
    body: CreateEntryBody,
    responses: { 201: MealEntry },
    access: "user",
    token: true,
  }),
  updateEntry: endpoint({
    method: "PATCH",
    path: "/api/meals/entries/:id",
    params: EntryParams,
    body: UpdateEntryBody,
    responses: { 200: MealEntry },
    access: "user",
    token: true,
  }),
  /** The deleted entry comes back with the answer: the diary offers to undo, and the undo sends it back. */
  removeEntry: endpoint({
    method: "DELETE",
    path: "/api/meals/entries/:id",
    params: EntryParams,
    responses: { 200: DeleteEntryResponse },
    access: "user",
    token: true,
  }),
  restoreEntry: endpoint({
    method: "POST",
    path: "/api/meals/entries/restore",
    body: DeletedEntry,
    responses: { 201: MealEntry },
    access: "user",
  }),
  copy: endpoint({
    method: "POST",
    path: "/api/meals/copy",
    body: CopyBody,
    responses: { 201: CopyResponse },
    access: "user",
    token: true,
  }),
  savedList: endpoint({
    method: "GET",
    path: "/api/meals/saved",
    responses: { 200: SavedMeals },
    access: "user",
    token: true,
  }),
  createSaved: endpoint({
    method: "POST",
    path: "/api/meals/saved",
    body: CreateSavedMealBody,
    responses: { 201: CreateSavedMealResponse },
    access: "user",
    token: true,
  }),
  renameSaved: endpoint({
    method: "PATCH",
    path: "/api/meals/saved/:id",
    params: SavedMealParams,
    body: RenameSavedMealBody,
    responses: { 200: SavedMeal },
    access: "user",
    token: true,
  }),
  removeSaved: endpoint({
    method: "DELETE",
    path: "/api/meals/saved/:id",
    params: SavedMealParams,
    responses: { 200: OkBody },
    access: "user",
    token: true,
  }),
  logSaved: endpoint({
    method: "POST",
    path: "/api/meals/saved/:id/log",
    params: SavedMealParams,
    body: LogSavedMealBody,
    responses: { 201: LogSavedMealResponse },
    access: "user",
    token: true,
  }),
};
