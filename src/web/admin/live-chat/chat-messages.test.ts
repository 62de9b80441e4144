import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../contract/chat";
import { compareMessageIds, mergeChatMessages, newestMessageId } from "./chat-messages";

const message = (id: string, text = `m${id}`): ChatMessage => ({
  id,
  sessionId: "s1",
  senderRole: "visitor",
  message: text,
  messageType: "text",
  createdAt: "2026-01-01T10:00:00.000Z",
  sender: null,
});

describe("compareMessageIds", () => {
  it("orders decimal ids as numbers, not as text", () => {
    expect(compareMessageIds("9", "10")).toBeLessThan(0);
    expect(compareMessageIds("100", "99")).toBeGreaterThan(0);
    expect(compareMessageIds("42", "42")).toBe(0);
    // Beyond Number's safe integers (bigint identities) the order still holds.
    expect(compareMessageIds("9007199254740993", "9007199254740992")).toBeGreaterThan(0);
  });
});

describe("mergeChatMessages", () => {
  it("adds only the messages not held yet, in id order", () => {
    const held = [message("1"), message("2")];
    const merged = mergeChatMessages(held, [message("2"), message("10"), message("3")]);
    expect(merged.map((m) => m.id)).toEqual(["1", "2", "3", "10"]);
  });

  it("keeps an id once when a replay repeats it within one frame", () => {
    const merged = mergeChatMessages([], [message("5"), message("5"), message("4")]);
    expect(merged.map((m) => m.id)).toEqual(["4", "5"]);
  });

  it("returns the same array when nothing is new, so nothing re-renders", () => {
    const held = [message("1"), message("2")];
    expect(mergeChatMessages(held, [message("1")])).toBe(held);
    expect(mergeChatMessages(held, [])).toBe(held);
  });

  it("puts a live frame that overtook the POST's answer in its place", () => {
    // The socket delivered 8 before the send's answer (7) came back.
    const merged = mergeChatMessages([message("6"), message("8")], [message("7", "mine")]);
    expect(merged.map((m) => m.message)).toEqual(["m6", "mine", "m8"]);
  });
});

describe("newestMessageId", () => {
  it("is the biggest id held, the cursor a re-subscribe replays after", () => {
    expect(newestMessageId([message("9"), message("12"), message("11")])).toBe("12");
    expect(newestMessageId([])).toBeUndefined();
  });
});
