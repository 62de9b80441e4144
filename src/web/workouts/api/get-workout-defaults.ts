import { queryOptions, useQuery } from "@tanstack/react-query";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";

export const WORKOUT_DEFAULTS_QUERY_KEY = ["workouts", "defaults"] as const;

export const getWorkoutDefaults = (signal?: AbortSignal) => call(workoutsApi.defaults, { signal });

export const workoutDefaultsQueryOptions = queryOptions({
  queryKey: WORKOUT_DEFAULTS_QUERY_KEY,
  queryFn: ({ signal }) => getWorkoutDefaults(signal),
});

/** Today in the user's zone, their unit system and the weight calorie estimates use. */
export function useWorkoutDefaults() {
  return useQuery(workoutDefaultsQueryOptions);
}
