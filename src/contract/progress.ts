import { z } from "zod";
import { endpoint } from "./endpoint";

/** GET /api/progress?from&to: every chart of the progress page from one request. */
export const ProgressQuery = z.object({
  from: z.iso.date({ error: "Enter the first day as YYYY-MM-DD" }),
  to: z.iso.date({ error: "Enter the last day as YYYY-MM-DD" }),
});
export type ProgressQuery = z.infer<typeof ProgressQuery>;

const Point = z.object({ date: z.string(), value: z.number() });

export const ProgressResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** "week" for long ranges: day-by-day series become weekly averages of the days logged. */
  granularity: z.enum(["day", "week"]),
  unitSystem: z.enum(["metric", "imperial"]),
  weightUnit: z.enum(["kg", "lb", "st"]),
  weight: z.object({
    /** Weigh-ins in the range (kg) and the trend on each one's day. */
    entries: z.array(z.object({ date: z.string(), weightKg: z.number(), trendKg: z.number() })),
    goalWeightKg: z.number().nullable(),
  }),
  calories: z.object({
    targetKcal: z.number(),
    eaten: z.array(Point),
    burned: z.array(Point),
    averageEatenKcal: z.number().nullable(),
    daysLogged: z.number().int(),
  }),
  macros: z.object({
    daysLogged: z.number().int(),
    /** Average grams per logged day, and the share of the kcal from protein, carbs and fat. */
    averageG: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }),
    percent: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }).nullable(),
    targetPercent: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }).nullable(),
  }),
  workouts: z.object({
    weeks: z.array(
      z.object({
        weekStart: z.string(),
        minutes: z.number(),
        sessions: z.number().int(),
        kcal: z.number(),
      }),
    ),
    totals: z.object({ minutes: z.number(), sessions: z.number().int(), kcal: z.number() }),
  }),
  water: z.object({
    goalMl: z.number(),
    points: z.array(Point),
    averageMl: z.number().nullable(),
  }),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;

/** Every chart of the progress page for one range, in one request. */
export const progressApi = {
  get: endpoint({
    method: "GET",
    path: "/api/progress",
    query: ProgressQuery,
    responses: { 200: ProgressResponse },
    access: "user",
  }),
};
