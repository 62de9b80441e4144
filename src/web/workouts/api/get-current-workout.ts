import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Workout } from "../../../contract/workouts";
import { api } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const getCurrentWorkout = (signal?: AbortSignal) => api<Workout | null>("/api/workouts/current", { signal });

export const currentWorkoutQueryOptions = queryOptions({
  queryKey: [...WORKOUTS_QUERY_KEY, "current"],
  queryFn: ({ signal }) => getCurrentWorkout(signal),
});

/** The workout started and not yet finished, to resume rather than start another. */
export function useCurrentWorkout() {
  return useQuery(currentWorkoutQueryOptions);
}
