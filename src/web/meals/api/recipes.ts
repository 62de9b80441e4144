import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Recipe, RecipeBody } from "../../../contract/foods";
import { api } from "../../lib/api-client";
import { invalidateOwnFoods } from "./custom-foods";

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: ["foods", "recipes"],
    queryFn: () => api<{ items: Recipe[] }>("/api/recipes"),
  });

export const useRecipes = () => useQuery(recipesQueryOptions());

/** Creates a recipe, or replaces recipe `id` (name, servings and all its ingredients). */
export function useSaveRecipe(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) =>
      id
        ? api<Recipe>(`/api/recipes/${id}`, { method: "PUT", body })
        : api<Recipe>("/api/recipes", { method: "POST", body }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/recipes/${id}`, { method: "DELETE" }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}
