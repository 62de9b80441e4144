import { and, eq, sql } from "drizzle-orm";
import type { CreateTicketBody, CustomerTicketDetail, StaffCreateTicketBody, TicketDetail } from "../../contract/tickets";
import { normaliseEmail } from "../../domain/email";
import { applyStatusChange, statusAfterCustomerReply, type TicketStatus } from "../../domain/tickets";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { departments, profiles, supportTickets, ticketMessages, users } from "../db/schema";
import { fieldError } from "../errors";
import type { AppDeps } from "../http/types";
import { listStaffDirectory } from "../departments/staff-directory";
import { loadOwnTicket, loadTicket } from "./read";
import { mailReply, mailResolved } from "./mail";

/** A staff write: who acted and from where, for the audit log. */
export interface StaffActor {
  actorId: string;
  ip: string;
}

/** Users may only file under an active department (the form lists active ones). */
async function assertActiveDepartment(db: Db, departmentId: string | null): Promise<void> {
  if (!departmentId) return;
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.isActive, true)));
  if (!row) throw fieldError("departmentId", "Choose one of the listed departments");
}

async function insertTicket(db: Db, userId: string, body: CreateTicketBody): Promise<string> {
  await assertActiveDepartment(db, body.departmentId);
  const [row] = await db
    .insert(supportTickets)
    .values({
      userId,
      subject: body.subject,
      description: body.description,
      category: body.category,
      departmentId: body.departmentId,
      priority: body.priority,
    })
    .returning({ id: supportTickets.id });
  return row!.id;
}

/** A signed-in user opens a ticket; they are its owner, whatever the body says. */
export async function openTicket(db: Db, options: { userId: string; body: CreateTicketBody }): Promise<CustomerTicketDetail> {
  const id = await insertTicket(db, options.userId, options.body);
  return loadOwnTicket(db, { id, ownerId: options.userId });
}

/** Staff open a ticket on behalf of a user found by e-mail (Create Ticket, support.respond). */
export async function openTicketForUser(
  db: Db,
  options: { body: StaffCreateTicketBody } & StaffActor,
): Promise<TicketDetail> {
  const { email, ...body } = options.body;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  if (!user) throw fieldError("email", "No account uses this e-mail address");
  const id = await insertTicket(db, user.id, body);
  await writeAudit({ db, actorId: options.actorId, action: "tickets.create", targetType: "ticket", targetId: id, after: { ...body, userId: user.id }, ip: options.ip });
  return loadTicket(db, { id });
}

/** The owner answers their ticket; a waiting, resolved or closed ticket goes back to the queue. */
export async function replyAsCustomer(db: Db, options: { userId: string; id: string; body: string }): Promise<CustomerTicketDetail> {
  const ticket = await loadOwnTicket(db, { id: options.id, ownerId: options.userId });
  await db.transaction(async (tx) => {
    await tx.insert(ticketMessages).values({ ticketId: ticket.id, authorId: options.userId, fromStaff: false, body: options.body });
    const next = statusAfterCustomerReply(ticket.status);
    if (next !== ticket.status) {
      await tx.update(supportTickets).set({ ...applyStatusChange(next, new Date()), updatedAt: new Date() }).where(eq(supportTickets.id, ticket.id));
    }
  });
  return loadOwnTicket(db, { id: ticket.id, ownerId: options.userId });
}

/**
 * A staff reply (mailed to the customer) or an internal note (never shown to nor mailed to them).
 * The message, the ticket's updated_at and the audit entry commit together; the mail goes after.
 */
export async function replyAsStaff(
  deps: AppDeps,
  options: { id: string; body: string; internal: boolean } & StaffActor,
): Promise<TicketDetail> {
  const ticket = await loadTicket(deps.db, { id: options.id });
  await deps.db.transaction(async (tx) => {
    await tx.insert(ticketMessages).values({
      ticketId: ticket.id,
      authorId: options.actorId,
      // Kept on the message, so the reply stays signed after the agent's account is deleted.
      authorFirstName: sql<string>`(select ${profiles.firstName} from ${profiles} where ${profiles.id} = ${options.actorId})`,
      authorLastName: sql<string>`(select ${profiles.lastName} from ${profiles} where ${profiles.id} = ${options.actorId})`,
      fromStaff: true,
      isInternal: options.internal,
      body: options.body,
    });
    await tx.update(supportTickets).set({ updatedAt: new Date() }).where(eq(supportTickets.id, ticket.id));
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: options.internal ? "tickets.note" : "tickets.reply",
      targetType: "ticket",
      targetId: ticket.id,
      ip: options.ip,
    });
  });
  if (!options.internal) await mailReply(deps, ticket, options.body);
  return loadTicket(deps.db, { id: ticket.id });
}

/**
 * Any status may be set directly; the stamps follow the domain rule. The change and its audit entry
 * commit together; resolving then mails the customer.
 */
export async function changeStatus(
  deps: AppDeps,
  options: { id: string; status: TicketStatus } & StaffActor,
): Promise<TicketDetail> {
  const before = await loadTicket(deps.db, { id: options.id });
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx.update(supportTickets).set({ ...applyStatusChange(options.status, now), updatedAt: now }).where(eq(supportTickets.id, before.id));
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "tickets.status",
      targetType: "ticket",
      targetId: before.id,
      before: { status: before.status },
      after: { status: options.status },
      ip: options.ip,
    });
  });
  if (options.status === "resolved" && before.status !== "resolved") await mailResolved(deps, before);
  return loadTicket(deps.db, { id: before.id });
}

/** The people a ticket may be given to: staff who can open the Support Queue (support.view). */
export const listAssignableStaff = (deps: AppDeps) => listStaffDirectory(deps.db, deps.config.staffEmailDomain, { holding: "support.view" });

/** Assigns the ticket to a staff member who can see the queue, or unassigns it (null). */
export async function assignTicket(
  deps: AppDeps,
  options: { id: string; assignedTo: string | null } & StaffActor,
): Promise<TicketDetail> {
  const before = await loadTicket(deps.db, { id: options.id });
  if (options.assignedTo) {
    const staff = await listAssignableStaff(deps);
    if (!staff.some((s) => s.id === options.assignedTo)) throw fieldError("assignedTo", "Choose a staff member who can open the Support Queue");
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(supportTickets).set({ assignedTo: options.assignedTo, updatedAt: new Date() }).where(eq(supportTickets.id, before.id));
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "tickets.assign",
      targetType: "ticket",
      targetId: before.id,
      before: { assignedTo: before.assignedTo?.id ?? null },
      after: { assignedTo: options.assignedTo },
      ip: options.ip,
    });
  });
  return loadTicket(deps.db, { id: before.id });
}
