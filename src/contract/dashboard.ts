import { z } from "zod";
import { endpoint } from "./endpoint";
import { WeightSummary, WeightUnit } from "./weight";

const Macros = z.object({
  caloriesKcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
});

/** GET /api/dashboard: today at a glance, in one request. */
export const Dashboard = z.object({
  date: z.string(),
  /** True until the user has been through the goal wizard (or typed their targets). */
  needsGoalSetup: z.boolean(),
  unitSystem: z.enum(["metric", "imperial"]),
  weightUnit: WeightUnit,
  goals: Macros.extend({ waterMl: z.number() }),
  food: Macros.extend({ entryCount: z.number() }),
  exerciseKcal: z.number(),
  /** goal − food + exercise */
  caloriesRemaining: z.number(),
  water: z.object({ totalMl: z.number(), goalMl: z.number() }),
  weight: WeightSummary,
  /** Days in a row with anything logged, up to today (or yesterday, while today is still empty). */
  streak: z.object({ days: z.number().int(), isTodayLogged: z.boolean() }),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** The dashboard loads in one request. */
export const dashboardApi = {
  get: endpoint({
    method: "GET",
    path: "/api/dashboard",
    responses: { 200: Dashboard },
    access: "user",
  }),
};
