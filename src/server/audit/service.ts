import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

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

/** Appends one entry; every staff write calls it in the same request (inside its transaction when it has one). */
export async function writeAudit(entry: AuditEntryInput): Promise<void> {
  await entry.db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
