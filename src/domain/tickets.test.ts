import { describe, expect, it } from "vitest";
import {
  applyStatusChange,
  DEFAULT_DEPARTMENT_COLOR,
  formatTicketNumber,
  HEX_COLOR_PATTERN,
  nextDepartmentSortOrder,
  type StatusStamps,
  statusAfterCustomerReply,
  TICKET_STATUSES,
  type TicketStatus,
} from "./tickets";

const now = new Date("2026-11-22T10:00:00Z");
const earlier = new Date("2026-11-21T09:00:00Z");

/** The stamps a ticket in each status has before the change: as the rule itself would have left them. */
const stampsOf: Record<TicketStatus, StatusStamps> = {
  open: { status: "open", resolvedAt: null, closedAt: null },
  "in-progress": { status: "in-progress", resolvedAt: null, closedAt: null },
  waiting: { status: "waiting", resolvedAt: null, closedAt: null },
  resolved: { status: "resolved", resolvedAt: earlier, closedAt: null },
  closed: { status: "closed", resolvedAt: null, closedAt: earlier },
};

describe("applyStatusChange", () => {
  const stamped = (status: TicketStatus, resolvedAt: Date | null, closedAt: Date | null) => ({
    status,
    resolvedAt,
    closedAt,
  });
  // Every (from, to) pair and what the ticket's stamps are after it.
  const table: [TicketStatus, TicketStatus, StatusStamps][] = [
    ["open", "open", stamped("open", null, null)],
    ["open", "in-progress", stamped("in-progress", null, null)],
    ["open", "waiting", stamped("waiting", null, null)],
    ["open", "resolved", stamped("resolved", now, null)],
    ["open", "closed", stamped("closed", null, now)],
    ["in-progress", "open", stamped("open", null, null)],
    ["in-progress", "in-progress", stamped("in-progress", null, null)],
    ["in-progress", "waiting", stamped("waiting", null, null)],
    ["in-progress", "resolved", stamped("resolved", now, null)],
    ["in-progress", "closed", stamped("closed", null, now)],
    ["waiting", "open", stamped("open", null, null)],
    ["waiting", "in-progress", stamped("in-progress", null, null)],
    ["waiting", "waiting", stamped("waiting", null, null)],
    ["waiting", "resolved", stamped("resolved", now, null)],
    ["waiting", "closed", stamped("closed", null, now)],
    ["resolved", "open", stamped("open", null, null)],
    ["resolved", "in-progress", stamped("in-progress", null, null)],
    ["resolved", "waiting", stamped("waiting", null, null)],
    // Unchanged: the first resolution's time stays.
    ["resolved", "resolved", stamped("resolved", earlier, null)],
    // Closing a resolved ticket keeps when it was resolved.
    ["resolved", "closed", stamped("closed", earlier, now)],
    ["closed", "open", stamped("open", null, null)],
    ["closed", "in-progress", stamped("in-progress", null, null)],
    ["closed", "waiting", stamped("waiting", null, null)],
    ["closed", "resolved", stamped("resolved", now, null)],
    ["closed", "closed", stamped("closed", null, earlier)],
  ];

  it.each(table)("%s → %s", (from, to, expected) => {
    expect(applyStatusChange(stampsOf[from], to, now)).toEqual(expected);
  });

  it("covers all 25 transitions", () => {
    const pairs = new Set(table.map(([from, to]) => `${from}>${to}`));
    expect(pairs.size).toBe(TICKET_STATUSES.length ** 2);
  });

  it("keeps both stamps of a resolved-then-closed ticket when it is closed again", () => {
    const resolvedThenClosed = stamped("closed", earlier, earlier);
    expect(applyStatusChange(resolvedThenClosed, "closed", now)).toEqual(resolvedThenClosed);
  });
});

describe("ticket numbers and department defaults", () => {
  it("pads the sequence to six digits", () => {
    expect(formatTicketNumber(123)).toBe("T-000123");
    expect(formatTicketNumber(1234567)).toBe("T-1234567");
  });

  it("accepts only # and six hex digits", () => {
    expect(HEX_COLOR_PATTERN.test("#6B7280")).toBe(true);
    expect(HEX_COLOR_PATTERN.test("#abcdef")).toBe(true);
    for (const bad of ["6B7280", "#6B728", "#6B72801", "#GGGGGG", "red", ""])
      expect(HEX_COLOR_PATTERN.test(bad)).toBe(false);
  });

  it("starts new departments grey, after the last one", () => {
    expect(DEFAULT_DEPARTMENT_COLOR).toBe("#6B7280");
    expect(nextDepartmentSortOrder(4)).toBe(5);
  });
});

describe("statusAfterCustomerReply", () => {
  it.each([
    ["open", "open"],
    ["in-progress", "in-progress"],
    ["waiting", "open"],
    ["resolved", "open"],
    ["closed", "open"],
  ] as const)("a reply on a %s ticket leaves it %s", (from, to) => {
    expect(statusAfterCustomerReply(from)).toBe(to);
  });
});
