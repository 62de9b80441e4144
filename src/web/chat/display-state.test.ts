import { describe, expect, it } from "vitest";
import type { ChatSessionState } from "../../contract/chat";
import { displayState, statusText } from "./display-state";

const session = (overrides: Partial<ChatSessionState>): ChatSessionState => ({
  id: "5f0c1c9e-6a51-4c43-9d0e-8a7c8b3f6a10",
  status: "waiting",
  departmentId: null,
  departmentName: "Billing",
  queuePosition: 1,
  agentFirstName: null,
  startedAt: "2026-01-31T10:00:00.000Z",
  endedAt: null,
  rating: null,
  ...overrides,
});

describe("the widget's status line", () => {
  it("says 'Connecting...' until the socket has delivered the session's state", () => {
    expect(displayState(session({}), false)).toBe("connecting");
    expect(statusText(session({}), false)).toEqual({ line: "Connecting...", wait: null });
  });

  it("counts the sessions ahead (position - 1) and waits max(1, position*2) minutes", () => {
    expect(statusText(session({ queuePosition: 1 }), true)).toEqual({
      line: "In queue (0 ahead)",
      wait: "Average wait: 2 minutes",
    });
    expect(statusText(session({ queuePosition: 3 }), true)).toEqual({
      line: "In queue (2 ahead)",
      wait: "Average wait: 6 minutes",
    });
  });

  it("names the agent once connected", () => {
    expect(statusText(session({ status: "active", agentFirstName: "Sam" }), true)).toEqual({
      line: "Connected to Sam",
      wait: null,
    });
  });

  it("reads 'Disconnected' once ended, even before the socket answers", () => {
    expect(statusText(session({ status: "resolved" }), false).line).toBe("Disconnected");
    expect(statusText(session({ status: "abandoned" }), true).line).toBe("Disconnected");
  });
});
