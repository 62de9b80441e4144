import { z } from "zod";
import { endpoint } from "./endpoint";

export const HELP_CATEGORIES = [
  "Getting Started",
  "Tracking",
  "Nutrition",
  "Workouts",
  "Goals",
  "Account",
  "Privacy & Security",
] as const;

export const FaqEntry = z.object({
  id: z.string(),
  category: z.enum(HELP_CATEGORIES),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqList = z.object({ entries: z.array(FaqEntry) });
export type FaqList = z.infer<typeof FaqList>;

/** The help centre's answers: read before signing in as well as after. */
export const helpApi = {
  faq: endpoint({
    method: "GET",
    path: "/api/help/faq",
    responses: { 200: FaqList },
    access: "public",
  }),
};
