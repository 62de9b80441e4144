import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PLAN_STATUSES } from "../../../domain/plan-limits";
import { plans } from "./plans";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored normalised (trimmed, lower case); the unique index makes that the only spelling. */
    email: text("email").notNull(),
    /** Null for an account that signs in only with a provider (Google, Apple, Microsoft) or a passkey. */
    passwordHash: text("password_hash"),
    /**
     * When the owner proved they read mail at `email` (the link of an email_verifications row);
     * null until then, and again after the address changes. Staff access requires it.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    birthday: date("birthday", { mode: "string" }).notNull(),
    sex: text("sex", { enum: ["female", "male"] }),
    heightCm: real("height_cm"),
    timeZone: text("time_zone").notNull().default("UTC"),
    unitSystem: text("unit_system", { enum: ["metric", "imperial"] })
      .notNull()
      .default("metric"),
    planId: uuid("plan_id").references(() => plans.id),
    planStatus: text("plan_status", { enum: PLAN_STATUSES }).notNull().default("active"),
    planStartedAt: timestamp("plan_started_at", { withTimezone: true }),
    planExpiresAt: timestamp("plan_expires_at", { withTimezone: true }),
    status: text("status", { enum: ["active", "inactive", "suspended"] })
      .notNull()
      .default("active"),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** The user's own daily targets by SR28 nutrient number, overriding the reference intakes; null: none set. */
    nutrientTargets: jsonb("nutrient_targets").$type<Record<string, number>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt),
    index("profiles_status_idx").on(t.status),
    index("profiles_plan_idx").on(t.planId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
    tokenHash: text("token_hash").notNull().unique(),
    isPersistent: boolean("is_persistent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /**
     * Authenticator assurance level (NIST SP 800-63B): aal2 once a second factor was verified
     * (a TOTP or recovery code after the password, or a passkey); aal1 otherwise.
     */
    aal: text("aal", { enum: ["aal1", "aal2"] })
      .notNull()
      .default("aal1"),
    /** When the user last proved it was them again in this session (password or passkey), for steps that ask. */
    reauthenticatedAt: timestamp("reauthenticated_at", { withTimezone: true }),
    /**
     * What that proof was: the sign-in itself, or the password, a passkey or a provider given again.
     * Turning two-factor off asks for the password or a passkey again, which the sign-in is not.
     */
    reauthenticatedBy: text("reauthenticated_by", {
      enum: ["sign_in", "password", "passkey", "provider"],
    }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable("password_resets", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * Links that prove an address, like password_resets: SHA-256 of the token, one use, an expiry.
 * `email` is the address the link was sent to, so a link mailed before an e-mail change cannot
 * verify the new address.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);

/** Fixed-window counters; kept in the database so that every app server sees the same count. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * Browsers that have signed in to an account before (OWASP ASVS 2.2.1, soft lockout): a long-lived
 * httpOnly cookie whose SHA-256 is kept here lets the owner past the per-account sign-in limit that
 * slows a guesser, so brute force against an account cannot lock its owner out.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_devices_user_idx").on(t.userId)],
);
