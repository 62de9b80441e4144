import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LastSets } from "../../../contract/workouts";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";

export function getLastSets(
  ids: readonly string[],
  exceptWorkoutId: string | null,
  signal?: AbortSignal,
): Promise<LastSets> {
  return call(workoutsApi.lastSets, {
    query: { ids: ids.join(","), exceptWorkoutId: exceptWorkoutId ?? undefined },
    signal,
  });
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
