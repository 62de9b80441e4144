import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedWeightEntry, UpdateWeightEntryBody } from "../../../contract/weight";
import { api } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const updateWeight = ({ id, changes }: { id: string; changes: UpdateWeightEntryBody }) =>
  api<SavedWeightEntry>(`/api/weight/${id}`, { method: "PATCH", body: changes });

export function useUpdateWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeight,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}
