import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from "../../contract/admin-audit";
import type { Db } from "../db/client";
import { auditLog, users } from "../db/schema";

const nextDay = (isoDate: string) => {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
};
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first; actor matches part of the actor's e-mail (now or when they acted), dates are whole UTC days (to inclusive). */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const filters: (SQL | undefined)[] = [
    // The snapshot too, so a deleted actor's entries are still found by their address.
    query.actor ? or(ilike(users.email, likePattern(query.actor)), ilike(auditLog.actorEmail, likePattern(query.actor))) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.createdAt, nextDay(query.to)) : undefined,
  ];
  const where = and(...filters);
  const [rows, [totals], actions] = await Promise.all([
    db
      .select({ entry: auditLog, currentEmail: users.email, actorExists: users.id })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return {
    entries: rows.map(({ entry, currentEmail, actorExists }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail: currentEmail ?? entry.actorEmail,
      actorName: entry.actorName,
      isActorDeleted: entry.actorId !== null && actorExists === null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
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
