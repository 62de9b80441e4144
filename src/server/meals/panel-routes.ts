import { nutrientPanelApi } from "../../contract/nutrient-panel";
import { viewerOf } from "../auth/plugin";
import { getFoodPanel } from "../foods/usda";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getDayPanel, getNutrientTargets, saveNutrientTargets } from "./panel";

/** The full nutrient panel: of a USDA food, of the signed-in user's day, and the user's own targets. */
export const nutrientPanelRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(nutrientPanelApi.food, async (request) => getFoodPanel(db, request.params.id));
  route(nutrientPanelApi.day, async (request) =>
    getDayPanel(db, { userId: viewerOf(request).userId, date: request.query.date }),
  );
  route(nutrientPanelApi.targets, async (request) =>
    getNutrientTargets(db, { userId: viewerOf(request).userId }),
  );
  route(nutrientPanelApi.saveTargets, async (request) =>
    saveNutrientTargets(db, { userId: viewerOf(request).userId, body: request.body }),
  );
};
