import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weightImportApi, type WeightImportBody } from "../../../contract/weight-import";
import { call } from "../../lib/api-client";
import { invalidateWeightViews } from "../../weight/api/invalidate";

export const previewWeightImport = (body: WeightImportBody) =>
  call(weightImportApi.preview, { body });
export const importWeight = (body: WeightImportBody) => call(weightImportApi.run, { body });

/** Each line of the file set against the log: new, already there, or a line that cannot be read. */
export function usePreviewWeightImport() {
  return useMutation({ mutationFn: previewWeightImport });
}

/** Imports the file; the weight screen, dashboard, goals and progress then show the history. */
export function useImportWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWeight,
    onSuccess: () => invalidateWeightViews(queryClient),
  });
}
