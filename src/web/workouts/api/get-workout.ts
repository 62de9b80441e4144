import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Workout } from "../../../contract/workouts";
import { api } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const getWorkout = (id: string, signal?: AbortSignal) =>
  api<Workout>(`/api/workouts/${encodeURIComponent(id)}`, { signal });

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
