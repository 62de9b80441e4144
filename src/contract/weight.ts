import { z } from "zod";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { storedReal } from "./stored-number";
import { isIsoDate } from "../domain/calendar";

/**
 * Weight bounds in kg: 20 kg leaves room for a 13-year-old at the extreme low end; 450 kg is above
 * the heaviest people on record who could stand on a scale. Outside them a typo is far likelier.
 */
export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 450;
/** Body fat: 2% is about the essential-fat minimum of men (ACE body-fat chart), 75% above any reading. */
export const BODY_FAT_MIN = 2;
export const BODY_FAT_MAX = 75;
export const NOTE_MAX = 500;

export const WEIGHT_MESSAGES = {
  weight: `Enter a weight between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg (44 to 992 lb)`,
  bodyFat: `Enter a body fat between ${BODY_FAT_MIN} and ${BODY_FAT_MAX}%`,
  date: "Enter a real date as YYYY-MM-DD",
  future: "The date cannot be in the future",
  exists: "You already have a weigh-in on this day. Replace it?",
  note: `Keep the note under ${NOTE_MAX} characters`,
} as const;

export const WeightUnit = z.enum(["kg", "lb", "st"]);
export type WeightUnit = z.infer<typeof WeightUnit>;

export const IsoDate = z.string().refine(isIsoDate, WEIGHT_MESSAGES.date);

export const WeightKg = storedReal(
  z
    .number(WEIGHT_MESSAGES.weight)
    .min(WEIGHT_MIN_KG, WEIGHT_MESSAGES.weight)
    .max(WEIGHT_MAX_KG, WEIGHT_MESSAGES.weight),
);
const BodyFat = storedReal(
  z
    .number(WEIGHT_MESSAGES.bodyFat)
    .min(BODY_FAT_MIN, WEIGHT_MESSAGES.bodyFat)
    .max(BODY_FAT_MAX, WEIGHT_MESSAGES.bodyFat),
);
const Note = z.string().trim().max(NOTE_MAX, WEIGHT_MESSAGES.note);

/** POST /api/weight. A second weigh-in on the same day is refused (409) unless `replace` is true. */
export const CreateWeightEntryBody = z.object({
  date: IsoDate,
  weightKg: WeightKg,
  bodyFatPct: BodyFat.nullable().optional(),
  note: Note.nullable().optional(),
  replace: z.boolean().optional(),
});
export type CreateWeightEntryBody = z.infer<typeof CreateWeightEntryBody>;

export const UpdateWeightEntryBody = z
  .object({
    date: IsoDate,
    weightKg: WeightKg,
    bodyFatPct: BodyFat.nullable(),
    note: Note.nullable(),
  })
  .partial()
  .strict();
export type UpdateWeightEntryBody = z.infer<typeof UpdateWeightEntryBody>;

export const WeightEntryParams = z.object({ id: z.uuid("Unknown entry") });

export const WeightListQuery = z.object({
  /** How many days back from today to list (the trend is computed over them). */
  days: z.coerce.number().int().min(7).max(3650).default(180),
});

/** A weigh-in as saved (the answer to POST and PATCH). */
export const SavedWeightEntry = z.object({
  id: z.string(),
  date: z.string(),
  weightKg: z.number(),
  bodyFatPct: z.number().nullable(),
  note: z.string().nullable(),
});
export type SavedWeightEntry = z.infer<typeof SavedWeightEntry>;

/** A weigh-in with the smoothed trend on its day (the weight screen's list and chart). */
export const WeightEntry = SavedWeightEntry.extend({ trendKg: z.number() });
export type WeightEntry = z.infer<typeof WeightEntry>;

export const GoalEstimate = z.discriminatedUnion("status", [
  z.object({ status: z.literal("reached") }),
  z.object({ status: z.literal("on_track"), date: z.string(), weeks: z.number() }),
  z.object({ status: z.literal("not_on_track") }),
]);

export const WeightSummary = z.object({
  latest: z.object({ date: z.string(), weightKg: z.number() }).nullable(),
  trendKg: z.number().nullable(),
  /** kg a week of the trend; negative is losing. */
  weeklyRateKg: z.number().nullable(),
  /** BMI of the latest weigh-in; the adult WHO category only from 18 (see BMI_UNDER_18_NOTE). */
  bmi: z
    .discriminatedUnion("scale", [
      z.object({
        scale: z.literal("adult"),
        value: z.number(),
        category: z.enum(["underweight", "normal", "overweight", "obese"]),
      }),
      z.object({ scale: z.literal("under_18"), value: z.number() }),
    ])
    .nullable(),
  goal: z
    .object({
      goalWeightKg: z.number(),
      startKg: z.number(),
      remainingKg: z.number(),
      estimate: GoalEstimate,
    })
    .nullable(),
});
export type WeightSummary = z.infer<typeof WeightSummary>;

export const WeightPage = z.object({
  today: z.string(),
  unit: WeightUnit,
  heightCm: z.number().nullable(),
  entries: z.array(WeightEntry),
  summary: WeightSummary,
  /** Entries this calendar month against the plan's weight_entries_per_month (-1: unlimited). */
  usage: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type WeightPage = z.infer<typeof WeightPage>;

export const SetWeightUnitBody = z.object({ unit: WeightUnit });
export type SetWeightUnitBody = z.infer<typeof SetWeightUnitBody>;

/** The signed-in user's weigh-ins; a token reaches them, not the unit the screens show. */
export const weightApi = {
  page: endpoint({
    method: "GET",
    path: "/api/weight",
    query: WeightListQuery,
    responses: { 200: WeightPage },
    access: "user",
    token: true,
  }),
  /** 201 for a new weigh-in, 200 when `replace` overwrote the day's. */
  log: endpoint({
    method: "POST",
    path: "/api/weight",
    body: CreateWeightEntryBody,
    responses: { 200: SavedWeightEntry, 201: SavedWeightEntry },
    access: "user",
    token: true,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/weight/:id",
    params: WeightEntryParams,
    body: UpdateWeightEntryBody,
    responses: { 200: SavedWeightEntry },
    access: "user",
    token: true,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/weight/:id",
    params: WeightEntryParams,
    responses: { 200: OkBody },
    access: "user",
    token: true,
  }),
  setUnit: endpoint({
    method: "PUT",
    path: "/api/weight/unit",
    body: SetWeightUnitBody,
    responses: { 200: OkBody },
    access: "user",
  }),
};
