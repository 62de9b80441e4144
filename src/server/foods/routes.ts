import { z } from "zod";
import {
  CustomFood,
  CustomFoodBody,
  CustomFoodList,
  FoodSearchQuery,
  FoodSearchResponse,
  IdParams,
  Recipe,
  RecipeBody,
  RecipeList,
  UsdaFood,
  UsdaIdParams,
} from "../../contract/foods";
import { requireUser, viewerOf } from "../auth/plugin";
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

const Ok = z.object({ ok: z.literal(true) });

export const foodRoutes: FeatureRoutes = async (app, { db }) => {
  const signedIn = { preValidation: requireUser };

  app.get(
    "/api/foods/search",
    {
      ...signedIn,
      schema: { querystring: FoodSearchQuery, response: { 200: FoodSearchResponse } },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      const result = await searchFoods(db, { q, page, pageSize, userId: viewerOf(request).userId });
      return { ...result, page, pageSize };
    },
  );

  app.get(
    "/api/foods/usda/:id",
    { ...signedIn, schema: { params: UsdaIdParams, response: { 200: UsdaFood } } },
    async (request) => getUsdaFood(db, request.params.id),
  );

  app.get(
    "/api/custom-foods",
    { ...signedIn, schema: { response: { 200: CustomFoodList } } },
    async (request) => ({
      items: await listCustomFoods(db, { userId: viewerOf(request).userId }),
    }),
  );
  app.get(
    "/api/custom-foods/:id",
    { ...signedIn, schema: { params: IdParams, response: { 200: CustomFood } } },
    async (request) =>
      toCustomFood(
        await getOwnCustomFood(db, { userId: viewerOf(request).userId, id: request.params.id }),
      ),
  );
  app.post(
    "/api/custom-foods",
    { ...signedIn, schema: { body: CustomFoodBody, response: { 201: CustomFood } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCustomFood(db, { userId: viewerOf(request).userId, body: request.body })),
  );
  app.put(
    "/api/custom-foods/:id",
    {
      ...signedIn,
      schema: { params: IdParams, body: CustomFoodBody, response: { 200: CustomFood } },
    },
    async (request) =>
      updateCustomFood(db, {
        userId: viewerOf(request).userId,
        id: request.params.id,
        body: request.body,
      }),
  );
  app.delete(
    "/api/custom-foods/:id",
    { ...signedIn, schema: { params: IdParams, response: { 200: Ok } } },
    async (request) => {
      await deleteCustomFood(db, { userId: viewerOf(request).userId, id: request.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    "/api/recipes",
    { ...signedIn, schema: { response: { 200: RecipeList } } },
    async (request) => ({
      items: await listRecipes(db, { userId: viewerOf(request).userId }),
    }),
  );
  app.get(
    "/api/recipes/:id",
    { ...signedIn, schema: { params: IdParams, response: { 200: Recipe } } },
    async (request) => getRecipe(db, { userId: viewerOf(request).userId, id: request.params.id }),
  );
  app.post(
    "/api/recipes",
    { ...signedIn, schema: { body: RecipeBody, response: { 201: Recipe } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRecipe(db, { userId: viewerOf(request).userId, body: request.body })),
  );
  app.put(
    "/api/recipes/:id",
    { ...signedIn, schema: { params: IdParams, body: RecipeBody, response: { 200: Recipe } } },
    async (request) =>
      updateRecipe(db, {
        userId: viewerOf(request).userId,
        id: request.params.id,
        body: request.body,
      }),
  );
  app.delete(
    "/api/recipes/:id",
    { ...signedIn, schema: { params: IdParams, response: { 200: Ok } } },
    async (request) => {
      await deleteRecipe(db, { userId: viewerOf(request).userId, id: request.params.id });
      return { ok: true as const };
    },
  );
};
