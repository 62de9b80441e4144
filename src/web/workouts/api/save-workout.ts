import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveWorkoutBody, Workout } from "../../../contract/workouts";
import { api } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const saveWorkout = ({ id, body }: { id: string | null; body: SaveWorkoutBody }) =>
  id === null
    ? api<Workout>("/api/workouts", { method: "POST", body })
    : api<Workout>(`/api/workouts/${encodeURIComponent(id)}`, { method: "PUT", body });

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
