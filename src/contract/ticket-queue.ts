import { z } from "zod";
import { QueueDepartmentScope, QueueView, TicketPriority, TicketStatus } from "./tickets";

/** "" means the filter is not set, as in the queue's address. */
const orAll = <T extends z.ZodType>(schema: T) => z.union([z.literal(""), schema]);

/**
 * The Support Queue's filters as an agent left them (staff_queue_filters), so the queue opens the same
 * way on any device. The address's fields less the page and the search: a search is a one-off lookup,
 * and bringing yesterday's back would hide today's queue behind it.
 */
export const QueueFilterSet = z.object({
  view: QueueView,
  departmentId: orAll(QueueDepartmentScope),
  status: orAll(TicketStatus),
  priority: orAll(TicketPriority),
});
export type QueueFilterSet = z.infer<typeof QueueFilterSet>;

const DepartmentRef = z.object({ id: z.string(), name: z.string() });

export const QueueFiltersResponse = z.object({
  filters: QueueFilterSet,
  /** false: nothing saved yet, `filters` are the defaults (an agent of departments starts on "My departments"). */
  isSaved: z.boolean(),
  /** The departments the viewer is assigned to: what "My departments" means for them. */
  myDepartments: z.array(DepartmentRef),
});
export type QueueFiltersResponse = z.infer<typeof QueueFiltersResponse>;
