import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const deleteWorkout = (id: string) =>
  api<{ ok: true }>(`/api/workouts/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY }),
  });
}
