import { z } from "zod";
import { WEIGHT_CSV_MAX_CHARS } from "../domain/weight-csv";
import { WeightUnit } from "./weight";

/** POST /api/weight/import/preview and /api/weight/import: the file's text and how to read it. */
export const WeightImportBody = z.object({
  csv: z
    .string({ error: "Choose a CSV file or paste its text" })
    .min(1, { error: "Choose a CSV file or paste its text" })
    .max(WEIGHT_CSV_MAX_CHARS, { error: "The file is larger than 2 MB" }),
  /** The unit of weights that name none of their own (MyFitnessPal's export never does). */
  unit: z.enum(WeightUnit.options, { error: "Choose kg, lb or st" }),
  /** Day/month order of dates like 03/04/2024; null or absent: worked out from the file. */
  dateOrder: z.enum(["dmy", "mdy"], { error: "Choose day/month or month/day" }).nullable().optional(),
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

export const WeightImportPreview = z.object({
  format: z.enum(["generic", "myfitnesspal"]),
  dateOrder: z.enum(["dmy", "mdy"]).nullable(),
  /** Some dates could be day/month or month/day: they are refused until the user chooses. */
  needsDateOrder: z.boolean(),
  /** Some weights named no unit, so the chosen one was used: the page asks the user to check it. */
  usesChosenUnit: z.boolean(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      date: z.string(),
      weightKg: z.number(),
      bodyFatPct: z.number().nullable(),
      status: WeightImportStatus,
      /** The weigh-in already logged that day (same and different). */
      loggedKg: z.number().nullable(),
    }),
  ),
  errors: z.array(WeightImportLineError),
  counts: z.object({ new: z.number().int(), same: z.number().int(), different: z.number().int(), errors: z.number().int() }),
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
