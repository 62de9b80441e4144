import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { departments, supportTickets } from "./support";

/**
 * A live chat (spec: live_chat_session). A signed-in customer's session has user_id; a signed-out
 * visitor's has none and is reached through a chat-scoped credential whose hash is kept here
 * (visitor_token_hash), valid while the session is open and a day after it ends (rating, transcript).
 */
export const chatSessions = pgTable(
  "live_chat_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    departmentId: uuid("department_id").references(() => departments.id, { onDelete: "set null" }),
    status: text("status", { enum: ["waiting", "active", "resolved", "abandoned"] })
      .notNull()
      .default("waiting"),
    priority: text("priority", { enum: ["urgent", "high", "medium", "low"] })
      .notNull()
      .default("medium"),
    userEmail: text("user_email"),
    userName: text("user_name").notNull(),
    initialMessage: text("initial_message").notNull(),
    /** The position when the chat started (spec: 1 for a fresh queue); the live one is counted on read. */
    queuePosition: integer("queue_position").notNull().default(1),
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    visitorTokenHash: text("visitor_token_hash"),
    rating: smallint("rating"),
    ratingComment: text("rating_comment"),
    convertedTicketId: uuid("converted_ticket_id").references(() => supportTickets.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("live_chat_sessions_status_idx").on(t.status, t.departmentId, t.startedAt),
    index("live_chat_sessions_assigned_idx").on(t.assignedTo, t.status),
    index("live_chat_sessions_user_idx").on(t.userId),
    index("live_chat_sessions_started_idx").on(t.startedAt),
    check("live_chat_sessions_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A chat message (spec: chat_message). Ids increase: every insert of a session runs under that
 * session's row lock, so within a session ids are committed in order and a reader's "newer than id N"
 * never skips a row committed late. The sender's name is kept as written, so a transcript stays
 * signed after an account goes.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    senderFirstName: text("sender_first_name"),
    senderLastName: text("sender_last_name"),
    /** Who wrote it: the customer or visitor, an agent, or the system (joins, transfers, the end). */
    senderRole: text("sender_role", { enum: ["visitor", "agent", "system"] }).notNull(),
    message: text("message").notNull(),
    messageType: text("message_type", { enum: ["text", "system"] })
      .notNull()
      .default("text"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("chat_messages_session_idx").on(t.sessionId, t.id)],
);

/**
 * An agent's chosen availability (the spec's selector, stored and shared) and their presence: the
 * last heartbeat of any of their sockets, on any server process. Offered new chats only when online
 * with a heartbeat younger than AGENT_PRESENCE_TIMEOUT_MS.
 */
export const chatAgents = pgTable("chat_agents", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  availability: text("availability", { enum: ["online", "away", "busy"] })
    .notNull()
    .default("online"),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The installation's chat settings: one row (id is always true). */
export const chatSettings = pgTable(
  "chat_settings",
  {
    id: boolean("id").primaryKey().default(true),
    maxChatsPerAgent: integer("max_chats_per_agent").notNull().default(5),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("chat_settings_single_row", sql`${t.id}`),
    check("chat_settings_max_range", sql`${t.maxChatsPerAgent} between 1 and 50`),
  ],
);

/** Saved replies of a department, inserted by typing / in the agent's composer. */
export const chatSavedReplies = pgTable(
  "chat_saved_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departmentId: uuid("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    shortcut: text("shortcut").notNull(),
    body: text("body").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_saved_replies_shortcut_idx").on(t.departmentId, sql`lower(${t.shortcut})`),
  ],
);
