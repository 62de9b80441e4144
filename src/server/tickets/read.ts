import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type CustomerTicketDetail,
  type CustomerTicketSummary,
  type TicketDetail,
  type TicketMessage,
  type QueueViewCounts,
  type TicketOpener,
  type TicketQueueQuery,
  type TicketSummary,
} from "../../contract/tickets";
import { DELETED_CUSTOMER_NAME } from "../../domain/customer-label";
import { FREE_PLAN_NAME } from "../../domain/plan-limits";
import { MY_DEPARTMENTS, type QueueView } from "../../domain/ticket-queue";
import type { Db } from "../db/client";
import {
  departments,
  departmentStaff,
  plans,
  profiles,
  slaTargets,
  supportTickets,
  ticketMessages,
  users,
} from "../db/schema";
import { notFound } from "../errors";
import { prioritySupportFlag } from "./priority-support";
import { slaBreachedAt, ticketSlaOf } from "./sla";

/** Tickets are read joined with department, customer and assignee (admin spec, section 3). */
const assigneeUser = alias(users, "assignee_user");
const assigneeProfile = alias(profiles, "assignee_profile");
const authorProfile = alias(profiles, "author_profile");
const customerPlan = alias(plans, "customer_plan");
const freePlan = alias(plans, "free_plan");
const mergedTarget = alias(supportTickets, "merged_target");

/** Read from the customer's plan in force on every read, so a plan that lapsed no longer marks. */
const customerHasPrioritySupport = prioritySupportFlag({
  planId: customerPlan.id,
  planName: customerPlan.name,
  planLimits: customerPlan.limits,
  planStatus: profiles.planStatus,
  planExpiresAt: profiles.planExpiresAt,
  freeLimits: freePlan.limits,
});

const fullName = (first: string | null, last: string | null) =>
  `${first ?? ""} ${last ?? ""}`.trim();

function summaryQuery(db: Db) {
  return (
    db
      .select({
        t: supportTickets,
        dept: { id: departments.id, name: departments.name, color: departments.color },
        customerEmail: users.email,
        customerFirst: profiles.firstName,
        customerLast: profiles.lastName,
        assigneeEmail: assigneeUser.email,
        assigneeFirst: assigneeProfile.firstName,
        assigneeLast: assigneeProfile.lastName,
        prioritySupport: customerHasPrioritySupport,
        slaTarget: {
          firstResponseMinutes: slaTargets.firstResponseMinutes,
          resolutionMinutes: slaTargets.resolutionMinutes,
        },
        mergedIntoNumber: mergedTarget.ticketNumber,
      })
      .from(supportTickets)
      // Left joins: a deleted customer's ticket stays, with no one behind it.
      .leftJoin(users, eq(users.id, supportTickets.userId))
      .leftJoin(profiles, eq(profiles.id, supportTickets.userId))
      .leftJoin(departments, eq(departments.id, supportTickets.departmentId))
      .leftJoin(assigneeUser, eq(assigneeUser.id, supportTickets.assignedTo))
      .leftJoin(assigneeProfile, eq(assigneeProfile.id, supportTickets.assignedTo))
      .leftJoin(customerPlan, eq(customerPlan.id, profiles.planId))
      // One row at most (plan names are unique): the plan a lapsed customer falls back to.
      .leftJoin(freePlan, eq(freePlan.name, FREE_PLAN_NAME))
      .leftJoin(slaTargets, eq(slaTargets.priority, supportTickets.priority))
      .leftJoin(mergedTarget, eq(mergedTarget.id, supportTickets.mergedIntoId))
  );
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["where"]>>[number];

/** A ticket's own columns and its left-joined account, as every read of the customer selects them. */
export interface CustomerColumns {
  userId: string | null;
  contactName: string | null;
  contactEmail: string | null;
  accountEmail: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The account behind the ticket; or, for a signed-out visitor's offline chat message, the contact
 * they left (no account, so an empty id); null once a customer deleted their account.
 */
export function customerOf(c: CustomerColumns): TicketSummary["customer"] {
  if (c.userId && c.accountEmail)
    return { id: c.userId, email: c.accountEmail, name: fullName(c.firstName, c.lastName) };
  if (!c.userId && (c.contactEmail || c.contactName))
    return { id: "", email: c.contactEmail ?? "", name: c.contactName ?? "" };
  return null;
}

function baseSummary(r: SummaryRow): Omit<TicketSummary, "sla"> {
  return {
    id: r.t.id,
    ticketNumber: r.t.ticketNumber,
    subject: r.t.subject,
    status: r.t.status,
    priority: r.t.priority,
    category: r.t.category,
    department: r.dept?.id ? { id: r.dept.id, name: r.dept.name, color: r.dept.color } : null,
    customer: customerOf({
      userId: r.t.userId,
      contactName: r.t.contactName,
      contactEmail: r.t.contactEmail,
      accountEmail: r.customerEmail,
      firstName: r.customerFirst,
      lastName: r.customerLast,
    }),
    assignedTo:
      r.t.assignedTo && r.assigneeEmail
        ? {
            id: r.t.assignedTo,
            email: r.assigneeEmail,
            name: fullName(r.assigneeFirst, r.assigneeLast),
          }
        : null,
    createdAt: r.t.createdAt.toISOString(),
    resolvedAt: r.t.resolvedAt?.toISOString() ?? null,
    closedAt: r.t.closedAt?.toISOString() ?? null,
    prioritySupport: r.prioritySupport === true,
    tags: r.t.tags,
    mergedInto:
      r.t.mergedIntoId && r.mergedIntoNumber
        ? { id: r.t.mergedIntoId, ticketNumber: r.mergedIntoNumber }
        : null,
  };
}

/** The staff view. `now`: the moment the SLA clocks are read at; one per request, so a page's rows agree. */
function toSummary(r: SummaryRow, now: Date): TicketSummary {
  return { ...baseSummary(r), sla: ticketSlaOf(r.t, r.slaTarget, now) };
}

/** A staff member as the customer sees them: the first name only (no e-mail, no id). */
const staffFirstName = (first: string | null | undefined) => first?.trim() || "Support team";

/** The customer's view; the desk's SLA clocks are its own business, so it has none. */
function toCustomerSummary(r: SummaryRow): CustomerTicketSummary {
  // Tags are the desk's own labels: left out of what the customer is sent.
  const { tags: _tags, ...summary } = baseSummary(r);
  return {
    ...summary,
    assignedTo:
      r.t.assignedTo && r.assigneeEmail ? { firstName: staffFirstName(r.assigneeFirst) } : null,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "My departments": the departments the viewer is assigned to (department_staff), read from their session. */
const inViewersDepartments = (viewerId: string) =>
  inArray(
    supportTickets.departmentId,
    sql`(select ${departmentStaff.departmentId} from ${departmentStaff} where ${departmentStaff.userId} = ${viewerId})`,
  );

function departmentScope(
  departmentId: TicketQueueQuery["departmentId"],
  viewerId: string,
): SQL | undefined {
  if (!departmentId) return undefined;
  return departmentId === MY_DEPARTMENTS
    ? inViewersDepartments(viewerId)
    : eq(supportTickets.departmentId, departmentId);
}

/** Each view's condition: "mine" is the viewer of the session, never an id the client sent. */
const viewCondition = (viewerId: string): Record<QueueView, SQL | undefined> => ({
  all: undefined,
  mine: eq(supportTickets.assignedTo, viewerId),
  unassigned: isNull(supportTickets.assignedTo),
});

type QueueFilterQuery = Omit<TicketQueueQuery, "page" | "pageSize" | "view">;

/**
 * Equality filters, department scope, tag, "SLA breached" (at `now`), plus a search over ticket
 * number, subject, customer name and e-mail; not the view.
 */
function queueWhere(query: QueueFilterQuery, viewerId: string, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.priority ? eq(supportTickets.priority, query.priority) : undefined,
    departmentScope(query.departmentId, viewerId),
    query.assignedTo ? eq(supportTickets.assignedTo, query.assignedTo) : undefined,
    query.slaBreached ? slaBreachedAt(now) : undefined,
    // Containment, so the GIN index on tags answers it.
    query.tag ? arrayContains(supportTickets.tags, [query.tag]) : undefined,
  ];
  if (query.q) {
    const p = likePattern(query.q);
    conditions.push(
      or(
        ilike(supportTickets.ticketNumber, p),
        ilike(supportTickets.subject, p),
        ilike(users.email, p),
        ilike(supportTickets.contactEmail, p),
        ilike(supportTickets.contactName, p),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, p),
      ),
    );
  }
  return and(...conditions);
}

/** How many tickets each view holds under the other filters: one scan, for the view tabs. */
async function countViews(
  db: Db,
  where: SQL | undefined,
  viewerId: string,
): Promise<QueueViewCounts> {
  const views = viewCondition(viewerId);
  const [counted] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${views.mine}))::int`,
      unassigned: sql<number>`(count(*) filter (where ${views.unassigned}))::int`,
    })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(profiles, eq(profiles.id, supportTickets.userId))
    .where(where);
  return { all: counted?.all ?? 0, mine: counted?.mine ?? 0, unassigned: counted?.unassigned ?? 0 };
}

/** One page of the viewer's chosen view, newest first; how many match in all, and in each view. */
export async function listQueue(
  db: Db,
  options: { query: TicketQueueQuery; viewerId: string },
): Promise<{ tickets: TicketSummary[]; total: number; viewCounts: QueueViewCounts }> {
  const { query, viewerId } = options;
  const now = new Date();
  const filtered = queueWhere(query, viewerId, now);
  const rows = await summaryQuery(db)
    .where(and(filtered, viewCondition(viewerId)[query.view]))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.ticketNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const viewCounts = await countViews(db, filtered, viewerId);
  return { tickets: rows.map((r) => toSummary(r, now)), total: viewCounts[query.view], viewCounts };
}

export async function listTicketsOfUser(db: Db, userId: string): Promise<CustomerTicketSummary[]> {
  const rows = await summaryQuery(db)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.ticketNumber));
  return rows.map(toCustomerSummary);
}

/**
 * Staff sign with their name now, or the one kept on the message once their account is gone;
 * the customer by name while the account lasts, and as a deleted user after.
 */
function authorNameOf(
  m: typeof ticketMessages.$inferSelect,
  author: { first: string | null; last: string | null; isCustomerView: boolean },
): string {
  if (!m.fromStaff) return fullName(author.first, author.last) || DELETED_CUSTOMER_NAME;
  const first = author.first ?? m.authorFirstName;
  if (author.isCustomerView) return staffFirstName(first);
  return fullName(first, author.last ?? m.authorLastName) || "Support team";
}

/**
 * One ticket's row and thread. `ownerId` set = the customer's view: someone else's ticket is a 404
 * (its existence is not revealed), internal notes are left out and staff authors go by first name.
 */
async function readTicket(db: Db, options: { id: string; ownerId?: string }) {
  const [row] = await summaryQuery(db).where(
    and(
      eq(supportTickets.id, options.id),
      options.ownerId ? eq(supportTickets.userId, options.ownerId) : undefined,
    ),
  );
  if (!row) throw notFound("Ticket not found");
  const isCustomerView = options.ownerId !== undefined;
  const rows = await db
    .select({ m: ticketMessages, first: authorProfile.firstName, last: authorProfile.lastName })
    .from(ticketMessages)
    .leftJoin(authorProfile, eq(authorProfile.id, ticketMessages.authorId))
    .where(
      and(
        eq(ticketMessages.ticketId, options.id),
        isCustomerView ? eq(ticketMessages.isInternal, false) : undefined,
      ),
    )
    .orderBy(asc(ticketMessages.createdAt));
  const messages = rows.map(({ m, first, last }): TicketMessage => ({
    id: m.id,
    body: m.body,
    fromStaff: m.fromStaff,
    isInternal: m.isInternal,
    authorName: authorNameOf(m, { first, last, isCustomerView }),
    createdAt: m.createdAt.toISOString(),
  }));
  return { row, messages, openedBy: await openerOf(db, row.t, isCustomerView) };
}

/**
 * The staff member who opened the ticket for the customer, named as a staff reply is (authorNameOf):
 * by their name now, or the one kept on the ticket once their account is gone. Null when the customer
 * opened it (no name kept).
 */
async function openerOf(
  db: Db,
  t: typeof supportTickets.$inferSelect,
  isCustomerView: boolean,
): Promise<TicketOpener | null> {
  if (t.openedByFirstName === null) return null;
  const [now] = t.openedBy
    ? await db
        .select({ first: profiles.firstName, last: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, t.openedBy))
    : [];
  const first = now?.first ?? t.openedByFirstName;
  if (isCustomerView) return { authorName: staffFirstName(first) };
  return { authorName: fullName(first, now?.last ?? t.openedByLastName) || "Support team" };
}

/** One ticket with its whole thread, internal notes included: the staff view. */
export async function loadTicket(db: Db, options: { id: string }): Promise<TicketDetail> {
  const { row, messages, openedBy } = await readTicket(db, options);
  return { ...toSummary(row, new Date()), description: row.t.description, openedBy, messages };
}

/** The owner's view of their ticket (see readTicket); anyone else's id is a 404. */
export async function loadOwnTicket(
  db: Db,
  options: { id: string; ownerId: string },
): Promise<CustomerTicketDetail> {
  const { row, messages, openedBy } = await readTicket(db, options);
  return { ...toCustomerSummary(row), description: row.t.description, openedBy, messages };
}
