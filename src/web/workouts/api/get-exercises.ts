import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ExerciseList, SearchExercisesQuery } from "../../../contract/workouts";
import { workoutsApi } from "../../../contract/workouts-api";
import { call } from "../../lib/api-client";

export type ExerciseSearch = Partial<
  Pick<SearchExercisesQuery, "q" | "category" | "muscle" | "equipment" | "limit">
>;

export function getExercises(search: ExerciseSearch, signal?: AbortSignal): Promise<ExerciseList> {
  return call(workoutsApi.exercises, { query: search, signal });
}

export const exercisesQueryOptions = (search: ExerciseSearch) =>
  queryOptions({
    queryKey: ["exercises", search],
    queryFn: ({ signal }) => getExercises(search, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useExercises(search: ExerciseSearch) {
  return useQuery(exercisesQueryOptions(search));
}
