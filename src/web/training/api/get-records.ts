import { queryOptions, useQuery } from "@tanstack/react-query";
import { trainingApi } from "../../../contract/training-records";
import { call } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "../../workouts/api/get-workouts";

/* Under the workouts key, so saving or deleting a workout refreshes the records computed from it. */
export const RECORDS_QUERY_KEY = [...WORKOUTS_QUERY_KEY, "records"] as const;

export const getRecords = (signal?: AbortSignal) => call(trainingApi.records, { signal });

export const recordsQueryOptions = queryOptions({
  queryKey: RECORDS_QUERY_KEY,
  queryFn: ({ signal }) => getRecords(signal),
});

/** Every exercise the user has done, with its personal records, the most recently done first. */
export function useRecords() {
  return useQuery(recordsQueryOptions);
}
