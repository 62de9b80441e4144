import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AgentChatSummary } from "../../../contract/chat";
import { SessionList } from "./session-list";

const now = new Date("2026-03-01T12:00:00.000Z");
const noop = () => undefined;
const session = (id: string, over: Partial<AgentChatSummary>): AgentChatSummary => ({
  id,
  status: "waiting",
  priority: "medium",
  userName: "Robin Visitor",
  userEmail: null,
  userId: null,
  initialMessage: "Hello",
  department: { id: "d1", name: "Billing", color: "#059669" },
  assignedTo: null,
  queuePosition: 1,
  startedAt: "2026-03-01T11:59:40.000Z",
  acceptedAt: null,
  endedAt: null,
  rating: null,
  convertedTicketNumber: null,
  prioritySupport: false,
  ...over,
});

describe("SessionList", () => {
  it("says 'No active chats' when nothing is open", () => {
    expect(
      renderToStaticMarkup(
        <SessionList sessions={[]} selectedId={null} now={now} onSelect={noop} />,
      ),
    ).toContain("No active chats");
  });

  it("shows each session's age as the spec words it and marks the open one", () => {
    const html = renderToStaticMarkup(
      <SessionList
        sessions={[
          session("a", {}),
          session("b", {
            userName: "Sam",
            status: "active",
            queuePosition: null,
            startedAt: "2026-03-01T11:48:00.000Z",
          }),
          session("c", {
            userName: "Kit",
            status: "active",
            queuePosition: null,
            startedAt: "2026-03-01T09:30:00.000Z",
          }),
        ]}
        selectedId="b"
        now={now}
        onSelect={noop}
      />,
    );
    expect(html).toMatch(/Robin Visitor.*#1 · Just now.*Sam.*12m ago.*Kit.*2h ago/s);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    // A long name is cut on screen but stays whole in its title.
    expect(html).toContain('title="Robin Visitor"');
  });

  it("marks a customer with priority support in words, and nobody else", () => {
    const html = renderToStaticMarkup(
      <SessionList
        sessions={[
          session("p", { userName: "Pia", userId: "u1", prioritySupport: true }),
          session("g", { userName: "Gus" }),
        ]}
        selectedId={null}
        now={now}
        onSelect={noop}
      />,
    );
    expect(html.match(/Priority support/g)).toHaveLength(1);
    expect(html).toMatch(/Pia.*Priority support.*Gus/s);
  });
});
