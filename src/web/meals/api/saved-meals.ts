import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { mealsApi } from "../../../contract/meals-api";
import type {
  CreateSavedMealBody,
  LogSavedMealBody,
  RenameSavedMealBody,
} from "../../../contract/saved-meals";
import { call } from "../../lib/api-client";

const savedMealsKey = ["meals", "saved"] as const;

export const useSavedMeals = () =>
  useQuery({ queryKey: savedMealsKey, queryFn: () => call(mealsApi.savedList) });

const refreshSavedMeals = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: savedMealsKey });

export function useCreateSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedMealBody) => call(mealsApi.createSaved, { body }),
    onSuccess: () => refreshSavedMeals(queryClient),
  });
}

export function useRenameSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenameSavedMealBody }) =>
      call(mealsApi.renameSaved, { params: { id }, body }),
    onSuccess: () => refreshSavedMeals(queryClient),
  });
}

export function useDeleteSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(mealsApi.removeSaved, { params: { id } }),
    onSuccess: () => refreshSavedMeals(queryClient),
  });
}

/** Logging a saved meal changes the diary, the dashboard and progress, like any entry. */
export function useLogSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LogSavedMealBody }) =>
      call(mealsApi.logSaved, { params: { id }, body }),
    onSuccess: () =>
      Promise.all(
        [["meals"], ["dashboard"], ["progress"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export type LogSavedMealMutation = ReturnType<typeof useLogSavedMeal>;
