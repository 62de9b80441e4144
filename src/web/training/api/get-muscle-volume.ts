import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { trainingApi } from "../../../contract/training-records";
import { call } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "../../workouts/api/get-workouts";

export const muscleVolumeQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    // Under the workouts key, so saving or deleting a workout refreshes it.
    queryKey: [...WORKOUTS_QUERY_KEY, "muscle-volume", range],
    queryFn: ({ signal }) => call(trainingApi.muscleVolume, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

/** Hard sets and volume per ISO week and primary muscle over a range. */
export function useMuscleVolume(range: { from: string; to: string }) {
  return useQuery(muscleVolumeQueryOptions(range));
}
