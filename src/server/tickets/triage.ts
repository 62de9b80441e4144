import { eq } from "drizzle-orm";
import type { TicketDetail } from "../../contract/tickets";
import type { TicketPriority } from "../../domain/tickets";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { supportTickets } from "../db/schema";
import { assertListedDepartment, holdDepartment } from "../departments/hold";
import { notFound } from "../errors";
import { notifyTicketChanged } from "./doorbell";
import { loadTicket } from "./read";
import type { StaffActor } from "./service";

type TicketRow = typeof supportTickets.$inferSelect;
type TriageFields = Pick<TicketRow, "priority" | "departmentId" | "tags">;

/** The ticket's triage fields, its row locked until the transaction ends (404 when there is none). */
export async function lockTriage(tx: Db, id: string): Promise<TriageFields> {
  const [row] = await tx
    .select({
      priority: supportTickets.priority,
      departmentId: supportTickets.departmentId,
      tags: supportTickets.tags,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for("no key update");
  if (!row) throw notFound("Ticket not found");
  return row;
}

/**
 * Writes one staff change of a locked ticket: the columns, the doorbell for open pages and the queue,
 * and the audit entry with what the fields were and became, all in the caller's transaction.
 */
export async function writeTicketChange(
  tx: Db,
  change: {
    id: string;
    action: string;
    set: Partial<TriageFields>;
    before: Partial<TriageFields>;
  } & StaffActor,
): Promise<void> {
  await tx
    .update(supportTickets)
    .set({ ...change.set, updatedAt: new Date() })
    .where(eq(supportTickets.id, change.id));
  await notifyTicketChanged(tx, change.id);
  await writeAudit({
    db: tx,
    actorId: change.actorId,
    action: change.action,
    targetType: "ticket",
    targetId: change.id,
    before: change.before,
    after: change.set,
    ip: change.ip,
  });
}

/** Staff set the priority (urgent too). The priority it already has changes nothing: no write, no audit entry. */
export async function changePriority(
  db: Db,
  options: { id: string; priority: TicketPriority } & StaffActor,
): Promise<TicketDetail> {
  const { id, priority, ...actor } = options;
  return db.transaction(async (tx) => {
    const before = await lockTriage(tx, id);
    if (before.priority !== priority) {
      await writeTicketChange(tx, {
        id,
        action: "tickets.priority",
        set: { priority },
        before: { priority: before.priority },
        ...actor,
      });
    }
    return loadTicket(tx, { id });
  });
}

/**
 * Staff move the ticket to an active department, or to none. Setting the department it already has
 * changes nothing, even one made inactive since: the ticket keeps it, as the queue's filter does.
 */
export async function changeDepartment(
  db: Db,
  options: { id: string; departmentId: string | null } & StaffActor,
): Promise<TicketDetail> {
  const { id, departmentId, ...actor } = options;
  return db.transaction(async (tx) => {
    // Held before the ticket; one gone meanwhile is no longer the ticket's (its delete cleared it).
    const department = departmentId ? await holdDepartment(tx, departmentId) : null;
    const before = await lockTriage(tx, id);
    if (before.departmentId !== departmentId) {
      if (departmentId) assertListedDepartment(department);
      await writeTicketChange(tx, {
        id,
        action: "tickets.department",
        set: { departmentId },
        before: { departmentId: before.departmentId },
        ...actor,
      });
    }
    return loadTicket(tx, { id });
  });
}
