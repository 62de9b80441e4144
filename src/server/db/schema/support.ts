import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  jsonb,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Support departments (admin spec, section 3): colour is a #RRGGBB hex, names are unique ignoring case. */
export const departments = pgTable(
  "departments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    color: text("color").notNull().default("#6B7280"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("departments_name_lower_idx").on(sql`lower(${t.name})`),
    check("departments_color_hex", sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

/** Staff assigned to a department (the spec's sample list, stored for real). */
export const departmentStaff = pgTable(
  "department_staff",
  {
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] })],
);

/**
 * Gives every ticket a human number (T-000123) that never repeats, even across deletions.
 * format_ticket_number (migration 0010) pads to six digits but never cuts: 1234567 → T-1234567;
 * it is the SQL twin of formatTicketNumber in src/domain/tickets.ts.
 */
export const ticketNumberSeq = pgSequence("support_ticket_number_seq", { startWith: 1 });

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketNumber: text("ticket_number")
      .notNull()
      .unique()
      .default(sql`format_ticket_number(nextval('support_ticket_number_seq'))`),
    /**
     * The customer; null once their account is deleted. The ticket outlives them (its number,
     * thread and audit history are the desk's record) with no personal data of theirs left here.
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * A signed-out visitor who left a message when no chat agent was online: who to answer, by
     * e-mail. Null for a customer's own tickets (their account says who they are).
     */
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    priority: text("priority", { enum: ["urgent", "high", "medium", "low"] })
      .notNull()
      .default("medium"),
    category: text("category").notNull(),
    departmentId: uuid("department_id").references(() => departments.id, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "in-progress", "waiting", "resolved", "closed"] })
      .notNull()
      .default("open"),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /**
     * The staff member who opened the ticket on the customer's behalf (Create Ticket), so the
     * description shows as theirs, not the customer's; null when the customer opened it. Their name
     * is kept as a staff reply's is (the first name is never null on such a ticket, "" at worst), so
     * the ticket stays signed after their account is deleted.
     */
    openedBy: uuid("opened_by").references(() => users.id, { onDelete: "set null" }),
    openedByFirstName: text("opened_by_first_name"),
    openedByLastName: text("opened_by_last_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Staff labels for sorting work ("billing-error", "ios"): lower case, filtered with the GIN index. */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when staff merged this ticket into another of the same customer; this one is then closed. */
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => supportTickets.id, {
      onDelete: "set null",
    }),
    /** The first public reply from staff: the SLA's first response is met at this moment. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /**
     * The resolution clock stops while the desk waits on the customer (status "waiting"):
     * slaPausedAt is when the current wait began, slaPausedSeconds the waits that have ended.
     */
    slaPausedAt: timestamp("sla_paused_at", { withTimezone: true }),
    slaPausedSeconds: integer("sla_paused_seconds").notNull().default(0),
  },
  (t) => [
    index("support_tickets_user_idx").on(t.userId),
    index("support_tickets_assigned_idx").on(t.assignedTo),
    index("support_tickets_tags_idx").using("gin", t.tags),
    index("support_tickets_status_idx").on(t.status),
    index("support_tickets_created_idx").on(t.createdAt),
    index("support_tickets_department_idx").on(t.departmentId),
  ],
);

/** The conversation of a ticket: public replies, and internal notes only staff ever see. */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * A staff author's name when they wrote (null for the customer's own messages, which keep no
     * personal data once the account goes), so a reply stays signed after the agent's account is deleted.
     */
    authorFirstName: text("author_first_name"),
    authorLastName: text("author_last_name"),
    /** true when written by staff (a reply from the desk), false for the ticket's owner. */
    fromStaff: boolean("from_staff").notNull(),
    isInternal: boolean("is_internal").notNull().default(false),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

/**
 * Service-level targets per ticket priority, in minutes of wall-clock time, set by staff with
 * settings.edit. One row per priority; the migration seeds the defaults.
 */
export const slaTargets = pgTable(
  "sla_targets",
  {
    priority: text("priority", { enum: ["urgent", "high", "medium", "low"] }).primaryKey(),
    firstResponseMinutes: integer("first_response_minutes").notNull(),
    resolutionMinutes: integer("resolution_minutes").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sla_targets_first_response_positive", sql`${t.firstResponseMinutes} > 0`),
    check("sla_targets_resolution_positive", sql`${t.resolutionMinutes} > 0`),
  ],
);

/** The Support Queue's filters as an agent last left them, so the queue opens the same way on any device. */
export const staffQueueFilters = pgTable("staff_queue_filters", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  filters: jsonb("filters").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
