import { eq, sql } from "drizzle-orm";
import type {
  CreateTicketBody,
  CustomerTicketDetail,
  StaffCreateTicketBody,
  TicketDetail,
} from "../../contract/tickets";
import { normaliseEmail } from "../../domain/email";
import { applyStatusChangeWithSla } from "../../domain/sla";
import { statusAfterCustomerReply, type TicketStatus } from "../../domain/tickets";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { profiles, supportTickets, ticketMessages, users } from "../db/schema";
import { holdAccount } from "../db/user-lock";
import { conflict, fieldError, notFound, unauthorized } from "../errors";
import type { AppDeps } from "../http/types";
import { holdActiveDepartment } from "../departments/hold";
import { listStaffDirectory } from "../departments/staff-directory";
import { notifyTicketChanged } from "./doorbell";
import { lockTicket } from "./locks";
import { loadOwnTicket, loadTicket } from "./read";
import { mailReply, mailResolved } from "./mail";
import { ticketPriorityFor } from "./priority-support";

/**
 * A message's time is the clock when it is written under the ticket's row lock (lockTicket), not the
 * start of its transaction (now()): so one ticket's messages sort in commit order, and a client that
 * resumes after its last message id (realtime-topics.ts) misses none that committed later.
 */
const writtenAt = sql<Date>`clock_timestamp()`;

/** A staff write: who acted and from where, for the audit log. */
export interface StaffActor {
  actorId: string;
  ip: string;
}

/**
 * A staff member as the author of what they write on a ticket, their name kept with it (coalesced to
 * "", so a staff-written row always has one) so it stays signed after their account is deleted.
 */
function staffAuthor(staffId: string) {
  const nameOf = (column: typeof profiles.firstName | typeof profiles.lastName) =>
    sql<string>`coalesce((select ${column} from ${profiles} where ${profiles.id} = ${staffId}), '')`;
  return {
    openedBy: staffId,
    openedByFirstName: nameOf(profiles.firstName),
    openedByLastName: nameOf(profiles.lastName),
  };
}

/**
 * Inserts a ticket inside the caller's transaction, so what the caller writes with it (staff's audit
 * entry) commits with it. `accountGone`: what to answer when the customer's account was deleted
 * after the request found it. The priority starts at high at least when the customer's plan in force
 * has priority support, whoever files it (the customer, or staff on their behalf).
 */
async function insertTicket(
  tx: Db,
  options: {
    userId: string;
    body: Omit<StaffCreateTicketBody, "email">;
    accountGone: () => Error;
    openedBy?: string;
  },
): Promise<string> {
  const { userId, body, openedBy } = options;
  if (!(await holdAccount(tx, userId))) throw options.accountGone();
  // Users may only file under a department the form lists.
  if (body.departmentId) await holdActiveDepartment(tx, body.departmentId);
  const [row] = await tx
    .insert(supportTickets)
    .values({
      userId,
      subject: body.subject,
      description: body.description,
      category: body.category,
      departmentId: body.departmentId,
      priority: await ticketPriorityFor(tx, { userId, chosen: body.priority }),
      ...(openedBy ? staffAuthor(openedBy) : {}),
    })
    .returning({ id: supportTickets.id });
  await notifyTicketChanged(tx, row!.id);
  return row!.id;
}

/** A signed-in user opens a ticket; they are its owner, whatever the body says. */
export async function openTicket(
  db: Db,
  options: { userId: string; body: CreateTicketBody },
): Promise<CustomerTicketDetail> {
  // The author's account deleted meanwhile: their session went with it.
  const id = await db.transaction((tx) =>
    insertTicket(tx, { ...options, accountGone: () => unauthorized() }),
  );
  return loadOwnTicket(db, { id, ownerId: options.userId });
}

/** Staff open a ticket on behalf of a user found by e-mail (Create Ticket, support.respond); they are its first message's author. */
export async function openTicketForUser(
  db: Db,
  options: { body: StaffCreateTicketBody } & StaffActor,
): Promise<TicketDetail> {
  const { email, ...body } = options.body;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  const noAccount = () => fieldError("email", "No account uses this e-mail address");
  if (!user) throw noAccount();
  const id = await db.transaction(async (tx) => {
    // The author's account deleted meanwhile: their session went with it.
    if (!(await holdAccount(tx, options.actorId))) throw unauthorized();
    // The description is the staff member's words (a call, an e-mail retold), so the ticket names them as its author.
    const inserted = await insertTicket(tx, {
      userId: user.id,
      body,
      accountGone: noAccount,
      openedBy: options.actorId,
    });
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "tickets.create",
      targetType: "ticket",
      targetId: inserted,
      after: { ...body, userId: user.id },
      ip: options.ip,
    });
    return inserted;
  });
  return loadTicket(db, { id });
}

export const MERGED_TICKET_REPLY =
  "This ticket was merged into another of your tickets: please answer there";

/** The owner answers their ticket; a waiting, resolved or closed ticket goes back to the queue. */
export async function replyAsCustomer(
  db: Db,
  options: { userId: string; id: string; body: string },
): Promise<CustomerTicketDetail> {
  const owned = { id: options.id, ownerId: options.userId };
  return db.transaction(async (tx) => {
    // An account deleted meanwhile owns no ticket any more, as a moment later.
    if (!(await holdAccount(tx, options.userId))) throw notFound("Ticket not found");
    const ticket = await lockTicket(tx, owned);
    // Its thread now lives on in the ticket it was merged into; an answer here (from a page opened
    // before the merge) would reopen a ticket nobody works on.
    if (ticket.mergedIntoId) throw conflict(MERGED_TICKET_REPLY);
    await tx.insert(ticketMessages).values({
      ticketId: options.id,
      authorId: options.userId,
      fromStaff: false,
      body: options.body,
      createdAt: writtenAt,
    });
    const next = statusAfterCustomerReply(ticket.status);
    if (next !== ticket.status) {
      const now = new Date();
      await tx
        .update(supportTickets)
        .set({ ...applyStatusChangeWithSla(ticket, next, now), updatedAt: now })
        .where(eq(supportTickets.id, options.id));
    }
    await notifyTicketChanged(tx, options.id);
    return loadOwnTicket(tx, owned);
  });
}

/**
 * What a staff message writes on its ticket: updated_at, and for the first public reply the SLA's
 * first response, at that message's time and only while unset (under the ticket's row lock), so a later
 * reply never moves it. An internal note is no answer to the customer.
 */
function staffReplyStamps(message: { id: string; internal: boolean }) {
  const updatedAt = new Date();
  if (message.internal) return { updatedAt };
  const writtenAtOfMessage = sql`(select ${ticketMessages.createdAt} from ${ticketMessages} where ${ticketMessages.id} = ${message.id})`;
  return {
    updatedAt,
    firstResponseAt: sql<Date>`coalesce(${supportTickets.firstResponseAt}, ${writtenAtOfMessage})`,
  };
}

/**
 * A staff reply (mailed to the customer) or an internal note (never shown to nor mailed to them).
 * The message, the ticket's updated_at and the audit entry commit together; the mail goes after, to
 * the customer as the ticket names them at the commit (none once their account is deleted).
 */
export async function replyAsStaff(
  deps: AppDeps,
  options: { id: string; body: string; internal: boolean } & StaffActor,
): Promise<TicketDetail> {
  const ticket = await deps.db.transaction(async (tx) => {
    // The author's account deleted meanwhile: their session went with it.
    if (!(await holdAccount(tx, options.actorId))) throw unauthorized();
    await lockTicket(tx, { id: options.id });
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId: options.id,
        authorId: options.actorId,
        // Kept on the message, so the reply stays signed after the agent's account is deleted.
        authorFirstName: sql<string>`(select ${profiles.firstName} from ${profiles} where ${profiles.id} = ${options.actorId})`,
        authorLastName: sql<string>`(select ${profiles.lastName} from ${profiles} where ${profiles.id} = ${options.actorId})`,
        fromStaff: true,
        isInternal: options.internal,
        body: options.body,
        createdAt: writtenAt,
      })
      .returning({ id: ticketMessages.id });
    await notifyTicketChanged(tx, options.id);
    await tx
      .update(supportTickets)
      .set(staffReplyStamps({ id: message!.id, internal: options.internal }))
      .where(eq(supportTickets.id, options.id));
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: options.internal ? "tickets.note" : "tickets.reply",
      targetType: "ticket",
      targetId: options.id,
      ip: options.ip,
    });
    return loadTicket(tx, { id: options.id });
  });
  if (!options.internal) await mailReply(deps, ticket, options.body);
  return ticket;
}

/**
 * Any status may be set directly; the stamps follow the domain rule. The change and its audit entry
 * commit together, against the status the ticket had under the lock (two resolves at once mail once);
 * resolving then mails the customer the ticket still names. Setting the status the ticket already
 * has is answered with the ticket as it is: nothing changed, so nothing is written, audited,
 * announced or mailed (a second "resolved" would otherwise re-stamp and re-mail).
 */
export async function changeStatus(
  deps: AppDeps,
  options: { id: string; status: TicketStatus } & StaffActor,
): Promise<TicketDetail> {
  const now = new Date();
  const { changed, after } = await deps.db.transaction(async (tx) => {
    const locked = await lockTicket(tx, { id: options.id });
    if (locked.status === options.status)
      return { changed: false, after: await loadTicket(tx, { id: options.id }) };
    await tx
      .update(supportTickets)
      .set({ ...applyStatusChangeWithSla(locked, options.status, now), updatedAt: now })
      .where(eq(supportTickets.id, options.id));
    await notifyTicketChanged(tx, options.id);
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "tickets.status",
      targetType: "ticket",
      targetId: options.id,
      before: { status: locked.status },
      after: { status: options.status },
      ip: options.ip,
    });
    return { changed: true, after: await loadTicket(tx, { id: options.id }) };
  });
  if (changed && options.status === "resolved") await mailResolved(deps, after);
  return after;
}

/** The people a ticket may be given to: staff who can open the Support Queue (support.view). */
export const listAssignableStaff = (db: Db, staffDomain: string) =>
  listStaffDirectory(db, staffDomain, { holding: "support.view" });

const NOT_ASSIGNABLE = "Choose a staff member who can open the Support Queue";

/**
 * Assigns the ticket to a staff member who can see the queue, or unassigns it (null). The assignee's
 * account is held first: one deleted meanwhile is refused like any other who cannot take tickets.
 */
export async function assignTicket(
  deps: AppDeps,
  options: { id: string; assignedTo: string | null } & StaffActor,
): Promise<TicketDetail> {
  const { assignedTo } = options;
  return deps.db.transaction(async (tx) => {
    if (assignedTo) {
      if (!(await holdAccount(tx, assignedTo))) throw fieldError("assignedTo", NOT_ASSIGNABLE);
      const staff = await listAssignableStaff(tx, deps.config.staffEmailDomain);
      if (!staff.some((s) => s.id === assignedTo)) throw fieldError("assignedTo", NOT_ASSIGNABLE);
    }
    const before = await lockTicket(tx, { id: options.id });
    await tx
      .update(supportTickets)
      .set({ assignedTo, updatedAt: new Date() })
      .where(eq(supportTickets.id, options.id));
    await notifyTicketChanged(tx, options.id);
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "tickets.assign",
      targetType: "ticket",
      targetId: options.id,
      before: { assignedTo: before.assignedTo },
      after: { assignedTo },
      ip: options.ip,
    });
    return loadTicket(tx, { id: options.id });
  });
}
