import { z } from "zod";
import { endpoint } from "./endpoint";
import { DAY_MS } from "../domain/calendar";

export const MAX_ANALYTICS_DAYS = 366;
/** Admin spec, section 9: the recent-signups window defaults to 7 days. */
export const DEFAULT_ANALYTICS_DAYS = 7;

export const AnalyticsQuery = z
  .object({ from: z.iso.date("Choose a start date"), to: z.iso.date("Choose an end date") })
  .refine((q) => q.from <= q.to, {
    path: ["to"],
    message: "The end date must be on or after the start date",
  })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < MAX_ANALYTICS_DAYS, {
    path: ["from"],
    message: `Choose at most ${MAX_ANALYTICS_DAYS} days`,
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

export const DayCount = z.object({ date: z.string(), value: z.number().int() });
export type DayCount = z.infer<typeof DayCount>;

export const AdminAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  signups: z.array(DayCount),
  activeUsers: z.array(DayCount),
  /** Current plan of the users who joined in the range. */
  planMix: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;

/** Analytics over a chosen range of days. */
export const adminAnalyticsApi = {
  get: endpoint({
    method: "GET",
    path: "/api/admin/analytics",
    query: AnalyticsQuery,
    responses: { 200: AdminAnalytics },
    access: { permission: "analytics.view" },
  }),
};
