import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { foodsApi, type CustomFoodBody } from "../../../contract/foods";
import { call } from "../../lib/api-client";

/** Under ["foods"], so the search results and recipe lists refresh with the same invalidation. */
export const customFoodsQueryOptions = () =>
  queryOptions({
    queryKey: ["foods", "custom"],
    queryFn: () => call(foodsApi.customFoods),
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
        ? call(foodsApi.updateCustomFood, { params: { id }, body })
        : call(foodsApi.createCustomFood, { body }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}

export function useDeleteCustomFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(foodsApi.removeCustomFood, { params: { id } }),
    onSuccess: () => invalidateOwnFoods(queryClient),
  });
}
