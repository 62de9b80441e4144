import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weightApi, type UpdateWeightEntryBody } from "../../../contract/weight";
import { call } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const updateWeight = ({ id, changes }: { id: string; changes: UpdateWeightEntryBody }) =>
  call(weightApi.update, { params: { id }, body: changes });

export function useUpdateWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeight,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}
