import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { CustomFood, CustomFoodBody } from "../../../contract/foods";
import { api } from "../../lib/api-client";

/** Under ["foods"], so the search results and recipe lists refresh with the same invalidation. */
export const customFoodsQueryOptions = () =>
  queryOptions({
    queryKey: ["foods", "custom"],
    queryFn: () => api<{ items: CustomFood[] }>("/api/custom-foods"),
  });

export const useCustomFoods = () => useQuery(customFoodsQueryOptions());

/**
 * A custom food's name and values show in search, in the recipes that use it (their nutrition is
 * computed from it) and in recent foods.
 */
export const invalidateOwnFoods = (queryClient: QueryClient) =>
  Promise.all(
    [["foods"], ["meals", "recent"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/** Creates a food, or replaces the values of food `id`. */
export function useSaveCustomFood(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomFoodBody) =>
      id
        ? api<CustomFood>(`/api/custom-foods/${id}`, { method: "PUT", body })
        : api<CustomFood>("/api/custom-foods", { method: "POST", body }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}

export function useDeleteCustomFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/custom-foods/${id}`, { method: "DELETE" }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}
