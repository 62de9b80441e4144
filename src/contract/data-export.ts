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

/**
 * The viewer's own data: what they may download, each tracker's CSV and the JSON archive of
 * everything. A download (an attachment, never cached) is a stream, so it declares no JSON answer.
 */
export const dataExportApi = {
  availability: endpoint({
    method: "GET",
    path: "/api/export",
    responses: { 200: ExportAvailability },
    access: "user",
  }),
  mealsCsv: endpoint({
    method: "GET",
    path: "/api/export/meals.csv",
    responses: {},
    access: "user",
  }),
  weightCsv: endpoint({
    method: "GET",
    path: "/api/export/weight.csv",
    responses: {},
    access: "user",
  }),
  waterCsv: endpoint({
    method: "GET",
    path: "/api/export/water.csv",
    responses: {},
    access: "user",
  }),
  workoutsCsv: endpoint({
    method: "GET",
    path: "/api/export/workouts.csv",
    responses: {},
    access: "user",
  }),
  archive: endpoint({
    method: "GET",
    path: "/api/archive",
    responses: {},
    access: "user",
  }),
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
