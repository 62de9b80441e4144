import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminMe } from "../../../contract/admin-me";
import type { TicketSummary } from "../../../contract/tickets";
import { TicketThread } from "../../support/ticket-thread";
import { StaffProvider } from "../staff-context";
import { TicketTable } from "./ticket-table";

// No permissions: the row's status dropdown (which needs a query client) stays out of the way.
const viewer: AdminMe = {
  userId: "s1",
  email: "agent@example.com",
  role: { id: "r1", name: "Viewer", description: "", level: 1 },
  level: 1,
  permissions: [],
  twoFactorRequired: false,
  hasTwoFactor: true,
  sessionAal: "aal2",
};

const ticket = (customer: TicketSummary["customer"]): TicketSummary => ({
  id: "t1",
  ticketNumber: "T-000001",
  subject: "Offline message",
  status: "open",
  priority: "medium",
  category: "General",
  department: null,
  customer,
  assignedTo: null,
  createdAt: "2026-05-01T10:00:00Z",
  resolvedAt: null,
  closedAt: null,
  prioritySupport: false,
  sla: null,
  tags: [],
  mergedInto: null,
});

const customerCell = (customer: TicketSummary["customer"]) => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <StaffProvider staff={viewer}>
        <TicketTable tickets={[ticket(customer)]} />
      </StaffProvider>
    </MemoryRouter>,
  );
  // The third cell of the row is the customer's: the text of each line in it, blank ones too.
  const cell = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)][2]![1]!;
  return [...cell.matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);
};

describe("the queue's customer cell", () => {
  it("shows a visitor who left only an e-mail by that e-mail, once (it was blank)", () => {
    expect(customerCell({ id: "", name: "", email: "visitor@example.com" })).toEqual([
      "visitor@example.com",
    ]);
  });

  it("names an account by its name, the e-mail beneath", () => {
    expect(customerCell({ id: "u1", name: "Ada Lovelace", email: "ada@example.com" })).toEqual([
      "Ada Lovelace",
      "ada@example.com",
    ]);
  });

  it("shows a deleted customer as deleted", () => {
    expect(customerCell(null)).toEqual(["Deleted user"]);
  });
});

describe("the thread and the queue agree", () => {
  it("signs a visitor's description with the e-mail the queue shows", () => {
    const html = renderToStaticMarkup(
      <TicketThread
        ticket={{
          customer: { id: "", name: "", email: "visitor@example.com" },
          createdAt: "2026-05-01T10:00:00Z",
          description: "Call me",
          openedBy: null,
          messages: [],
        }}
        viewer="staff"
      />,
    );
    expect(html).toContain(">visitor@example.com</span>");
  });
});
