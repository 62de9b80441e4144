import { describe, expect, it } from "vitest";
import { endSessionsConfirmation, sessionsEndedText } from "./account-access-text";

describe("ending a user's sessions, in words", () => {
  it("counts the sessions ended, and says when there were none", () => {
    expect(sessionsEndedText({ ended: 1 }, "Ann Lee")).toBe(
      "Ended 1 session: Ann Lee must sign in again on every device.",
    );
    expect(sessionsEndedText({ ended: 3 }, "Ann Lee")).toBe(
      "Ended 3 sessions: Ann Lee must sign in again on every device.",
    );
    expect(sessionsEndedText({ ended: 0 }, "Ann Lee")).toBe(
      "Ann Lee had no active sessions; nothing was ended.",
    );
  });

  it("tells staff before they confirm that API tokens stay", () => {
    expect(endSessionsConfirmation("Ann Lee")).toContain(
      "Their API tokens are not sessions and keep working.",
    );
  });
});
