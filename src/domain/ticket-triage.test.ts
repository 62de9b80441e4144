import { describe, expect, it } from "vitest";
import {
  CUSTOMER_IMPACTS,
  impactLabel,
  MAX_TAGS_PER_TICKET,
  mergeNote,
  mergeRefusal,
  type MergeSide,
  normaliseTag,
  TAG_PATTERN,
  withoutTag,
  withTag,
} from "./ticket-triage";
import { TICKET_STATUSES } from "./tickets";

describe("customer impact", () => {
  it("offers low, medium and high, never urgent", () => {
    expect(CUSTOMER_IMPACTS).toEqual(["low", "medium", "high"]);
  });

  it("names the product in the high impact", () => {
    expect(CUSTOMER_IMPACTS.map((i) => impactLabel(i, "Fitbook"))).toEqual([
      "Low: a question or an idea",
      "Medium: something isn't working as it should",
      "High: I can't use Fitbook",
    ]);
  });
});

describe("tags", () => {
  it("compare without case or surrounding spaces", () => {
    expect(normaliseTag("  iOS-App ")).toBe("ios-app");
  });

  it.each(["ios", "billing-error", "v2", "rückerstattung"])("accepts %s", (tag) => {
    expect(TAG_PATTERN.test(tag)).toBe(true);
  });

  it.each(["two words", "a_b", "emoji🙂", "semi;colon", "dot.ted"])("refuses %s", (tag) => {
    expect(TAG_PATTERN.test(tag)).toBe(false);
  });

  it("adds a new tag last and ignores a duplicate", () => {
    const tags = ["ios", "refund"];
    expect(withTag(tags, "bug")).toEqual(["ios", "refund", "bug"]);
    expect(withTag(tags, "ios")).toBe(tags);
  });

  it("refuses an eleventh tag but still ignores a duplicate on a full ticket", () => {
    const full = Array.from({ length: MAX_TAGS_PER_TICKET }, (_, i) => `t${i}`);
    expect(withTag(full, "one-more")).toBeNull();
    expect(withTag(full, "t3")).toBe(full);
  });

  it("removes a tag, and changes nothing for one the ticket does not have", () => {
    const tags = ["ios", "refund"];
    expect(withoutTag(tags, "ios")).toEqual(["refund"]);
    expect(withoutTag(tags, "android")).toBe(tags);
  });
});

describe("mergeRefusal", () => {
  const side = (over: Partial<MergeSide> = {}): MergeSide => ({
    id: "a",
    ticketNumber: "T-000001",
    userId: "u1",
    status: "open",
    mergedIntoId: null,
    ...over,
  });
  const source = side();
  const target = side({ id: "b", ticketNumber: "T-000002" });

  it("lets two open tickets of one customer merge", () => {
    expect(mergeRefusal(source, target)).toBeNull();
  });

  it("refuses the ticket itself as a field error", () => {
    expect(mergeRefusal(source, source)).toEqual({
      kind: "field",
      message: "A ticket cannot be merged into itself",
    });
  });

  it("refuses another customer's ticket, and a target whose customer is gone, as a wrong choice", () => {
    expect(mergeRefusal(source, side({ id: "b", userId: "u2" }))).toEqual({
      kind: "field",
      message: "Choose another ticket of the same customer",
    });
    expect(mergeRefusal(source, side({ id: "b", userId: null }))?.kind).toBe("field");
  });

  it("refuses a source whose customer's account is gone, even into another such ticket: nothing says they were one person", () => {
    expect(mergeRefusal(side({ userId: null }), side({ id: "b", userId: null }))).toEqual({
      kind: "conflict",
      message:
        "T-000001 has no customer account any more, so no other ticket is known to be theirs",
    });
  });

  it("refuses a source already merged and a target merged away, as conflicts", () => {
    expect(mergeRefusal(side({ mergedIntoId: "c" }), target)).toEqual({
      kind: "conflict",
      message: "T-000001 was already merged into another ticket",
    });
    expect(
      mergeRefusal(
        source,
        side({ id: "b", ticketNumber: "T-000002", status: "closed", mergedIntoId: "c" }),
      ),
    ).toEqual({
      kind: "conflict",
      message: "T-000002 was itself merged into another ticket",
    });
  });

  it.each(TICKET_STATUSES)("a target that is %s", (status) => {
    const refusal = mergeRefusal(source, side({ id: "b", ticketNumber: "T-000002", status }));
    if (status === "resolved" || status === "closed")
      expect(refusal).toEqual({
        kind: "conflict",
        message: `T-000002 is ${status}: choose a ticket that is still open, or reopen it first`,
      });
    else expect(refusal).toBeNull();
  });

  it("lets a closed or resolved source merge: its thread still belongs with the open one", () => {
    expect(mergeRefusal(side({ status: "closed" }), target)).toBeNull();
    expect(mergeRefusal(side({ status: "resolved" }), target)).toBeNull();
  });
});

describe("mergeNote", () => {
  it("names the source by number and subject", () => {
    expect(mergeNote({ ticketNumber: "T-000123", subject: "Scale not syncing" })).toBe(
      "Merged from T-000123: Scale not syncing",
    );
  });
});
