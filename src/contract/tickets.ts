import { z } from "zod";
import { CUSTOMER_IMPACTS } from "../domain/ticket-triage";
import { TicketTag } from "./ticket-triage";
import { MY_DEPARTMENTS, QUEUE_VIEWS } from "../domain/ticket-queue";
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from "../domain/tickets";
import { TicketSla } from "./ticket-sla";

export const TicketStatus = z.enum(TICKET_STATUSES);
export const TicketPriority = z.enum(TICKET_PRIORITIES);
export const TicketCategory = z.enum(TICKET_CATEGORIES);
/** The customer's "how much does this affect you": stored as the priority, never urgent (staff's call). */
export const CustomerImpact = z.enum(CUSTOMER_IMPACTS, {
  error: "Choose low, medium or high: urgent is set by our team",
});

const trimmed = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A user opening a ticket (end-user side); the owner is the signed-in viewer, never the body. */
export const CreateTicketBody = z.object({
  subject: trimmed("Subject", 200),
  description: trimmed("Description", 5000),
  category: TicketCategory,
  departmentId: z.uuid("Choose a department").nullable(),
  priority: CustomerImpact,
});
export type CreateTicketBody = z.infer<typeof CreateTicketBody>;

/** Staff opening a ticket on behalf of a user, found by e-mail; staff may judge it urgent. */
export const StaffCreateTicketBody = CreateTicketBody.extend({
  email: z.email("Enter a valid e-mail address"),
  priority: TicketPriority,
});
export type StaffCreateTicketBody = z.infer<typeof StaffCreateTicketBody>;

export const TicketMessageBody = z.object({ body: trimmed("Message", 5000) });
export type TicketMessageBody = z.infer<typeof TicketMessageBody>;

export const StaffMessageBody = TicketMessageBody.extend({ internal: z.boolean().default(false) });
export type StaffMessageBody = z.infer<typeof StaffMessageBody>;

export const UpdateTicketStatusBody = z.object({ status: TicketStatus });
export const AssignTicketBody = z.object({ assignedTo: z.uuid().nullable() });

export const TicketIdParams = z.object({ id: z.uuid("Not a ticket id") });

export const QueueView = z.enum(QUEUE_VIEWS, { error: "Choose All, My tickets or Unassigned" });
/** One department's id, or "mine": the departments the viewer is assigned to (read from the session, never sent). */
export const QueueDepartmentScope = z.union([z.literal(MY_DEPARTMENTS), z.uuid()], {
  error: "Choose a department",
});

export const TicketQueueQuery = z.object({
  /** "mine" is the viewer's tickets, "unassigned" those nobody has picked up (what the header bell counts). */
  view: QueueView.default("all"),
  status: TicketStatus.optional(),
  priority: TicketPriority.optional(),
  departmentId: QueueDepartmentScope.optional(),
  assignedTo: z.uuid().optional(),
  /** "true": only tickets whose current SLA target is overdue (isSlaBreachedNow of src/domain/sla.ts). */
  slaBreached: z.stringbool({ error: "Use true or false" }).optional(),
  /** Tickets carrying this tag (issue 16). */
  tag: TicketTag.optional(),
  q: z.string().trim().max(200).optional(),
  // Bounded so that an edited link cannot ask for an OFFSET past PostgreSQL's bigint.
  page: z.coerce.number().int().min(1).max(10_000, "At most page 10,000").default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TicketQueueQuery = z.infer<typeof TicketQueueQuery>;

const Person = z.object({ id: z.string(), name: z.string(), email: z.string() });

const DepartmentRef = z.object({ id: z.string(), name: z.string(), color: z.string() });
const TicketRef = z.object({ id: z.string(), ticketNumber: z.string() });

export const TicketSummary = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  subject: z.string(),
  status: TicketStatus,
  priority: TicketPriority,
  category: z.string(),
  department: DepartmentRef.nullable(),
  /** null once the customer deleted their account; named by customerLabel (src/domain/customer-label.ts). */
  customer: Person.nullable(),
  assignedTo: Person.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The customer's plan in force includes priority support (issue 15), read now, not when filed. */
  prioritySupport: z.boolean(),
  /** The SLA clocks as of the read (issue 16); null if the priority has no targets. Staff only. */
  sla: TicketSla.nullable(),
  /** Staff labels (issue 16), in the order they were added; never shown to the customer. */
  tags: z.array(z.string()),
  /** The ticket staff merged this one into (this one is then closed); null when it was not merged. */
  mergedInto: TicketRef.nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

export const TicketMessage = z.object({
  id: z.string(),
  body: z.string(),
  fromStaff: z.boolean(),
  isInternal: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/**
 * Who wrote the description, the thread's first message, when it was not the customer: the staff
 * member who opened the ticket on their behalf (Create Ticket), named as their replies are (the full
 * name for staff, the first name for the customer). Null when the customer opened it themselves.
 */
export const TicketOpener = z.object({ authorName: z.string() });
export type TicketOpener = z.infer<typeof TicketOpener>;

export const TicketDetail = TicketSummary.extend({
  description: z.string(),
  openedBy: TicketOpener.nullable(),
  messages: z.array(TicketMessage),
});
export type TicketDetail = z.infer<typeof TicketDetail>;

export const TicketStats = z.object({
  open: z.number().int(),
  inProgress: z.number().int(),
  resolvedToday: z.number().int(),
  total: z.number().int(),
});
export type TicketStats = z.infer<typeof TicketStats>;

/** How many tickets each view holds under the other filters, for the view tabs. */
export const QueueViewCounts = z.object({
  all: z.number().int(),
  mine: z.number().int(),
  unassigned: z.number().int(),
});
export type QueueViewCounts = z.infer<typeof QueueViewCounts>;

export const TicketQueueResponse = z.object({
  tickets: z.array(TicketSummary),
  total: z.number().int(),
  viewCounts: QueueViewCounts,
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: TicketStats,
});
export type TicketQueueResponse = z.infer<typeof TicketQueueResponse>;

/**
 * The customer's view of a ticket: of the staff member on it they see a first name only, never an
 * e-mail or an id (staff addresses are not the customer's to know).
 */
const StaffFirstName = z.object({ firstName: z.string() });
export const CustomerTicketSummary = TicketSummary.omit({
  assignedTo: true,
  sla: true,
  tags: true,
}).extend({ assignedTo: StaffFirstName.nullable() });
export type CustomerTicketSummary = z.infer<typeof CustomerTicketSummary>;

export const CustomerTicketDetail = CustomerTicketSummary.extend({
  description: z.string(),
  openedBy: TicketOpener.nullable(),
  messages: z.array(TicketMessage),
});
export type CustomerTicketDetail = z.infer<typeof CustomerTicketDetail>;

export const MyTicketsResponse = z.object({ tickets: z.array(CustomerTicketSummary) });
export type MyTicketsResponse = z.infer<typeof MyTicketsResponse>;

export const StaffOption = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export const StaffOptionsResponse = z.object({ staff: z.array(StaffOption) });
export type StaffOption = z.infer<typeof StaffOption>;

/** For the admin dashboard (Active Support Tickets, Recent Support Tickets). */
export interface TicketDashboardSummary {
  activeCount: number;
  openCount: number;
  inProgressCount: number;
  recent: Array<{
    id: string;
    ticketNumber: string;
    subject: string;
    status: z.infer<typeof TicketStatus>;
    priority: z.infer<typeof TicketPriority>;
    customerName: string;
    createdAt: string;
  }>;
}
