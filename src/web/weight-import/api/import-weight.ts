import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  WeightImportBody,
  WeightImportPreview,
  WeightImportResult,
} from "../../../contract/weight-import";
import { api } from "../../lib/api-client";
import { invalidateWeightViews } from "../../weight/api/invalidate";

export const previewWeightImport = (body: WeightImportBody) =>
  api<WeightImportPreview>("/api/weight/import/preview", { method: "POST", body });
export const importWeight = (body: WeightImportBody) =>
  api<WeightImportResult>("/api/weight/import", { method: "POST", body });

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
