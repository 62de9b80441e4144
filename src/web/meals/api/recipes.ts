import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { foodsApi, type RecipeBody } from "../../../contract/foods";
import { call } from "../../lib/api-client";
import { invalidateOwnFoods } from "./custom-foods";

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: ["foods", "recipes"],
    queryFn: () => call(foodsApi.recipes),
  });

export const useRecipes = () => useQuery(recipesQueryOptions());

/** Creates a recipe, or replaces recipe `id` (name, servings and all its ingredients). */
export function useSaveRecipe(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) =>
      id
        ? call(foodsApi.updateRecipe, { params: { id }, body })
        : call(foodsApi.createRecipe, { body }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(foodsApi.removeRecipe, { params: { id } }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}
