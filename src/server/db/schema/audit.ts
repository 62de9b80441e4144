import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Append-only record of staff actions and refused admin access. No endpoint updates or deletes it,
 * and a trigger (migration audit_append_only) refuses UPDATE, DELETE and TRUNCATE in the database.
 * actor_id has no foreign key on purpose: deleting a user must neither fail nor rewrite history
 * (an ON DELETE SET NULL would be an UPDATE the trigger refuses). So that a deleted actor is still
 * named, every entry keeps the actor's e-mail and name as they were when it was written.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id"),
    /** Snapshot at writing time (writeAudit fills it); null for the system. */
    actorEmail: text("actor_email"),
    actorName: text("actor_name"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId),
    index("audit_log_action_idx").on(t.action),
  ],
);
