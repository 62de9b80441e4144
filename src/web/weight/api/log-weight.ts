import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateWeightEntryBody, SavedWeightEntry } from "../../../contract/weight";
import { api } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const logWeight = (body: CreateWeightEntryBody) =>
  api<SavedWeightEntry>("/api/weight", { method: "POST", body });

export function useLogWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logWeight,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}
