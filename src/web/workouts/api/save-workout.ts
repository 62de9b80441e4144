import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveWorkoutBody } from "../../../contract/workouts";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const saveWorkout = ({ id, body }: { id: string | null; body: SaveWorkoutBody }) =>
  id === null
    ? call(workoutsApi.log, { body })
    : call(workoutsApi.update, { params: { id }, body });

/** Logs a new workout (id null) or replaces one; lists, the dashboard and progress then refetch. */
export function useSaveWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkout,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: WORKOUTS_QUERY_KEY,
        predicate: (q) => q.queryKey[1] !== "one",
      }),
  });
}
