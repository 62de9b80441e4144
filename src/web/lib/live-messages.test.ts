import { describe, expect, it } from "vitest";
import {
  byCreatedAt,
  bySequenceId,
  compareSequenceIds,
  mergeLiveMessages,
  newestMessageId,
} from "./live-messages";

const chat = (id: string, text = `message ${id}`) => ({ id, text });
const ticket = (id: string, createdAt: string) => ({ id, createdAt });

describe("compareSequenceIds", () => {
  it("compares decimal ids as numbers, past 2^53", () => {
    expect(compareSequenceIds("9", "10")).toBeLessThan(0);
    expect(compareSequenceIds("100", "99")).toBeGreaterThan(0);
    expect(compareSequenceIds("42", "42")).toBe(0);
    expect(compareSequenceIds("9007199254740993", "9007199254740992")).toBeGreaterThan(0);
  });
});

describe("mergeLiveMessages", () => {
  it("keeps each id once when the replay overlaps the fetch, in sequence order", () => {
    const held = [chat("1"), chat("2"), chat("9")];
    const merged = mergeLiveMessages(
      held,
      [chat("2"), chat("10"), chat("3"), chat("3")],
      bySequenceId,
    );
    expect(merged.map((m) => m.id)).toEqual(["1", "2", "3", "9", "10"]);
  });

  it("keeps the copy held when the socket brings back a message the POST answered with", () => {
    const merged = mergeLiveMessages([chat("4", "as sent")], [chat("4", "replayed")], bySequenceId);
    expect(merged).toEqual([chat("4", "as sent")]);
  });

  it("returns the same array when nothing is new", () => {
    const held = [chat("1")];
    expect(mergeLiveMessages(held, [chat("1")], bySequenceId)).toBe(held);
    expect(mergeLiveMessages(held, [], bySequenceId)).toBe(held);
  });

  it("orders a ticket's thread (uuid ids) by time, equal instants in arrival order", () => {
    const held = [ticket("c", "2026-01-31T10:00:02.000Z"), ticket("a", "2026-01-31T10:00:00.000Z")];
    const incoming = [
      ticket("a", "2026-01-31T10:00:00.000Z"),
      ticket("d", "2026-01-31T10:00:01.000Z"),
      ticket("e", "2026-01-31T10:00:02.000Z"),
    ];
    const merged = mergeLiveMessages(held, incoming, byCreatedAt);
    expect(merged.map((m) => m.id)).toEqual(["a", "d", "c", "e"]);
  });
});

describe("newestMessageId", () => {
  it("is the newest in the thread's order, not the last held", () => {
    expect(newestMessageId([chat("9"), chat("12"), chat("11")], bySequenceId)).toBe("12");
    expect(newestMessageId([], bySequenceId)).toBeUndefined();
    const sameInstant = "2026-01-31T10:00:00.000Z";
    expect(newestMessageId([ticket("a", sameInstant), ticket("b", sameInstant)], byCreatedAt)).toBe(
      "b",
    );
  });
});
