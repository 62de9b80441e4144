/** How an agent slices the Support Queue (issue 16): views, department scope, and their defaults. Pure: no I/O. */
import type { TicketPriority, TicketStatus } from "./tickets";

/** "All" tickets, "My tickets" (assigned to the viewer) and "Unassigned" (nobody has picked them up). */
export const QUEUE_VIEWS = ["all", "mine", "unassigned"] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

export const QUEUE_VIEW_LABELS: Record<QueueView, string> = {
  all: "All",
  mine: "My tickets",
  unassigned: "Unassigned",
};

/** The department filter's value for "the departments the viewer is assigned to" (besides one department's id). */
export const MY_DEPARTMENTS = "mine";
export const MY_DEPARTMENTS_LABEL = "My departments";

export interface QueueFilterDefaults {
  view: QueueView;
  departmentId: string;
  status: TicketStatus | "";
  priority: TicketPriority | "";
}

/**
 * The queue as an agent first sees it, before they chose anything: everything, except that an agent
 * who belongs to departments starts on those, since that is the work routed to them.
 */
export function defaultQueueFilters(options: {
  belongsToDepartments: boolean;
}): QueueFilterDefaults {
  return {
    view: "all",
    departmentId: options.belongsToDepartments ? MY_DEPARTMENTS : "",
    status: "",
    priority: "",
  };
}

/**
 * Saved replies as a ticket offers them: the ticket's department's first, then the others; each group
 * in the order given (the store's, by department then shortcut). A ticket with no department keeps it.
 */
export function savedRepliesForDepartment<T extends { departmentId: string }>(
  replies: readonly T[],
  departmentId: string | null,
): T[] {
  if (!departmentId) return [...replies];
  return [
    ...replies.filter((r) => r.departmentId === departmentId),
    ...replies.filter((r) => r.departmentId !== departmentId),
  ];
}
