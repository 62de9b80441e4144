import { z } from "zod";
import { FaqEntry, HELP_CATEGORIES } from "./help";

/** Create and edit form of a help-centre entry; also the body of POST and PUT /api/admin/faq. */
export const FaqEntryBody = z.object({
  category: z.enum(HELP_CATEGORIES, { error: "Choose a category" }),
  question: z.string().trim().min(1, "Enter the question").max(300, "Use at most 300 characters"),
  answer: z.string().trim().min(1, "Enter the answer").max(5000, "Use at most 5000 characters"),
  sortOrder: z
    .number({ error: "Enter a whole number" })
    .int("Enter a whole number")
    .min(0, "Use 0 or more")
    .max(10_000),
});
export type FaqEntryBody = z.infer<typeof FaqEntryBody>;

export const FaqEntryParams = z.object({ id: z.uuid() });
export const FaqEntryResponse = z.object({ entry: FaqEntry });
