import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkoutDefaults } from "../../../contract/workouts";
import { api } from "../../lib/api-client";

export const WORKOUT_DEFAULTS_QUERY_KEY = ["workouts", "defaults"] as const;

export const getWorkoutDefaults = (signal?: AbortSignal) =>
  api<WorkoutDefaults>("/api/workouts/defaults", { signal });

export const workoutDefaultsQueryOptions = queryOptions({
  queryKey: WORKOUT_DEFAULTS_QUERY_KEY,
  queryFn: ({ signal }) => getWorkoutDefaults(signal),
});

/** Today in the user's zone, their unit system and the weight calorie estimates use. */
export function useWorkoutDefaults() {
  return useQuery(workoutDefaultsQueryOptions);
}
