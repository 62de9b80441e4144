import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MuscleVolume } from "../../../contract/training-records";
import { api } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "../../workouts/api/get-workouts";

export const muscleVolumeQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    // Under the workouts key, so saving or deleting a workout refreshes it.
    queryKey: [...WORKOUTS_QUERY_KEY, "muscle-volume", range],
    queryFn: ({ signal }) =>
      api<MuscleVolume>(`/api/progress/muscle-volume?from=${range.from}&to=${range.to}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Hard sets and volume per ISO week and primary muscle over a range. */
export function useMuscleVolume(range: { from: string; to: string }) {
  return useQuery(muscleVolumeQueryOptions(range));
}
