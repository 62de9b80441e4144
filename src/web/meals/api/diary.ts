import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { FoodSearchResponse, UsdaFood } from "../../../contract/foods";
import type {
  CopyBody,
  CreateEntryBody,
  DiaryDay,
  MealEntry,
  RecentFoods,
  UpdateEntryBody,
} from "../../../contract/meals";
import type { DeletedEntry, DeleteEntryResponse } from "../../../contract/saved-meals";
import { api } from "../../lib/api-client";

export const diaryQueryOptions = (date: string | undefined) =>
  queryOptions({
    queryKey: ["meals", "day", date ?? "today"],
    queryFn: () => api<DiaryDay>(date ? `/api/meals?date=${date}` : "/api/meals"),
    placeholderData: keepPreviousData,
  });

export const useDiaryDay = (date: string | undefined) => useQuery(diaryQueryOptions(date));

export const useRecentFoods = () =>
  useQuery({ queryKey: ["meals", "recent"], queryFn: () => api<RecentFoods>("/api/meals/recent") });

export const foodSearchQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ["foods", "search", q, page],
    queryFn: ({ signal }) =>
      api<FoodSearchResponse>(`/api/foods/search?q=${encodeURIComponent(q)}&page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useFoodSearch = (q: string, page: number) =>
  useQuery({ ...foodSearchQueryOptions(q, page), enabled: q.trim().length > 0 });

/** A USDA food with its portions; SR28 does not change while the app runs. */
export const usdaFoodQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["foods", "usda", id],
    queryFn: () => api<UsdaFood>(`/api/foods/usda/${id}`),
    staleTime: Infinity,
  });

export const useUsdaFood = (id: string | null) =>
  useQuery({ ...usdaFoodQueryOptions(id ?? ""), enabled: id !== null });

/** Food totals show in the diary, the dashboard and progress. */
const invalidateFoodViews = (queryClient: QueryClient) =>
  Promise.all(
    [["meals"], ["dashboard"], ["progress"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export function useLogEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEntryBody) =>
      api<MealEntry>("/api/meals/entries", { method: "POST", body }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateEntryBody }) =>
      api<MealEntry>(`/api/meals/entries/${id}`, { method: "PATCH", body }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

/** Deletes an entry; the answer holds the entry as it was, which an undo sends back (useRestoreEntry). */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<DeleteEntryResponse>(`/api/meals/entries/${id}`, { method: "DELETE" }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: DeletedEntry) =>
      api<MealEntry>("/api/meals/entries/restore", { method: "POST", body: entry }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export function useCopyEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyBody) =>
      api<{ copied: number }>("/api/meals/copy", { method: "POST", body }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export type CopyEntriesMutation = ReturnType<typeof useCopyEntries>;
