import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from "../../contract/admin-audit";
import type { Db } from "../db/client";
import { auditLog, profiles, users } from "../db/schema";
import { describeTargets } from "./targets";
import { endOfDayIn, startOfDayIn } from "../../domain/calendar";

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const currentName = sql<string>`(${profiles.firstName} || ' ' || ${profiles.lastName})`;

/**
 * The actor filter matches part of a name or e-mail, both as kept when the entry was written (so a
 * deleted or renamed actor is still found by who they were) and as they are now.
 */
function actorMatches(actor: string): SQL | undefined {
  const pattern = likePattern(actor);
  return or(
    ilike(auditLog.actorEmail, pattern),
    ilike(auditLog.actorName, pattern),
    ilike(users.email, pattern),
    ilike(currentName, pattern),
  );
}

/** Newest first; dates are whole days (to inclusive) in the viewer's time zone `tz`. */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = and(
    query.actor ? actorMatches(query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.createdAt, startOfDayIn(query.from, query.tz)) : undefined,
    query.to ? lt(auditLog.createdAt, endOfDayIn(query.to, query.tz)) : undefined,
  );
  const [rows, [totals], actions] = await Promise.all([
    db
      .select({ entry: auditLog, currentEmail: users.email, actorExists: users.id })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
      .where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  const targets = await describeTargets(
    db,
    rows.map(({ entry }) => entry),
  );
  return {
    entries: rows.map(({ entry, currentEmail, actorExists }, i) => ({
      id: entry.id,
      actorId: entry.actorId,
      // As they were when they acted; entries from before the snapshot have only the current address.
      actorEmail: entry.actorEmail ?? currentEmail,
      actorName: entry.actorName,
      isActorDeleted: entry.actorId !== null && actorExists === null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      target: targets[i] ?? null,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: totals?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    actions: actions.map((a) => a.action),
  };
}
