import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { invalidateWaterViews } from "./add-water";

export const removeWater = (id: string) =>
  api<{ ok: true }>(`/api/water/${id}`, { method: "DELETE" });

export function useRemoveWater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWater,
    onSuccess: () => invalidateWaterViews(queryClient),
  });
}
