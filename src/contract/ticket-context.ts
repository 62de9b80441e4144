import { z } from "zod";
import { ChatStatus } from "./chat";
import { PLAN_STATUSES } from "../domain/plan-limits";
import { TicketStatus } from "./tickets";

/** The customer's plan as it stands: `inForce` false once it lapsed (the Free plan's limits apply then). */
export const CustomerPlan = z.object({
  name: z.string(),
  status: z.enum(PLAN_STATUSES),
  inForce: z.boolean(),
  /** When it renews (in force) or lapsed (not in force); null for a plan without an end. */
  expiresAt: z.string().nullable(),
});

export const CustomerTicketRef = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  subject: z.string(),
  status: TicketStatus,
  createdAt: z.string(),
});
export const CustomerChatRef = z.object({
  id: z.string(),
  status: ChatStatus,
  startedAt: z.string(),
  departmentName: z.string().nullable(),
});

const AccountContext = z.object({
  kind: z.literal("account"),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  accountStatus: z.enum(["active", "inactive", "suspended"]),
  memberSince: z.string(),
  timeZone: z.string(),
  plan: CustomerPlan.nullable(),
  /** Their other tickets, newest first (not this one), at most CUSTOMER_CONTEXT_LIMIT, and how many there are. */
  otherTickets: z.array(CustomerTicketRef),
  otherTicketCount: z.number().int(),
  chats: z.array(CustomerChatRef),
  chatCount: z.number().int(),
});

/**
 * A signed-out visitor's ticket (an offline chat message): only the contact they typed, since an
 * e-mail typed proves nothing and must not pull an account's history onto the ticket.
 */
const VisitorContext = z.object({
  kind: z.literal("visitor"),
  name: z.string(),
  email: z.string(),
});

/** The customer deleted their account: the ticket stays, who they were does not. */
const DeletedContext = z.object({ kind: z.literal("deleted") });

export const TicketCustomerContext = z.discriminatedUnion("kind", [
  AccountContext,
  VisitorContext,
  DeletedContext,
]);
export type TicketCustomerContext = z.infer<typeof TicketCustomerContext>;
export type AccountCustomerContext = z.infer<typeof AccountContext>;

/** How many other tickets and chats the panel lists; the counts say how many more there are. */
export const CUSTOMER_CONTEXT_LIMIT = 10;
