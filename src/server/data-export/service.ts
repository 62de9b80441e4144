import { Readable } from "node:stream";
import type { ExportAvailability, ExportTracker } from "../../contract/data-export";
import { csvText } from "../../domain/csv";
import { hitRateLimit } from "../auth/rate-limit";
import type { RateLimitRule } from "../config";
import type { Db } from "../db/client";
import { assertPlanHasFeature, PlanLimitError } from "../plans/limits";
import { archiveSections } from "./archive";
import { jsonObjectText } from "./json-stream";
import { loadExportOwner } from "./owner";
import { mealsCsv, waterCsv, weightCsv, workoutsCsv } from "./tracker-csv";

const TRACKER_CSV = {
  meals: mealsCsv,
  weight: weightCsv,
  water: waterCsv,
  workouts: workoutsCsv,
} as const;

/**
 * The one rule for every CSV download, these and the Strong-layout workouts file of the workout
 * import page: the plan in force has data_export, else 403 with the plan-limit body.
 */
export async function assertCsvExportAllowed(db: Db, userId: string): Promise<void> {
  await assertPlanHasFeature(db, userId, "data_export");
}

/** The archive for everyone; the CSVs when the plan in force has data_export, else the plan-limit body. */
export async function getExportAvailability(db: Db, userId: string): Promise<ExportAvailability> {
  try {
    await assertCsvExportAllowed(db, userId);
    return { archive: true, csv: true, planLimit: null };
  } catch (error) {
    if (error instanceof PlanLimitError)
      return { archive: true, csv: false, planLimit: error.details };
    throw error;
  }
}

/** Every download of Your data counts against one allowance per user, the archive and each CSV alike. */
const hitExportLimit = (db: Db, userId: string, limit: RateLimitRule) =>
  hitRateLimit(db, `export:user:${userId}`, limit);

/** One tracker's CSV as a stream, refused (403 plan_limit) without data_export in the plan in force. */
export async function exportTrackerCsv(
  db: Db,
  options: { userId: string; tracker: ExportTracker; limit: RateLimitRule },
): Promise<{ stream: Readable; fileName: string }> {
  await assertCsvExportAllowed(db, options.userId);
  await hitExportLimit(db, options.userId, options.limit);
  const owner = await loadExportOwner(db, options.userId);
  const { header, chunks } = TRACKER_CSV[options.tracker]({ db, userId: options.userId, owner });
  return {
    stream: Readable.from(csvText(header, chunks, { byteOrderMark: true })),
    fileName: `vitalog-${options.tracker}-${owner.today}.csv`,
  };
}

/**
 * The whole archive as indented JSON text (people open it in an editor), with its dated file name,
 * streamed a section and a page of diary days at a time: never the whole file in memory.
 */
export async function exportArchive(
  db: Db,
  options: { userId: string; limit: RateLimitRule },
): Promise<{ stream: Readable; fileName: string }> {
  await hitExportLimit(db, options.userId, options.limit);
  const owner = await loadExportOwner(db, options.userId);
  const stream = Readable.from(jsonObjectText(archiveSections(db, options.userId, owner)));
  return { stream, fileName: `vitalog-archive-${owner.today}.json` };
}
