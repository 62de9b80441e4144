import { z } from "zod";
import { endpoint, urlOf, type EndpointSpec } from "./endpoint";
import { PlanLimitDetails } from "./plan-limits";

/** The trackers with a CSV export, in the order the page lists them. */
export const EXPORT_TRACKERS = ["meals", "weight", "water", "workouts"] as const;
export type ExportTracker = (typeof EXPORT_TRACKERS)[number];

/** GET /api/export: which downloads the viewer has, and when the CSVs are not in their plan, why. */
export const ExportAvailability = z.object({
  /** The JSON archive: every user on every plan. */
  archive: z.literal(true),
  /** The per-tracker CSVs: plans with data_export. */
  csv: z.boolean(),
  /** The plan-limit body the CSV routes would answer with, so the page says it before a click. */
  planLimit: PlanLimitDetails.nullable(),
});
export type ExportAvailability = z.infer<typeof ExportAvailability>;

/** A download (as an attachment, never cached): a stream, so no JSON answer to declare. */
const download = <const P extends `/api/${string}`>(path: P) =>
  endpoint({ method: "GET", path, responses: {}, access: "user" });

/** The viewer's own data: what they may download, each tracker's CSV and the JSON archive of everything. */
export const dataExportApi = {
  availability: endpoint({
    method: "GET",
    path: "/api/export",
    responses: { 200: ExportAvailability },
    access: "user",
  }),
  mealsCsv: download("/api/export/meals.csv"),
  weightCsv: download("/api/export/weight.csv"),
  waterCsv: download("/api/export/water.csv"),
  workoutsCsv: download("/api/export/workouts.csv"),
  archive: download("/api/archive"),
};

/** Each tracker's CSV download. */
export const TRACKER_CSV: Readonly<Record<ExportTracker, EndpointSpec>> = {
  meals: dataExportApi.mealsCsv,
  weight: dataExportApi.weightCsv,
  water: dataExportApi.waterCsv,
  workouts: dataExportApi.workoutsCsv,
};

/** The archive's download link: on the data page, and offered again before an account is deleted. */
export const ARCHIVE_PATH = urlOf(dataExportApi.archive);
