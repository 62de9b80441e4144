import { z } from "zod";
import { WORKOUT_LIMITS } from "../domain/workouts";
import { endpoint } from "./endpoint";
import { csvFileText, IMPORT_ACCESS, IMPORT_FILE_LIMITS } from "./import-limits";
import { storedReal } from "./stored-number";

export const IMPORT_FORMATS = ["strong", "hevy", "fitnotes"] as const;
export const ImportFormat = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormat>;

export const ImportBody = z.object({
  csv: csvFileText(IMPORT_FILE_LIMITS.workouts, "Choose a CSV file"),
  /** Strong's export does not say its weight unit; the user is asked when the file does not. */
  weightUnit: z.enum(["kg", "lb"]).nullable().optional(),
  distanceUnit: z.enum(["km", "mi"]).nullable().optional(),
  /** Asked only while the user has no weigh-in: the calorie estimate of every workout needs one. */
  bodyWeightKg: storedReal(
    z
      .number({ error: "Enter your body weight" })
      .min(WORKOUT_LIMITS.bodyWeightKg.min, {
        error: "Enter a body weight of at least 20 kg (44 lb)",
      })
      .max(WORKOUT_LIMITS.bodyWeightKg.max, {
        error: "Enter a body weight of at most 450 kg (992 lb)",
      }),
  )
    .nullable()
    .optional(),
});
export type ParsedImportBody = z.output<typeof ImportBody>;
export type ImportBody = z.input<typeof ImportBody>;

export const ImportLineError = z.object({ line: z.number().int(), message: z.string() });
export type ImportLineError = z.infer<typeof ImportLineError>;

/**
 * The preview lists this many workouts and line errors, and counts them all: the page shows no more,
 * and a 50,000-line file's every row would make an answer of megabytes to build on the one thread.
 */
export const PREVIEW_ITEMS_SHOWN = 100;

export const ImportPreview = z.object({
  format: ImportFormat,
  /** True when the file gives no weight unit and none was chosen: nothing can be imported yet. */
  needsWeightUnit: z.boolean(),
  /** Likewise for distances (Strong, FitNotes without a unit column). */
  needsDistanceUnit: z.boolean(),
  /** The user has no weigh-in and typed no weight: the estimate cannot be made yet. */
  needsBodyWeight: z.boolean(),
  /** The first PREVIEW_ITEMS_SHOWN workouts of the file, in file order. */
  workouts: z.array(
    z.object({
      date: z.string(),
      name: z.string().nullable(),
      exercises: z.number().int(),
      sets: z.number().int(),
      /** Already imported from this file (or an identical one): a second import skips it. */
      duplicate: z.boolean(),
    }),
  ),
  /** The first PREVIEW_ITEMS_SHOWN line errors. */
  errors: z.array(ImportLineError),
  /** Every workout the file holds, those not imported yet, and every line error. */
  counts: z.object({ workouts: z.number().int(), new: z.number().int(), errors: z.number().int() }),
  /** Names the library lacks: each becomes one of the user's own exercises. */
  newExercises: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(ImportLineError),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** Workouts imported from another app's CSV (a preview, then the import), and the log exported as one. */
export const workoutImportApi = {
  preview: endpoint({
    method: "POST",
    path: "/api/workouts/import/preview",
    body: ImportBody,
    responses: { 200: ImportPreview },
    access: IMPORT_ACCESS,
  }),
  run: endpoint({
    method: "POST",
    path: "/api/workouts/import",
    body: ImportBody,
    responses: { 200: ImportResult },
    access: IMPORT_ACCESS,
  }),
  /** A download (text/csv, as an attachment): no JSON answer to declare. */
  exportCsv: endpoint({
    method: "GET",
    path: "/api/workouts/export.csv",
    responses: {},
    access: "user",
  }),
};
