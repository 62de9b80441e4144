import { queryOptions, useQuery } from "@tanstack/react-query";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const getWorkout = (id: string, signal?: AbortSignal) =>
  call(workoutsApi.get, { params: { id }, signal });

export const workoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...WORKOUTS_QUERY_KEY, "one", id],
    queryFn: ({ signal }) => getWorkout(id, signal),
    staleTime: Infinity,
  });

/** One workout, read once when the logger opens it: after that the logger's own copy leads. */
export function useWorkout(id: string | null) {
  return useQuery({ ...workoutQueryOptions(id ?? ""), enabled: id !== null });
}
