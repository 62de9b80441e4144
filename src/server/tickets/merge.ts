import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { MergeTarget } from "../../contract/ticket-triage";
import type { TicketDetail } from "../../contract/tickets";
import { mergeNote, mergeRefusal, type MergeSide } from "../../domain/ticket-triage";
import { applyStatusChangeWithSla } from "../../domain/sla";
import { ACTIVE_TICKET_STATUSES } from "../../domain/tickets";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { profiles, supportTickets, ticketMessages } from "../db/schema";
import { holdAccount } from "../db/user-lock";
import { conflict, fieldError, notFound, unauthorized } from "../errors";
import { notifyTicketChanged } from "./doorbell";
import { loadTicket } from "./read";
import type { StaffActor } from "./service";

type TicketRow = typeof supportTickets.$inferSelect;

/** The customer's other tickets the ticket may be merged into (mergeRefusal's rule), newest first. */
export async function listMergeTargets(db: Db, options: { id: string }): Promise<MergeTarget[]> {
  const [source] = await db
    .select({ userId: supportTickets.userId })
    .from(supportTickets)
    .where(eq(supportTickets.id, options.id));
  if (!source) throw notFound("Ticket not found");
  if (!source.userId) return [];
  const rows = await db
    .select({
      id: supportTickets.id,
      ticketNumber: supportTickets.ticketNumber,
      subject: supportTickets.subject,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.userId, source.userId),
        ne(supportTickets.id, options.id),
        isNull(supportTickets.mergedIntoId),
        inArray(supportTickets.status, [...ACTIVE_TICKET_STATUSES]),
      ),
    )
    .orderBy(desc(supportTickets.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Both tickets, row locked in id order: two merges of the same pair in opposite directions then queue
 * on the same first row instead of each holding one and waiting for the other.
 */
async function lockPair(
  tx: Db,
  sourceId: string,
  targetId: string,
): Promise<{ source?: TicketRow; target?: TicketRow }> {
  const locked = new Map<string, TicketRow>();
  for (const id of [sourceId, targetId].sort()) {
    const [row] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for("no key update");
    if (row) locked.set(id, row);
  }
  return { source: locked.get(sourceId), target: locked.get(targetId) };
}

/**
 * The accounts the merge writes under, held before any ticket (holdAccount: account first, ticket second,
 * the order an account's deletion takes): the agent, who signs the note, and the customer, so their
 * deletion cannot clear the tickets' owner halfway. Read without a lock first only to know who that is.
 */
async function holdAccounts(tx: Db, options: { sourceId: string; actorId: string }): Promise<void> {
  if (!(await holdAccount(tx, options.actorId))) throw unauthorized();
  const [peek] = await tx
    .select({ userId: supportTickets.userId })
    .from(supportTickets)
    .where(eq(supportTickets.id, options.sourceId));
  if (!peek) throw notFound("Ticket not found");
  // An account deleted meanwhile has left the ticket without a customer: the rule refuses it below.
  if (peek.userId) await holdAccount(tx, peek.userId);
}

const asSide = (t: TicketRow): MergeSide => ({
  id: t.id,
  ticketNumber: t.ticketNumber,
  userId: t.userId,
  status: t.status,
  mergedIntoId: t.mergedIntoId,
});

/**
 * The source's description and messages, copied into the target's thread at the times they were
 * written, so the target reads in time order; its internal notes stay internal. The description was
 * not a message: it comes as one, by the customer or by the agent who opened the ticket for them.
 */
async function copyThread(tx: Db, source: TicketRow, targetId: string): Promise<void> {
  const openedByStaff = source.openedByFirstName !== null;
  await tx.insert(ticketMessages).values({
    ticketId: targetId,
    authorId: openedByStaff ? source.openedBy : source.userId,
    authorFirstName: openedByStaff ? source.openedByFirstName : null,
    authorLastName: openedByStaff ? source.openedByLastName : null,
    fromStaff: openedByStaff,
    body: `${source.ticketNumber}: ${source.subject}\n\n${source.description}`,
    createdAt: source.createdAt,
  });
  await tx.execute(sql`
    insert into ${ticketMessages} (ticket_id, author_id, author_first_name, author_last_name, from_staff, is_internal, body, created_at)
    select ${targetId}, author_id, author_first_name, author_last_name, from_staff, is_internal, body, created_at
    from ${ticketMessages} where ticket_id = ${source.id}`);
}

/** The note that ends the copied thread, by the agent who merged, at the moment they did. */
async function writeNote(
  tx: Db,
  options: { source: TicketRow; targetId: string; actorId: string },
): Promise<void> {
  const nameOf = (column: typeof profiles.firstName | typeof profiles.lastName) =>
    sql<string>`(select ${column} from ${profiles} where ${profiles.id} = ${options.actorId})`;
  await tx.insert(ticketMessages).values({
    ticketId: options.targetId,
    authorId: options.actorId,
    authorFirstName: nameOf(profiles.firstName),
    authorLastName: nameOf(profiles.lastName),
    fromStaff: true,
    body: mergeNote(options.source),
    createdAt: sql`clock_timestamp()`,
  });
}

function refuse(refusal: NonNullable<ReturnType<typeof mergeRefusal>>): Error {
  return refusal.kind === "field"
    ? fieldError("targetId", refusal.message)
    : conflict(refusal.message);
}

/**
 * Merges ticket `id` into `targetId`, another open ticket of the same customer: the thread is copied
 * over (copyThread) with a note, and the source is closed (its stamps and SLA pause by applyStatusChangeWithSla) and points
 * at the target. One transaction, both rows locked, both tickets audited; answers the source ticket.
 */
export async function mergeTicket(
  db: Db,
  options: { id: string; targetId: string } & StaffActor,
): Promise<TicketDetail> {
  const { id, targetId, actorId, ip } = options;
  return db.transaction(async (tx) => {
    await holdAccounts(tx, { sourceId: id, actorId });
    const { source, target } = await lockPair(tx, id, targetId);
    if (!source) throw notFound("Ticket not found");
    if (!target) throw fieldError("targetId", "Choose one of the customer's tickets");
    const refusal = mergeRefusal(asSide(source), asSide(target));
    if (refusal) throw refuse(refusal);
    await copyThread(tx, source, targetId);
    await writeNote(tx, { source, targetId, actorId });
    const now = new Date();
    await tx
      .update(supportTickets)
      .set({
        ...applyStatusChangeWithSla(source, "closed", now),
        mergedIntoId: targetId,
        updatedAt: now,
      })
      .where(eq(supportTickets.id, id));
    await tx.update(supportTickets).set({ updatedAt: now }).where(eq(supportTickets.id, targetId));
    await notifyTicketChanged(tx, id);
    await notifyTicketChanged(tx, targetId);
    const audit = { db: tx, actorId, targetType: "ticket", ip };
    await writeAudit({
      ...audit,
      action: "tickets.merge",
      targetId: id,
      before: { status: source.status, mergedIntoId: null },
      after: { status: "closed", mergedIntoId: targetId },
    });
    await writeAudit({
      ...audit,
      action: "tickets.merged_in",
      targetId,
      after: { mergedFrom: id, ticketNumber: source.ticketNumber },
    });
    return loadTicket(tx, { id });
  });
}
