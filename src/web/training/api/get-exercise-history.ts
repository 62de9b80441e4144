import { queryOptions, useQuery } from "@tanstack/react-query";
import { trainingApi } from "../../../contract/training-records";
import { call } from "../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "../../workouts/api/get-workouts";

export const exerciseHistoryQueryOptions = (exerciseId: string) =>
  queryOptions({
    // Under the workouts key, so saving or deleting a workout refreshes it.
    queryKey: [...WORKOUTS_QUERY_KEY, "exercise-history", exerciseId],
    queryFn: ({ signal }) =>
      call(trainingApi.exerciseHistory, { params: { id: exerciseId }, signal }),
  });

/** One exercise's sessions (newest first), their sets with the records they set, and the records standing now. */
export function useExerciseHistory(exerciseId: string) {
  return useQuery(exerciseHistoryQueryOptions(exerciseId));
}
