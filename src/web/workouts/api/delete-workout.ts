import { useMutation, useQueryClient } from "@tanstack/react-query";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "./get-workouts";

export const deleteWorkout = (id: string) => call(workoutsApi.remove, { params: { id } });

export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY }),
  });
}
