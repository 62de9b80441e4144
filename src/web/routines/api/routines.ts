import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Routine,
  RoutineFromWorkoutBody,
  RoutineList,
  SaveRoutineBody,
} from "../../../contract/routines";
import { api } from "../../lib/api-client";

export const ROUTINES_QUERY_KEY = ["routines"] as const;

export const routinesQueryOptions = queryOptions({
  queryKey: [...ROUTINES_QUERY_KEY, "list"],
  queryFn: ({ signal }) =>
    api<RoutineList>("/api/routines", { signal }).then((answer) => answer.routines),
});

/** The user's routines, unfiled first, then folder by folder (the server's order). */
export function useRoutines() {
  return useQuery(routinesQueryOptions);
}

export const routineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ROUTINES_QUERY_KEY, "one", id],
    queryFn: ({ signal }) => api<Routine>(`/api/routines/${encodeURIComponent(id)}`, { signal }),
  });

export function useRoutine(id: string | null) {
  return useQuery({ ...routineQueryOptions(id ?? ""), enabled: id !== null });
}

export const saveRoutine = ({ id, body }: { id: string | null; body: SaveRoutineBody }) =>
  id === null
    ? api<Routine>("/api/routines", { method: "POST", body })
    : api<Routine>(`/api/routines/${encodeURIComponent(id)}`, { method: "PUT", body });

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
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/routines/${encodeURIComponent(id)}`, { method: "DELETE" }),
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
    mutationFn: (body: RoutineFromWorkoutBody) =>
      api<Routine>("/api/routines/from-workout", { method: "POST", body }),
    onSuccess: invalidate,
  });
}
