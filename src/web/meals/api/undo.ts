import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MealEntry } from "../../../contract/meals";
import type { DeletedEntry, DeleteEntryResponse } from "../../../contract/saved-meals";
import { api } from "../../lib/api-client";

const refreshFoodViews = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([["meals"], ["dashboard"], ["progress"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Deletes an entry; the answer holds the entry as it was, which the undo sends back. */
export function useDeleteEntryForUndo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<DeleteEntryResponse>(`/api/meals/entries/${id}`, { method: "DELETE" }),
    onSuccess: () => refreshFoodViews(queryClient),
  });
}

export function useRestoreEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: DeletedEntry) => api<MealEntry>("/api/meals/entries/restore", { method: "POST", body: entry }),
    onSuccess: () => refreshFoodViews(queryClient),
  });
}
