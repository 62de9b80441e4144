import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CreateSavedMealBody,
  CreateSavedMealResponse,
  LogSavedMealBody,
  LogSavedMealResponse,
  RenameSavedMealBody,
  SavedMeal,
  SavedMeals,
} from "../../../contract/saved-meals";
import { api } from "../../lib/api-client";

const savedMealsKey = ["meals", "saved"] as const;

export const useSavedMeals = () =>
  useQuery({ queryKey: savedMealsKey, queryFn: () => api<SavedMeals>("/api/meals/saved") });

const refreshSavedMeals = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: savedMealsKey });

export function useCreateSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedMealBody) =>
      api<CreateSavedMealResponse>("/api/meals/saved", { method: "POST", body }),
    onSuccess: () => refreshSavedMeals(queryClient),
  });
}

export function useRenameSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenameSavedMealBody }) =>
      api<SavedMeal>(`/api/meals/saved/${id}`, { method: "PATCH", body }),
    onSuccess: () => refreshSavedMeals(queryClient),
  });
}

export function useDeleteSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/meals/saved/${id}`, { method: "DELETE" }),
    onSuccess: () => refreshSavedMeals(queryClient),
  });
}

/** Logging a saved meal changes the diary, the dashboard and progress, like any entry. */
export function useLogSavedMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LogSavedMealBody }) =>
      api<LogSavedMealResponse>(`/api/meals/saved/${id}/log`, { method: "POST", body }),
    onSuccess: () =>
      Promise.all(
        [["meals"], ["dashboard"], ["progress"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export type LogSavedMealMutation = ReturnType<typeof useLogSavedMeal>;
