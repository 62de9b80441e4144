import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { foodsApi } from "../../../contract/foods";
import type { CopyBody, CreateEntryBody, UpdateEntryBody } from "../../../contract/meals";
import { mealsApi } from "../../../contract/meals-api";
import type { DeletedEntry } from "../../../contract/saved-meals";
import { call } from "../../lib/api-client";

export const diaryQueryOptions = (date: string | undefined) =>
  queryOptions({
    queryKey: ["meals", "day", date ?? "today"],
    queryFn: () => call(mealsApi.day, { query: { date } }),
    placeholderData: keepPreviousData,
  });

export const useDiaryDay = (date: string | undefined) => useQuery(diaryQueryOptions(date));

export const useRecentFoods = () =>
  useQuery({ queryKey: ["meals", "recent"], queryFn: () => call(mealsApi.recent) });

export const foodSearchQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ["foods", "search", q, page],
    queryFn: ({ signal }) => call(foodsApi.search, { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useFoodSearch = (q: string, page: number) =>
  useQuery({ ...foodSearchQueryOptions(q, page), enabled: q.trim().length > 0 });

/** A USDA food with its portions; SR28 does not change while the app runs. */
export const usdaFoodQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["foods", "usda", id],
    queryFn: () => call(foodsApi.usdaFood, { params: { id } }),
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
    mutationFn: (body: CreateEntryBody) => call(mealsApi.logEntry, { body }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateEntryBody }) =>
      call(mealsApi.updateEntry, { params: { id }, body }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

/** Deletes an entry; the answer holds the entry as it was, which an undo sends back (useRestoreEntry). */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(mealsApi.removeEntry, { params: { id } }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: DeletedEntry) => call(mealsApi.restoreEntry, { body: entry }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export function useCopyEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyBody) => call(mealsApi.copy, { body }),
    onSuccess: () => invalidateFoodViews(queryClient),
  });
}

export type CopyEntriesMutation = ReturnType<typeof useCopyEntries>;
