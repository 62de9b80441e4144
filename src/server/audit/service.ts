import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, profiles, users } from "../db/schema";

export interface AuditEntryInput {
  db: Db;
  /** The signed-in user who acted; null for the system (start-up, command line). */
  actorId: string | null;
  /** Dotted verb, e.g. "roles.assign", "users.suspend", "admin.access_denied". */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** The actor's e-mail and name as they are now, read by the insert itself (no extra round trip). */
const snapshotOf = (actorId: string | null) =>
  actorId === null
    ? { actorEmail: null, actorName: null }
    : {
        actorEmail: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${actorId})`,
        actorName: sql<string>`(select nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), '') from ${profiles} where ${profiles.id} = ${actorId})`,
      };

/**
 * Appends one entry; every staff write calls it in the same request (inside its transaction when it
 * has one). The entry keeps the actor's e-mail and name of the moment, so it still says who acted
 * after their account is deleted (the log can never be updated to say so later).
 */
export async function writeAudit(entry: AuditEntryInput): Promise<void> {
  await entry.db.insert(auditLog).values({
    actorId: entry.actorId,
    ...snapshotOf(entry.actorId),
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
