import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ExerciseList, SearchExercisesQuery } from "../../../contract/workouts";
import { api } from "../../lib/api-client";

export type ExerciseSearch = Partial<
  Pick<SearchExercisesQuery, "q" | "category" | "muscle" | "equipment" | "limit">
>;

export function getExercises(search: ExerciseSearch, signal?: AbortSignal): Promise<ExerciseList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return api<ExerciseList>(`/api/exercises?${params.toString()}`, { signal });
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
