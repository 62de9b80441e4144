import { and, desc, eq, ne, sql } from "drizzle-orm";
import {
  CUSTOMER_CONTEXT_LIMIT,
  type AccountCustomerContext,
  type TicketCustomerContext,
} from "../../contract/ticket-context";
import { isPlanInForce } from "../../domain/plan-limits";
import type { Db } from "../db/client";
import { chatSessions, departments, plans, profiles, supportTickets, users } from "../db/schema";
import { notFound } from "../errors";

const count = sql<number>`count(*)::int`;

/** The account's own facts and the plan it holds, as User Management reads them. */
async function readAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      status: profiles.status,
      createdAt: profiles.createdAt,
      timeZone: profiles.timeZone,
      planName: plans.name,
      planStatus: profiles.planStatus,
      planExpiresAt: profiles.planExpiresAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(plans, eq(plans.id, profiles.planId))
    .where(eq(users.id, userId));
  return row;
}

/** The customer's tickets other than `ticketId`, newest first, and how many there are. */
async function readOtherTickets(db: Db, userId: string, ticketId: string) {
  const where = and(eq(supportTickets.userId, userId), ne(supportTickets.id, ticketId));
  const rows = await db
    .select({
      id: supportTickets.id,
      ticketNumber: supportTickets.ticketNumber,
      subject: supportTickets.subject,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.ticketNumber))
    .limit(CUSTOMER_CONTEXT_LIMIT);
  const [counted] = await db.select({ n: count }).from(supportTickets).where(where);
  return {
    otherTickets: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    otherTicketCount: counted?.n ?? 0,
  };
}

/** The customer's live chats (signed in as them, so theirs for sure), newest first, and how many there are. */
async function readChats(db: Db, userId: string) {
  const rows = await db
    .select({
      id: chatSessions.id,
      status: chatSessions.status,
      startedAt: chatSessions.startedAt,
      departmentName: departments.name,
    })
    .from(chatSessions)
    .leftJoin(departments, eq(departments.id, chatSessions.departmentId))
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.startedAt), desc(chatSessions.id))
    .limit(CUSTOMER_CONTEXT_LIMIT);
  const [counted] = await db
    .select({ n: count })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId));
  return {
    chats: rows.map((r) => ({ ...r, startedAt: r.startedAt.toISOString() })),
    chatCount: counted?.n ?? 0,
  };
}

async function accountContext(
  db: Db,
  options: { userId: string; ticketId: string; now: Date },
): Promise<AccountCustomerContext | null> {
  const account = await readAccount(db, options.userId);
  if (!account) return null;
  const plan = account.planName
    ? {
        name: account.planName,
        status: account.planStatus,
        inForce: isPlanInForce(
          { status: account.planStatus, expiresAt: account.planExpiresAt },
          options.now,
        ),
        expiresAt: account.planExpiresAt?.toISOString() ?? null,
      }
    : null;
  return {
    kind: "account",
    userId: options.userId,
    name: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    accountStatus: account.status,
    memberSince: account.createdAt.toISOString(),
    timeZone: account.timeZone,
    plan,
    ...(await readOtherTickets(db, options.userId, options.ticketId)),
    ...(await readChats(db, options.userId)),
  };
}

/**
 * Who is behind a ticket, for the staff ticket page: the account (profile, plan, other tickets and
 * chats), a signed-out visitor's typed contact, or a deleted customer. Nothing of anyone else: the
 * lists are read by the ticket's own user id.
 */
export async function loadTicketCustomer(
  db: Db,
  options: { ticketId: string; now?: Date },
): Promise<TicketCustomerContext> {
  const [ticket] = await db
    .select({
      userId: supportTickets.userId,
      contactName: supportTickets.contactName,
      contactEmail: supportTickets.contactEmail,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, options.ticketId));
  if (!ticket) throw notFound("Ticket not found");
  if (ticket.userId) {
    const account = await accountContext(db, {
      userId: ticket.userId,
      ticketId: options.ticketId,
      now: options.now ?? new Date(),
    });
    if (account) return account;
  }
  if (!ticket.userId && (ticket.contactName || ticket.contactEmail)) {
    return { kind: "visitor", name: ticket.contactName ?? "", email: ticket.contactEmail ?? "" };
  }
  return { kind: "deleted" };
}
