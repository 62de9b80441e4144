import { z } from "zod";
import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import { FaqEntry, FaqList, HELP_CATEGORIES } from "./help";

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

/** Content screen: the help-centre FAQ. content.view to read, settings.edit as well to change (audited). */
export const adminContentApi = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/faq",
    responses: { 200: FaqList },
    access: { permission: "content.view" },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/admin/faq",
    body: FaqEntryBody,
    responses: { 201: FaqEntryResponse },
    access: { allOf: ["content.view", "settings.edit"] },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/faq/:id",
    params: FaqEntryParams,
    body: FaqEntryBody,
    responses: { 200: FaqEntryResponse },
    access: { allOf: ["content.view", "settings.edit"] },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/faq/:id",
    params: FaqEntryParams,
    responses: { 200: OkBody },
    access: { allOf: ["content.view", "settings.edit"] },
  }),
};
