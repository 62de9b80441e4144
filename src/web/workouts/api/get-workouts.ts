import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkoutList } from "../../../contract/workouts";
import { api } from "../../lib/api-client";

export const WORKOUTS_QUERY_KEY = ["workouts"] as const;

export const getWorkouts = (range: { from: string; to: string }, signal?: AbortSignal) =>
  api<WorkoutList>(`/api/workouts?from=${range.from}&to=${range.to}`, { signal });

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
