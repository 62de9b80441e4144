import { and, eq } from "drizzle-orm";
import type { SlaPause } from "../../domain/sla";
import type { StatusStamps } from "../../domain/tickets";
import type { Db } from "../db/client";
import { supportTickets, users } from "../db/schema";
import { notFound } from "../errors";

/*
 * Row locks of a ticket write, so that on PostgreSQL the write, its audit entry and its mail all see
 * the ticket and the accounts it names as they stay until the commit. Always the account first, the
 * ticket second: deleting an account locks its users row, then its cascade (the ticket's customer or
 * assignee set to null) locks the tickets that name it, and the other order would deadlock with that.
 */

/** Keeps the account from being deleted until the transaction ends; false when it already was. */
export async function holdAccount(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for("key share");
  return row !== undefined;
}

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
