import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../contract/chat";
import { mergeMessages, newestMessageId } from "./messages";

const message = (id: string, text = `message ${id}`): ChatMessage => ({
  id,
  sessionId: "5f0c1c9e-6a51-4c43-9d0e-8a7c8b3f6a10",
  senderRole: "visitor",
  message: text,
  messageType: "text",
  createdAt: "2026-01-31T10:00:00.000Z",
  sender: null,
});

describe("mergeMessages", () => {
  it("adds new messages after the held ones and never shows one twice", () => {
    const held = [message("1"), message("2")];
    const merged = mergeMessages(held, [message("2"), message("3"), message("3")]);
    expect(merged.map((m) => m.id)).toEqual(["1", "2", "3"]);
  });

  it("orders by numeric id, so 10 comes after 9 and a late POST answer slots in place", () => {
    const held = [message("9"), message("11")];
    const merged = mergeMessages(held, [message("10"), message("12")]);
    expect(merged.map((m) => m.id)).toEqual(["9", "10", "11", "12"]);
  });

  it("keeps ids beyond 2^53 apart", () => {
    const merged = mergeMessages([message("9007199254740993")], [message("9007199254740992")]);
    expect(merged.map((m) => m.id)).toEqual(["9007199254740992", "9007199254740993"]);
  });

  it("returns the held array itself when a replay brings nothing new, so React sees no change", () => {
    const held = [message("1"), message("2")];
    expect(mergeMessages(held, [message("1")])).toBe(held);
    expect(mergeMessages(held, [])).toBe(held);
  });

  it("keeps the first copy of a message it already holds", () => {
    const merged = mergeMessages([message("4", "as sent")], [message("4", "replayed")]);
    expect(merged).toEqual([message("4", "as sent")]);
  });
});

describe("newestMessageId", () => {
  it("is the last message's id, or undefined for an empty thread", () => {
    expect(newestMessageId([message("3"), message("7")])).toBe("7");
    expect(newestMessageId([])).toBeUndefined();
  });
});
