import { sql, type SQL } from "drizzle-orm";
import type {
  AgentChatDetail,
  AgentChatSummary,
  ChatInboxResponse,
  ChatOverview,
  ChatSessionsQuery,
  ChatSessionsResponse,
  ChatVisitorContext,
} from "../../contract/chat";
import type { ChatStatus } from "../../domain/chat";
import { ACTIVE_TICKET_STATUSES } from "../../domain/tickets";
import type { Db } from "../db/client";
import { queryRows } from "../db/sql";
import { notFound } from "../errors";
import { getMaxChatsPerAgent, getMyAvailability, listChatAgents } from "./agents";
import { chatMessagesAfter, iso } from "./read";
import {
  inboxOrderSql,
  sessionPlanJoins,
  sessionPrioritySupport,
  waitingAheadSql,
} from "./queue-order";
import { getChatCounts } from "./stats";
import { DAY_MS } from "../../domain/calendar";

/** The inbox shows open sessions; more than this many at once is a queue no console lists in full. */
const INBOX_LIMIT = 200;

interface SummaryRow {
  id: string;
  status: ChatStatus;
  priority: AgentChatSummary["priority"];
  user_name: string;
  user_email: string | null;
  user_id: string | null;
  initial_message: string;
  department_id: string | null;
  department_name: string | null;
  department_color: string | null;
  assigned_to: string | null;
  assignee_first: string | null;
  assignee_last: string | null;
  ahead: number | null;
  priority_support: boolean;
  started_at: Date | string;
  accepted_at: Date | string | null;
  ended_at: Date | string | null;
  rating: number | null;
  rating_comment: string | null;
  converted_ticket_number: string | null;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * Sessions joined with department, agent and converted ticket (admin spec, section 3: "read joined
 * like tickets"); a waiting session's live queue position is counted as loadChatSession counts it,
 * and whether its customer has priority support now (queue-order.ts).
 */
const summarySelect = sql`
  select s.id, s.status, s.priority, s.user_name, s.user_email, s.user_id, s.initial_message,
         s.department_id, d.name as department_name, d.color as department_color,
         s.assigned_to, ap.first_name as assignee_first, ap.last_name as assignee_last,
         ${waitingAheadSql} as ahead,
         ${sessionPrioritySupport} as priority_support,
         s.started_at, s.accepted_at, s.ended_at, s.rating, s.rating_comment,
         t.ticket_number as converted_ticket_number
  from live_chat_sessions s
  left join departments d on d.id = s.department_id
  left join profiles ap on ap.id = s.assigned_to
  left join support_tickets t on t.id = s.converted_ticket_id
  ${sessionPlanJoins}`;

function toSummary(r: SummaryRow): AgentChatSummary {
  return {
    id: r.id,
    status: r.status,
    priority: r.priority,
    userName: r.user_name,
    userEmail: r.user_email,
    userId: r.user_id,
    initialMessage: r.initial_message,
    department:
      r.department_id && r.department_name !== null
        ? {
            id: r.department_id,
            name: r.department_name,
            color: (r.department_color ?? "").toUpperCase(),
          }
        : null,
    // An agent whose account was deleted is set null by the foreign key; a missing profile reads as no one.
    assignedTo:
      r.assigned_to && r.assignee_first !== null
        ? { id: r.assigned_to, name: `${r.assignee_first} ${r.assignee_last ?? ""}`.trim() }
        : null,
    queuePosition: r.ahead === null ? null : Number(r.ahead) + 1,
    startedAt: iso(r.started_at),
    acceptedAt: isoOrNull(r.accepted_at),
    endedAt: isoOrNull(r.ended_at),
    rating: r.rating,
    convertedTicketNumber: r.converted_ticket_number,
    prioritySupport: r.priority_support === true,
  };
}

/** The console's header: the four cards, the caller's own selector, the limit and every agent. */
export async function getChatOverview(
  db: Db,
  options: { userId: string; staffDomain: string },
): Promise<ChatOverview> {
  return {
    stats: await getChatCounts(db),
    me: await getMyAvailability(db, options.userId),
    maxChatsPerAgent: await getMaxChatsPerAgent(db),
    agents: await listChatAgents(db, options.staffDomain),
  };
}

/**
 * Open sessions: waiting ones first, the viewer's departments' before the others, each in the order
 * they are offered (priority support first, then oldest first: the next to take on top), then active
 * ones, oldest first. With the viewer's department ids, so the console can mark those chats.
 */
export async function listChatInbox(
  db: Db,
  options: { viewerId: string },
): Promise<ChatInboxResponse> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`${summarySelect}
    where s.status in ('waiting', 'active')
    order by ${inboxOrderSql(options.viewerId)}
    limit ${INBOX_LIMIT}`,
  );
  const mine = await queryRows<{ department_id: string }>(
    db,
    sql`select department_id from department_staff where user_id = ${options.viewerId}`,
  );
  return { sessions: rows.map(toSummary), myDepartmentIds: mine.map((d) => d.department_id) };
}

/** A date filter is a UTC day: from its midnight, to the next midnight after `to`. */
const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);
const dayAfter = (date: string) => new Date(dayStart(date).getTime() + DAY_MS);

function tableWhere(query: ChatSessionsQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`s.status = ${query.status}`);
  if (query.departmentId) conditions.push(sql`s.department_id = ${query.departmentId}`);
  if (query.agentId) conditions.push(sql`s.assigned_to = ${query.agentId}`);
  if (query.from)
    conditions.push(sql`s.started_at >= ${dayStart(query.from).toISOString()}::timestamptz`);
  if (query.to)
    conditions.push(sql`s.started_at < ${dayAfter(query.to).toISOString()}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

/** One page of the session table, newest first, and how many sessions match in all. */
export async function listChatSessions(
  db: Db,
  query: ChatSessionsQuery,
): Promise<ChatSessionsResponse> {
  const where = tableWhere(query);
  const rows = await queryRows<SummaryRow>(
    db,
    sql`${summarySelect}
    where ${where}
    order by s.started_at desc, s.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from live_chat_sessions s where ${where}`,
  );
  return {
    sessions: rows.map(toSummary),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

interface VisitorRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  plan_name: string | null;
  member_since: Date | string | null;
  open_tickets: number;
  previous_chats: number;
}

/**
 * Who the agent is talking to. A signed-in customer is described by their account (plan, member
 * since, open tickets, earlier chats); a signed-out visitor only by what they typed, since an e-mail
 * they typed proves nothing and must not pull someone else's history into the pane.
 */
async function loadVisitorContext(db: Db, session: SummaryRow): Promise<ChatVisitorContext> {
  const anonymous = {
    signedIn: false,
    name: session.user_name,
    email: session.user_email,
    planName: null,
    memberSince: null,
    openTicketCount: 0,
    previousChatCount: 0,
  };
  if (!session.user_id) return anonymous;
  const [row] = await queryRows<VisitorRow>(
    db,
    sql`
    select p.first_name, p.last_name, u.email, pl.name as plan_name, p.created_at as member_since,
           (select count(*)::int from support_tickets t
             where t.user_id = u.id and t.status in (${sql.join(
               ACTIVE_TICKET_STATUSES.map((st) => sql`${st}`),
               sql`, `,
             )})) as open_tickets,
           (select count(*)::int from live_chat_sessions o
             where o.user_id = u.id and o.id <> ${session.id} and o.started_at <= ${iso(session.started_at)}::timestamptz) as previous_chats
    from users u
    join profiles p on p.id = u.id
    left join plans pl on pl.id = p.plan_id
    where u.id = ${session.user_id}`,
  );
  if (!row) return anonymous;
  return {
    signedIn: true,
    name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() || session.user_name,
    email: row.email,
    planName: row.plan_name,
    memberSince: isoOrNull(row.member_since),
    openTicketCount: row.open_tickets,
    previousChatCount: row.previous_chats,
  };
}

/** One session with its whole conversation and the visitor's context; 404 when there is none. */
export async function loadAgentChat(db: Db, id: string): Promise<AgentChatDetail> {
  const [row] = await queryRows<SummaryRow>(db, sql`${summarySelect} where s.id = ${id}`);
  if (!row) throw notFound("Chat session not found");
  return {
    ...toSummary(row),
    ratingComment: row.rating_comment,
    messages: await chatMessagesAfter(db, id),
    visitor: await loadVisitorContext(db, row),
  };
}
