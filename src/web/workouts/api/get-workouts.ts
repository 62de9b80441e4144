import { queryOptions, useQuery } from "@tanstack/react-query";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";

export const WORKOUTS_QUERY_KEY = ["workouts"] as const;

export const getWorkouts = (range: { from: string; to: string }, signal?: AbortSignal) =>
  call(workoutsApi.list, { query: range, signal });

export const workoutsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...WORKOUTS_QUERY_KEY, range],
    queryFn: ({ signal }) => getWorkouts(range, signal),
  });

export function useWorkouts(range: { from: string; to: string } | null) {
  return useQuery({
    ...workoutsQueryOptions(range ?? { from: "", to: "" }),
    enabled: range !== null,
  });
}
