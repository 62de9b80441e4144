import { z } from "zod";
import { DayRangeQuery } from "./date-range";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { isIsoDate } from "../domain/calendar";

/** One tap adds at most 3 L: more in one go is a typo, and drinking it is unsafe anyway. */
export const WATER_MAX_ML = 3000;
export const WATER_MESSAGES = {
  amount: `Enter an amount between 1 and ${WATER_MAX_ML} ml (101 fl oz)`,
  date: "Enter a real date as YYYY-MM-DD",
  future: "The date cannot be in the future",
} as const;

export const AddWaterBody = z.object({
  amountMl: z
    .number(WATER_MESSAGES.amount)
    .min(1, WATER_MESSAGES.amount)
    .max(WATER_MAX_ML, WATER_MESSAGES.amount),
  /** Diary day; the user's today when left out. */
  date: z.string().refine(isIsoDate, WATER_MESSAGES.date).optional(),
});
export type AddWaterBody = z.infer<typeof AddWaterBody>;

export const WaterDayQuery = z.object({
  date: z.string().refine(isIsoDate, WATER_MESSAGES.date).optional(),
});
export const WaterEntryParams = z.object({ id: z.uuid("Unknown entry") });

export const WaterEntry = z.object({
  id: z.string(),
  date: z.string(),
  amountMl: z.number(),
  createdAt: z.string(),
});
export type WaterEntry = z.infer<typeof WaterEntry>;

export const WaterDay = z.object({
  date: z.string(),
  today: z.string(),
  unitSystem: z.enum(["metric", "imperial"]),
  goalMl: z.number(),
  totalMl: z.number(),
  /** Newest first. */
  entries: z.array(WaterEntry),
  /** The seven days ending on `date`, oldest first, zeros included. */
  week: z.array(z.object({ date: z.string(), totalMl: z.number() })),
});
export type WaterDay = z.infer<typeof WaterDay>;

/** GET /api/water/entries?from&to: the drinks over a range of days, for scripts (one day is /api/water). */
export const WaterRange = z.object({
  from: z.string(),
  to: z.string(),
  /** Oldest first. */
  entries: z.array(WaterEntry),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(z.object({ date: z.string(), totalMl: z.number() })),
});
export type WaterRange = z.infer<typeof WaterRange>;

/** The signed-in user's drinks; a token reaches them all. */
export const waterApi = {
  day: endpoint({
    method: "GET",
    path: "/api/water",
    query: WaterDayQuery,
    responses: { 200: WaterDay },
    access: "user",
    token: true,
  }),
  range: endpoint({
    method: "GET",
    path: "/api/water/entries",
    query: DayRangeQuery,
    responses: { 200: WaterRange },
    access: "user",
    token: true,
  }),
  add: endpoint({
    method: "POST",
    path: "/api/water",
    body: AddWaterBody,
    responses: { 201: WaterEntry },
    access: "user",
    token: true,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/water/:id",
    params: WaterEntryParams,
    responses: { 200: OkBody },
    access: "user",
    token: true,
  }),
};
