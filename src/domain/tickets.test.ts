import { describe, expect, it } from "vitest";
import {
  applyStatusChange,
  DEFAULT_DEPARTMENT_COLOR,
  formatTicketNumber,
  HEX_COLOR_PATTERN,
  nextDepartmentSortOrder,
  statusAfterCustomerReply,
  TICKET_STATUSES,
  type TicketStatus,
} from "./tickets";

const now = new Date("2026-11-22T10:00:00Z");

describe("applyStatusChange", () => {
  const expected: Record<TicketStatus, { resolvedAt: Date | null; closedAt: Date | null }> = {
    open: { resolvedAt: null, closedAt: null },
    "in-progress": { resolvedAt: null, closedAt: null },
    waiting: { resolvedAt: null, closedAt: null },
    resolved: { resolvedAt: now, closedAt: null },
    closed: { resolvedAt: null, closedAt: now },
  };
  // Every (from, to) pair: the outcome depends only on the new status, because no ordering is enforced.
  const pairs = TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)("%s → %s sets the stamps of the new status", (_from, to) => {
    expect(applyStatusChange(to, now)).toEqual({ status: to, ...expected[to] });
  });

  it("covers all 25 transitions", () => {
    expect(pairs).toHaveLength(25);
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
    for (const bad of ["6B7280", "#6B728", "#6B72801", "#GGGGGG", "red", ""]) expect(HEX_COLOR_PATTERN.test(bad)).toBe(false);
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
