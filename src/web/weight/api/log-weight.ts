import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weightApi, type CreateWeightEntryBody } from "../../../contract/weight";
import { call } from "../../lib/api-client";
import { invalidateWeightViews } from "./invalidate";

export const logWeight = (body: CreateWeightEntryBody) => call(weightApi.log, { body });

export function useLogWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logWeight,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}
