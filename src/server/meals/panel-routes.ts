import {
  DayPanel,
  DayPanelQuery,
  FoodPanel,
  FoodPanelParams,
  NutrientTargets,
  NutrientTargetsBody,
} from "../../contract/nutrient-panel";
import { requireUser, viewerOf } from "../auth/plugin";
import { getFoodPanel } from "../foods/usda";
import type { FeatureRoutes } from "../http/types";
import { getDayPanel, getNutrientTargets, saveNutrientTargets } from "./panel";

/** The full nutrient panel: of a USDA food, of the signed-in user's day, and the user's own targets. */
export const nutrientPanelRoutes: FeatureRoutes = async (app, { db }) => {
  const signedIn = { preValidation: requireUser };

  app.get(
    "/api/foods/usda/:id/panel",
    { ...signedIn, schema: { params: FoodPanelParams, response: { 200: FoodPanel } } },
    async (request) => getFoodPanel(db, request.params.id),
  );
  app.get(
    "/api/meals/panel",
    { ...signedIn, schema: { querystring: DayPanelQuery, response: { 200: DayPanel } } },
    async (request) =>
      getDayPanel(db, { userId: viewerOf(request).userId, date: request.query.date }),
  );
  app.get(
    "/api/nutrient-targets",
    { ...signedIn, schema: { response: { 200: NutrientTargets } } },
    async (request) => getNutrientTargets(db, { userId: viewerOf(request).userId }),
  );
  app.put(
    "/api/nutrient-targets",
    { ...signedIn, schema: { body: NutrientTargetsBody, response: { 200: NutrientTargets } } },
    async (request) =>
      saveNutrientTargets(db, { userId: viewerOf(request).userId, body: request.body }),
  );
};
