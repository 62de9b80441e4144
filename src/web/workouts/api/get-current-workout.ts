import { queryOptions, useQuery } from "@tanstack/react-query";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const getCurrentWorkout = (signal?: AbortSignal) =>
  call(workoutsApi.current, { signal }).then((answer) => answer.workout);

export const currentWorkoutQueryOptions = queryOptions({
  queryKey: [...WORKOUTS_QUERY_KEY, "current"],
  queryFn: ({ signal }) => getCurrentWorkout(signal),
});

/** The workout started and not yet finished, to resume rather than start another. */
export function useCurrentWorkout() {
  return useQuery(currentWorkoutQueryOptions);
}
