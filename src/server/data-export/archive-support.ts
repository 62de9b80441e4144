import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  chatMessages,
  chatSessions,
  departments,
  supportTickets,
  ticketMessages,
} from "../db/schema";

/** Staff sign to customers by first name only, as the ticket and chat screens show them. */
const staffName = (first: string | null) => first?.trim() || "Support team";

/**
 * The user's tickets with the thread they can read: public messages only, never the desk's
 * internal notes, and who was assigned left out (that is the desk's business, as on the ticket screen).
 */
export async function archiveTickets(db: Db, userId: string) {
  const tickets = await db
    .select({ t: supportTickets, department: departments.name })
    .from(supportTickets)
    .leftJoin(departments, eq(departments.id, supportTickets.departmentId))
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  const messages = tickets.length
    ? await db
        .select()
        .from(ticketMessages)
        .where(
          and(
            inArray(
              ticketMessages.ticketId,
              tickets.map((r) => r.t.id),
            ),
            eq(ticketMessages.isInternal, false),
          ),
        )
        .orderBy(asc(ticketMessages.createdAt))
    : [];
  return tickets.map(({ t, department }) => ({
    ticketNumber: t.ticketNumber,
    subject: t.subject,
    description: t.description,
    category: t.category,
    department,
    priority: t.priority,
    status: t.status,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    resolvedAt: t.resolvedAt,
    closedAt: t.closedAt,
    messages: messages
      .filter((m) => m.ticketId === t.id)
      .map((m) => ({
        from: m.fromStaff ? staffName(m.authorFirstName) : "you",
        fromStaff: m.fromStaff,
        body: m.body,
        createdAt: m.createdAt,
      })),
  }));
}

/** The live chats the user had as a customer, with the transcript they were shown. */
export async function archiveChats(db: Db, userId: string) {
  const chats = await db
    .select({ c: chatSessions, department: departments.name })
    .from(chatSessions)
    .leftJoin(departments, eq(departments.id, chatSessions.departmentId))
    .where(eq(chatSessions.userId, userId))
    .orderBy(asc(chatSessions.startedAt));
  const messages = chats.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.sessionId,
            chats.map((r) => r.c.id),
          ),
        )
        .orderBy(asc(chatMessages.id))
    : [];
  return chats.map(({ c, department }) => ({
    department,
    status: c.status,
    name: c.userName,
    email: c.userEmail,
    initialMessage: c.initialMessage,
    startedAt: c.startedAt,
    acceptedAt: c.acceptedAt,
    endedAt: c.endedAt,
    rating: c.rating,
    ratingComment: c.ratingComment,
    messages: messages
      .filter((m) => m.sessionId === c.id)
      .map((m) => ({
        from:
          m.senderRole === "agent"
            ? staffName(m.senderFirstName)
            : m.senderRole === "system"
              ? "system"
              : "you",
        senderRole: m.senderRole,
        message: m.message,
        createdAt: m.createdAt,
      })),
  }));
}
