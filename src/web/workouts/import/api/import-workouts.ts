import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportBody, ImportPreview, ImportResult } from "../../../../contract/workout-import";
import { api } from "../../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "../../api/get-workouts";

export const EXPORT_CSV_PATH = "/api/workouts/export.csv";

export const previewImport = (body: ImportBody) =>
  api<ImportPreview>("/api/workouts/import/preview", { method: "POST", body });
export const importWorkouts = (body: ImportBody) =>
  api<ImportResult>("/api/workouts/import", { method: "POST", body });

/** What the file holds, which workouts are already in the log, and what the importer cannot read. */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

/** Imports the file; the workout lists, records and exercise search then hold what it added. */
export function useImportWorkouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWorkouts,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WORKOUTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ["exercises"] }),
        queryClient.invalidateQueries({ queryKey: ["training"] }),
      ]);
    },
  });
}
