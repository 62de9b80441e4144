import { z } from "zod";
import { endpoint } from "./endpoint";
import { csvFileText, IMPORT_ACCESS, IMPORT_FILE_LIMITS } from "./import-limits";
import { WeightUnit } from "./weight";

/** POST /api/weight/import/preview and /api/weight/import: the file's text and how to read it. */
export const WeightImportBody = z.object({
  csv: csvFileText(IMPORT_FILE_LIMITS.weight, "Choose a CSV file or paste its text"),
  /**
   * The unit of weights that name none of their own (MyFitnessPal's export never does). Null or
   * absent until the user chooses: such weights are then not read (needsUnit), never guessed.
   */
  unit: z.enum(WeightUnit.options, { error: "Choose kg, lb or st" }).nullable().optional(),
  /** Day/month order of dates like 03/04/2024; null or absent: worked out from the file. */
  dateOrder: z
    .enum(["dmy", "mdy"], { error: "Choose day/month or month/day" })
    .nullable()
    .optional(),
});
export type WeightImportBody = z.input<typeof WeightImportBody>;

/**
 * new: will be imported. same: already logged that day with this weight, skipped.
 * different: already logged that day with another weight; yours is kept and the line skipped.
 */
export const WeightImportStatus = z.enum(["new", "same", "different"]);
export type WeightImportStatus = z.infer<typeof WeightImportStatus>;

export const WeightImportLineError = z.object({ line: z.number().int(), message: z.string() });
export type WeightImportLineError = z.infer<typeof WeightImportLineError>;

export const WeightCheck = z.object({
  nearKg: z.number(),
  nearDate: z.string(),
  /** "lb": 2.2 times the user's own, pounds read as kg; "kg": 1/2.2 of it, kilograms read as pounds. */
  likelyUnit: z.enum(["kg", "lb"]).nullable(),
});
export type WeightCheck = z.infer<typeof WeightCheck>;

export const WeightImportPreview = z.object({
  format: z.enum(["generic", "myfitnesspal"]),
  dateOrder: z.enum(["dmy", "mdy"]).nullable(),
  /** Some dates could be day/month or month/day: they are refused until the user chooses. */
  needsDateOrder: z.boolean(),
  /** Some weights named no unit, so the chosen one was used: the page asks the user to check it. */
  usesChosenUnit: z.boolean(),
  /** Some weights name no unit and none was chosen: they are not listed, and nothing is imported, until one is. */
  needsUnit: z.boolean(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      date: z.string(),
      weightKg: z.number(),
      bodyFatPct: z.number().nullable(),
      status: WeightImportStatus,
      /** The weigh-in already logged that day (same and different). */
      loggedKg: z.number().nullable(),
      /**
       * The user's own weigh-in nearest in time, when this weight is further from it than a body
       * changes in that time (likely a wrong unit); null when it is plausible or there is none.
       */
      implausible: WeightCheck.nullable(),
    }),
  ),
  errors: z.array(WeightImportLineError),
  counts: z.object({
    new: z.number().int(),
    same: z.number().int(),
    different: z.number().int(),
    errors: z.number().int(),
    /** Rows far from the user's own weigh-ins (implausible not null). */
    implausible: z.number().int(),
  }),
  /**
   * Weigh-ins dated in this month count toward weight_entries_per_month (older ones are history and
   * do not): how many the file adds, how many the month holds, and the plan's limit (-1: unlimited).
   */
  month: z.object({ adding: z.number().int(), used: z.number().int(), limit: z.number().int() }),
});
export type WeightImportPreview = z.infer<typeof WeightImportPreview>;

export const WeightImportResult = z.object({
  imported: z.number().int(),
  /** Already logged with the same weight. */
  skipped: z.number().int(),
  /** Already logged with another weight: the user's own weigh-in was kept. */
  kept: z.number().int(),
  errors: z.number().int(),
});
export type WeightImportResult = z.infer<typeof WeightImportResult>;

/** Weight history imported from a CSV file: a preview line by line, then the import. */
export const weightImportApi = {
  preview: endpoint({
    method: "POST",
    path: "/api/weight/import/preview",
    body: WeightImportBody,
    responses: { 200: WeightImportPreview },
    access: IMPORT_ACCESS,
  }),
  run: endpoint({
    method: "POST",
    path: "/api/weight/import",
    body: WeightImportBody,
    responses: { 200: WeightImportResult },
    access: IMPORT_ACCESS,
  }),
};
