import { z } from "zod";
import { PlanLimitDetails } from "./plan-limits";

/** The trackers with a CSV export, in the order the page lists them. */
export const EXPORT_TRACKERS = ["meals", "weight", "water", "workouts"] as const;
export type ExportTracker = (typeof EXPORT_TRACKERS)[number];

export const exportCsvPath = (tracker: ExportTracker) => `/api/export/${tracker}.csv`;
export const ARCHIVE_PATH = "/api/archive";

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
