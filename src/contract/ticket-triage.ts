import { z } from "zod";
import {
  normaliseTag,
  TAG_MAX_LENGTH,
  TAG_PATTERN,
  TAG_PATTERN_MESSAGE,
} from "../domain/ticket-triage";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "../domain/tickets";
import { NOT_A_LISTED_DEPARTMENT } from "./departments";

// Self-contained (no import of ./tickets): tickets.ts imports TicketTag from here for the queue's filter.

/** Staff set a ticket's priority (support.respond); urgent included. */
export const UpdateTicketPriorityBody = z.object({ priority: z.enum(TICKET_PRIORITIES) });
export type UpdateTicketPriorityBody = z.infer<typeof UpdateTicketPriorityBody>;

/** Staff move a ticket to an active department, or to none (null). */
export const UpdateTicketDepartmentBody = z.object({
  departmentId: z.uuid(NOT_A_LISTED_DEPARTMENT).nullable(),
});
export type UpdateTicketDepartmentBody = z.infer<typeof UpdateTicketDepartmentBody>;

/** One tag as staff type it: trimmed and lower-cased before it is checked, so "iOS " is "ios". */
export const TicketTag = z
  .string()
  .transform(normaliseTag)
  .pipe(
    z
      .string()
      .min(1, "Enter a tag")
      .max(TAG_MAX_LENGTH, `A tag is at most ${TAG_MAX_LENGTH} characters`)
      .regex(TAG_PATTERN, TAG_PATTERN_MESSAGE),
  );

export const AddTicketTagBody = z.object({ tag: TicketTag });
export type AddTicketTagBody = z.input<typeof AddTicketTagBody>;

/** DELETE /api/admin/tickets/:id/tags/:tag: the tag in the path, checked as an added one is. */
export const TicketTagParams = z.object({ id: z.uuid("Not a ticket id"), tag: TicketTag });

/** Tags already on tickets, most used first: the suggestions of the tag inputs and the queue's tag filter. */
export const TicketTagsResponse = z.object({ tags: z.array(z.string()) });
export type TicketTagsResponse = z.infer<typeof TicketTagsResponse>;

/** Merge the ticket of the path into `targetId`, another open ticket of the same customer. */
export const MergeTicketBody = z.object({ targetId: z.uuid("Choose a ticket to merge into") });
export type MergeTicketBody = z.infer<typeof MergeTicketBody>;

/** The customer's other tickets this one may be merged into: still open, not merged themselves. */
export const MergeTarget = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
});
export type MergeTarget = z.infer<typeof MergeTarget>;
export const MergeTargetsResponse = z.object({ tickets: z.array(MergeTarget) });
export type MergeTargetsResponse = z.infer<typeof MergeTargetsResponse>;
