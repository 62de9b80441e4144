import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LastSets } from "../../../contract/workouts";
import { api } from "../../lib/api-client";

export function getLastSets(
  ids: readonly string[],
  exceptWorkoutId: string | null,
  signal?: AbortSignal,
): Promise<LastSets> {
  const params = new URLSearchParams({ ids: ids.join(",") });
  if (exceptWorkoutId) params.set("exceptWorkoutId", exceptWorkoutId);
  return api<LastSets>(`/api/exercises/last-sets?${params.toString()}`, { signal });
}

export const lastSetsQueryOptions = (ids: readonly string[], exceptWorkoutId: string | null) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: ["exercises", "last-sets", sorted, exceptWorkoutId],
    queryFn: ({ signal }) => getLastSets(sorted, exceptWorkoutId, signal),
    staleTime: 5 * 60_000,
  });
};

/** What was done last time with each exercise on screen (the workout being logged left out). */
export function useLastSets(ids: readonly string[], exceptWorkoutId: string | null) {
  return useQuery({ ...lastSetsQueryOptions(ids, exceptWorkoutId), enabled: ids.length > 0 });
}
