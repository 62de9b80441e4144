/** Support ticket rules (admin spec, sections 3, 4 and 9). Pure: no I/O. */

export const TICKET_STATUSES = ["open", "in-progress", "waiting", "resolved", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ["urgent", "high", "medium", "low"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** What a user files a ticket under; the help center's topics, so the two read the same. */
export const TICKET_CATEGORIES = [
  "General",
  "Account",
  "Billing",
  "Technical",
  "Nutrition",
  "Workouts",
  "Other",
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/**
 * Statuses that still need the desk's work ("open-ish"): the dashboard's "Active Support Tickets" and a
 * department's "Open Tickets". The queue's Open card is status open alone.
 */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = ["open", "in-progress", "waiting"];

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: "Open",
  "in-progress": "In Progress",
  waiting: "Waiting",
  resolved: "Resolved",
  closed: "Closed",
};

export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
};

export interface StatusStamps {
  status: TicketStatus;
  resolvedAt: Date | null;
  closedAt: Date | null;
}

/**
 * The spec's rule (section 4): any status may be set directly, no ordering is enforced; resolved
 * stamps resolved_at with now, closed stamps closed_at with now, and any other status clears both.
 * Two refinements the spec's one-line rule would otherwise lose:
 * - closing a resolved ticket keeps its resolved_at: the resolution happened, and "Resolved Today"
 *   and resolution times are read from it (closing an unresolved ticket leaves it null);
 * - setting the status a ticket already has changes nothing (the stamps are returned as they are):
 *   re-resolving must not move the resolution time, nor (in the service) mail or audit again.
 */
export function applyStatusChange(
  current: StatusStamps,
  next: TicketStatus,
  now: Date,
): StatusStamps {
  if (next === current.status) return current;
  switch (next) {
    case "resolved":
      return { status: next, resolvedAt: now, closedAt: null };
    case "closed":
      return {
        status: next,
        resolvedAt: current.status === "resolved" ? current.resolvedAt : null,
        closedAt: now,
      };
    default:
      return { status: next, resolvedAt: null, closedAt: null };
  }
}

/** Human ticket number from the sequence value: 123 → "T-000123". */
export function formatTicketNumber(sequence: number): string {
  return `T-${String(sequence).padStart(6, "0")}`;
}

/** A hex colour as the department editor asks for it: "#" and six hex digits. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const HEX_COLOR_MESSAGE = "Enter the colour as # and six hex digits, e.g. #6B7280";

/** New department defaults (admin spec, sections 4 and 9). */
export const DEFAULT_DEPARTMENT_COLOR = "#6B7280";
export function nextDepartmentSortOrder(count: number): number {
  return count + 1;
}

/**
 * A customer answering a ticket puts it back in the desk's queue: waiting (for the customer), resolved
 * and closed tickets reopen; open and in-progress ones stay as they are. Stamps follow applyStatusChange.
 */
export function statusAfterCustomerReply(current: TicketStatus): TicketStatus {
  return current === "open" || current === "in-progress" ? current : "open";
}
