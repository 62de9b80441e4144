import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  routinesApi,
  type RoutineFromWorkoutBody,
  type SaveRoutineBody,
} from "../../../contract/routines";
import { call } from "../../lib/api-client";

export const ROUTINES_QUERY_KEY = ["routines"] as const;

export const routinesQueryOptions = queryOptions({
  queryKey: [...ROUTINES_QUERY_KEY, "list"],
  queryFn: ({ signal }) => call(routinesApi.list, { signal }).then((answer) => answer.routines),
});

/** The user's routines, unfiled first, then folder by folder (the server's order). */
export function useRoutines() {
  return useQuery(routinesQueryOptions);
}

export const routineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ROUTINES_QUERY_KEY, "one", id],
    queryFn: ({ signal }) => call(routinesApi.get, { params: { id }, signal }),
  });

export function useRoutine(id: string | null) {
  return useQuery({ ...routineQueryOptions(id ?? ""), enabled: id !== null });
}

export const saveRoutine = ({ id, body }: { id: string | null; body: SaveRoutineBody }) =>
  id === null
    ? call(routinesApi.create, { body })
    : call(routinesApi.update, { params: { id }, body });

/** Any change to one routine can reorder the list (its name or folder), so every routine query refetches. */
function useInvalidateRoutines() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROUTINES_QUERY_KEY });
}

export function useSaveRoutine() {
  const invalidate = useInvalidateRoutines();
  return useMutation({ mutationFn: saveRoutine, onSuccess: invalidate });
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routinesApi.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      // The deleted routine's own query would refetch into a 404 while the page leaves.
      queryClient.removeQueries({ queryKey: routineQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: [...ROUTINES_QUERY_KEY, "list"] });
    },
  });
}

export function useRoutineFromWorkout() {
  const invalidate = useInvalidateRoutines();
  return useMutation({
    mutationFn: (body: RoutineFromWorkoutBody) => call(routinesApi.fromWorkout, { body }),
    onSuccess: invalidate,
  });
}
