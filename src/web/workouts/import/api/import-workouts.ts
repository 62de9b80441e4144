import { useMutation, useQueryClient } from "@tanstack/react-query";
import { urlOf } from "../../../../contract/endpoint";
import { workoutImportApi, type ImportBody } from "../../../../contract/workout-import";
import { call } from "../../../lib/api-client";
import { WORKOUTS_QUERY_KEY } from "../../api/get-workouts";

export const EXPORT_CSV_PATH = urlOf(workoutImportApi.exportCsv);

export const previewImport = (body: ImportBody) => call(workoutImportApi.preview, { body });
export const importWorkouts = (body: ImportBody) => call(workoutImportApi.run, { body });

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
