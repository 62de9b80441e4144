import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { TicketDashboardSummary, TicketStats } from "../../contract/tickets";
import { isoDateOf, startOfDayIn } from "../../domain/calendar";
import { customerLabel } from "../../domain/customer-label";
import { ACTIVE_TICKET_STATUSES } from "../../domain/tickets";
import type { Db } from "../db/client";
import { profiles, supportTickets, users } from "../db/schema";
import { customerOf } from "./read";

const RECENT_LIMIT = 5;

/** Counts by status of every ticket, in one query. */
async function countsByStatus(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: supportTickets.status, n: count() })
    .from(supportTickets)
    .groupBy(supportTickets.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The admin dashboard's Active Support Tickets figure and Recent Support Tickets list, from real rows. */
export async function getTicketSummary(db: Db): Promise<TicketDashboardSummary> {
  const byStatus = await countsByStatus(db);
  const recent = await db
    .select({
      id: supportTickets.id,
      ticketNumber: supportTickets.ticketNumber,
      subject: supportTickets.subject,
      status: supportTickets.status,
      priority: supportTickets.priority,
      userId: supportTickets.userId,
      contactName: supportTickets.contactName,
      contactEmail: supportTickets.contactEmail,
      accountEmail: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(profiles, eq(profiles.id, supportTickets.userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.ticketNumber))
    .limit(RECENT_LIMIT);
  return {
    activeCount: ACTIVE_TICKET_STATUSES.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
    openCount: byStatus.get("open") ?? 0,
    inProgressCount: byStatus.get("in-progress") ?? 0,
    recent: recent.map((r) => ({
      id: r.id,
      ticketNumber: r.ticketNumber,
      subject: r.subject,
      status: r.status,
      priority: r.priority,
      customerName: customerLabel(customerOf(r)),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The queue's four cards: Open, In Progress, Resolved Today (since UTC midnight), Total. */
export async function getQueueStats(db: Db, now = new Date()): Promise<TicketStats> {
  const byStatus = await countsByStatus(db);
  const startOfDay = startOfDayIn(isoDateOf(now), "UTC");
  const [resolved] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(
      and(
        inArray(supportTickets.status, ["resolved", "closed"]),
        gte(supportTickets.resolvedAt, startOfDay),
      ),
    );
  return {
    open: byStatus.get("open") ?? 0,
    inProgress: byStatus.get("in-progress") ?? 0,
    resolvedToday: Number(resolved?.n ?? 0),
    total: [...byStatus.values()].reduce((a, b) => a + b, 0),
  };
}

/** Open tickets nobody has picked up yet: what the staff bell shows. */
export async function countUnassignedOpen(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.status, "open"), sql`${supportTickets.assignedTo} is null`));
  return Number(row?.n ?? 0);
}
