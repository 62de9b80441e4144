import { describe, expect, it } from "vitest";
import { TYPING_SEND_INTERVAL_MS } from "../../../domain/chat";
import { replyBlocker } from "./reply-blocker";
import { shouldSendTyping } from "./typing";

const me = "agent-1";
const mine = { status: "active" as const, assignedTo: { id: me, name: "Sam Agent" } };

describe("replyBlocker", () => {
  it("lets the assigned agent with chat.respond reply in an active chat", () => {
    expect(replyBlocker(mine, me, true)).toBeNull();
  });

  it("refuses typing in a resolved or abandoned chat (admin spec)", () => {
    expect(replyBlocker({ ...mine, status: "resolved" }, me, true)).toBe(
      "This chat has ended. You cannot reply.",
    );
    expect(replyBlocker({ ...mine, status: "abandoned" }, me, true)).toBe(
      "This chat has ended. You cannot reply.",
    );
  });

  it("says why otherwise: waiting, someone else's chat, no chat.respond", () => {
    expect(replyBlocker({ status: "waiting", assignedTo: null }, me, true)).toBe(
      "Accept the chat to reply.",
    );
    expect(
      replyBlocker({ status: "active", assignedTo: { id: "agent-2", name: "Kim Lee" } }, me, true),
    ).toBe("Only Kim Lee can reply in this chat.");
    expect(replyBlocker(mine, me, false)).toBe("You cannot reply in live chats.");
  });
});

describe("shouldSendTyping", () => {
  it("sends the first keystroke, then at most one frame every 2 s", () => {
    expect(shouldSendTyping(null, 1_000)).toBe(true);
    expect(shouldSendTyping(1_000, 1_000 + TYPING_SEND_INTERVAL_MS - 1)).toBe(false);
    expect(shouldSendTyping(1_000, 1_000 + TYPING_SEND_INTERVAL_MS)).toBe(true);
  });
});
