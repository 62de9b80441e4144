import { foodsApi } from "../../contract/foods";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import {
  createCustomFood,
  deleteCustomFood,
  getOwnCustomFood,
  listCustomFoods,
  toCustomFood,
  updateCustomFood,
} from "./custom-foods";
import { createRecipe, deleteRecipe, getRecipe, listRecipes, updateRecipe } from "./recipes";
import { searchFoods } from "./search";
import { getUsdaFood } from "./usda";

export const foodRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(foodsApi.search, async (request) => {
    const { q, page, pageSize } = request.query;
    const result = await searchFoods(db, { q, page, pageSize, userId: viewerOf(request).userId });
    return { ...result, page, pageSize };
  });

  route(foodsApi.usdaFood, async (request) => getUsdaFood(db, request.params.id));

  route(foodsApi.customFoods, async (request) => ({
    items: await listCustomFoods(db, { userId: viewerOf(request).userId }),
  }));
  route(foodsApi.customFood, async (request) =>
    toCustomFood(
      await getOwnCustomFood(db, { userId: viewerOf(request).userId, id: request.params.id }),
    ),
  );
  route(foodsApi.createCustomFood, async (request) =>
    createCustomFood(db, { userId: viewerOf(request).userId, body: request.body }),
  );
  route(foodsApi.updateCustomFood, async (request) =>
    updateCustomFood(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      body: request.body,
    }),
  );
  route(foodsApi.removeCustomFood, async (request) => {
    await deleteCustomFood(db, { userId: viewerOf(request).userId, id: request.params.id });
    return { ok: true as const };
  });

  route(foodsApi.recipes, async (request) => ({
    items: await listRecipes(db, { userId: viewerOf(request).userId }),
  }));
  route(foodsApi.recipe, async (request) =>
    getRecipe(db, { userId: viewerOf(request).userId, id: request.params.id }),
  );
  route(foodsApi.createRecipe, async (request) =>
    createRecipe(db, { userId: viewerOf(request).userId, body: request.body }),
  );
  route(foodsApi.updateRecipe, async (request) =>
    updateRecipe(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      body: request.body,
    }),
  );
  route(foodsApi.removeRecipe, async (request) => {
    await deleteRecipe(db, { userId: viewerOf(request).userId, id: request.params.id });
    return { ok: true as const };
  });
};
