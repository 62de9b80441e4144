import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const deleteWeight = (id: string) =>
  api<{ ok: true }>(`/api/weight/${id}`, { method: "DELETE" });

export function useDeleteWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeight,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}
