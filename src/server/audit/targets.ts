import { and, eq, inArray } from "drizzle-orm";
import type { AuditTarget } from "../../contract/admin-audit";
import type { Db } from "../db/client";
import { auditLog, profiles, users } from "../db/schema";

/** The entries that record a user account's deletion, each with its name and e-mail in `before`. */
const DELETION_ACTIONS = ["users.delete", "account.delete"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface TargetedEntry {
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** A name and e-mail an entry's data kept ({ email, firstName, lastName } or { email, name }), if any. */
function identityIn(data: unknown): Omit<AuditTarget, "isDeleted"> | null {
  const fields = record(data);
  const name =
    text(fields.name) ??
    text([fields.firstName, fields.lastName].filter((part) => typeof part === "string").join(" "));
  const email = text(fields.email);
  return name || email ? { name, email } : null;
}

const userIdOf = (entry: TargetedEntry) =>
  entry.targetType === "user" && entry.targetId && UUID.test(entry.targetId)
    ? entry.targetId
    : null;

/**
 * Names the user each entry of a page is about. The log keeps ids, and most entries no snapshot of
 * their target, so a user who exists is named as now (what staff need to find them); a deleted one
 * by what their deletion entry kept, else by what this entry kept. Two indexed reads for a page.
 */
export async function describeTargets(
  db: Db,
  entries: readonly TargetedEntry[],
): Promise<(AuditTarget | null)[]> {
  const ids = [...new Set(entries.map(userIdOf).filter((id): id is string => id !== null))];
  const living = new Map<string, Omit<AuditTarget, "isDeleted">>();
  if (ids.length > 0) {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, ids));
    for (const row of rows)
      living.set(row.id, {
        email: row.email,
        name: text(`${row.firstName ?? ""} ${row.lastName ?? ""}`),
      });
  }
  const gone = ids.filter((id) => !living.has(id));
  const deleted = new Map<string, Omit<AuditTarget, "isDeleted">>();
  if (gone.length > 0) {
    const rows = await db
      .select({ id: auditLog.targetId, before: auditLog.before })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, DELETION_ACTIONS),
          eq(auditLog.targetType, "user"),
          inArray(auditLog.targetId, gone),
        ),
      );
    for (const row of rows) {
      const identity = identityIn(row.before);
      if (row.id && identity) deleted.set(row.id, identity);
    }
  }
  return entries.map((entry) => {
    const id = userIdOf(entry);
    if (!id) return null;
    const now = living.get(id);
    if (now) return { ...now, isDeleted: false };
    const kept = deleted.get(id) ??
      identityIn(entry.before) ??
      identityIn(entry.after) ?? { name: null, email: null };
    return { ...kept, isDeleted: true };
  });
}
