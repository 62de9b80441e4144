import { and, eq } from "drizzle-orm";
import type { SlaPause } from "../../domain/sla";
import type { StatusStamps } from "../../domain/tickets";
import type { Db } from "../db/client";
import { supportTickets } from "../db/schema";
import { notFound } from "../errors";

/*
 * The ticket's row lock, so that on PostgreSQL a ticket write, its audit entry and its mail all see
 * the ticket as it stays until the commit. Taken after the accounts the write names (holdAccount):
 * an account's deletion locks its users row, then its cascade (the ticket's customer or assignee set
 * to null) locks the tickets that name it.
 */

/**
 * The ticket (the owner's, when `ownerId` is given), locked until the transaction ends; 404 as readTicket.
 * Its stamps come with it: a status change keeps some of them and moves the SLA pause (applyStatusChangeWithSla).
 */
export async function lockTicket(
  tx: Db,
  options: { id: string; ownerId?: string },
): Promise<StatusStamps & SlaPause & { assignedTo: string | null; mergedIntoId: string | null }> {
  const [row] = await tx
    .select({
      status: supportTickets.status,
      resolvedAt: supportTickets.resolvedAt,
      closedAt: supportTickets.closedAt,
      slaPausedAt: supportTickets.slaPausedAt,
      slaPausedSeconds: supportTickets.slaPausedSeconds,
      assignedTo: supportTickets.assignedTo,
      mergedIntoId: supportTickets.mergedIntoId,
    })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.id, options.id),
        options.ownerId ? eq(supportTickets.userId, options.ownerId) : undefined,
      ),
    )
    .for("no key update");
  if (!row) throw notFound("Ticket not found");
  return row;
}
