import { eq, sql } from "drizzle-orm";
import type { AgentChatDetail, ChatMessage, TransferChatBody } from "../../contract/chat";
import {
  CHAT_ENDED_MESSAGE,
  isOpenChat,
  joinedMessage,
  transferredToAgentMessage,
  transferredToDepartmentMessage,
} from "../../domain/chat";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { chatAgents, chatSessions, profiles, supportTickets } from "../db/schema";
import { holdAccount } from "../db/user-lock";
import { holdActiveDepartment, holdDepartment } from "../departments/hold";
import { conflict, fieldError, notFound, unauthorized } from "../errors";
import type { AppDeps } from "../http/types";
import { notifyTicketChanged } from "../tickets/doorbell";
import { ticketPriorityFor } from "../tickets/priority-support";
import { loadAgentChat } from "./agent-read";
import { countActiveChats, getMaxChatsPerAgent, listChatAcceptors, type ChatActor } from "./agents";
import { notifyChat } from "./doorbell";
import { chatMessagesAfter } from "./read";
import {
  appendChatMessage,
  lockChatSession,
  postChatMessage,
  type LockedChatSession,
} from "./write";
import { mayWrite } from "./writers";

/*
 * Lock order of every agent write, so none can deadlock with another or with an account's or a
 * department's deletion (which lock their own row before their cascades reach chat_agents and the
 * sessions naming them): the account (holdAccount) or department, then the agent's chat_agents row
 * (lockAgent), then the session (lockChatSession).
 */

/**
 * The agent's chat_agents row, created if need be and locked until the transaction ends: two
 * accepts by one agent at once then count their active chats one after the other, so both cannot
 * pass the limit.
 */
async function lockAgent(tx: Db, userId: string): Promise<void> {
  await tx.insert(chatAgents).values({ userId }).onConflictDoNothing();
  await tx
    .select({ userId: chatAgents.userId })
    .from(chatAgents)
    .where(eq(chatAgents.userId, userId))
    .for("update");
}

async function nameOf(tx: Db, userId: string): Promise<{ firstName: string; lastName: string }> {
  const [row] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? { firstName: "An agent", lastName: "" };
}

const ENDED = "This chat has already ended.";

/** Why a session that is not waiting cannot be accepted: who has it, or that it is over. */
async function notWaiting(tx: Db, session: LockedChatSession, actorId: string): Promise<Error> {
  if (session.status !== "active") return conflict(ENDED);
  if (session.assignedTo === actorId) return conflict("You have already accepted this chat.");
  if (!session.assignedTo) return conflict("Already accepted by another agent");
  return conflict(`Already accepted by ${(await nameOf(tx, session.assignedTo)).firstName}`);
}

const sessionSnapshot = (s: Pick<LockedChatSession, "status" | "assignedTo" | "departmentId">) => ({
  status: s.status,
  assignedTo: s.assignedTo,
  departmentId: s.departmentId,
});

/**
 * Takes a waiting chat. The session lock serves two agents accepting at once one after the other:
 * the second finds it active and is told who has it. Refused at the per-agent limit.
 */
export async function acceptChat(
  db: Db,
  options: { id: string } & ChatActor,
): Promise<AgentChatDetail> {
  return db.transaction(async (tx) => {
    if (!(await holdAccount(tx, options.actorId))) throw unauthorized();
    await lockAgent(tx, options.actorId);
    const session = await lockChatSession(tx, options.id);
    if (session.status !== "waiting") throw await notWaiting(tx, session, options.actorId);
    const active = await countActiveChats(tx, options.actorId);
    if (active >= (await getMaxChatsPerAgent(tx)))
      throw conflict(`You already have ${active} active chats, the most allowed.`);
    const now = new Date();
    await tx
      .update(chatSessions)
      .set({ status: "active", assignedTo: options.actorId, acceptedAt: now, updatedAt: now })
      .where(eq(chatSessions.id, options.id));
    await appendChatMessage(tx, {
      sessionId: options.id,
      senderRole: "system",
      message: joinedMessage((await nameOf(tx, options.actorId)).firstName),
    });
    await notifyChat(tx, { kind: "state", sessionId: options.id });
    // The agent's active chats count in the widget's "agent online" rule.
    await notifyChat(tx, { kind: "agents" });
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "chat.accept",
      targetType: "chat_session",
      targetId: options.id,
      before: sessionSnapshot(session),
      after: { status: "active", assignedTo: options.actorId, departmentId: session.departmentId },
      ip: options.ip,
    });
    return loadAgentChat(tx, options.id);
  });
}

/** An agent's message: only in an active chat, and only by the agent it is assigned to. */
export async function respondToChat(
  db: Db,
  options: { id: string; actorId: string; message: string },
): Promise<ChatMessage> {
  const writer = { role: "agent", agentId: options.actorId } as const;
  const result = await postChatMessage(db, {
    sessionId: options.id,
    writer,
    message: options.message,
    allowance: null,
  });
  if ("written" in result) return result.written;
  if ("accountGone" in result) throw unauthorized();
  const { session } = result.refused;
  if (!session) throw notFound("Chat session not found");
  if (session.status === "waiting") throw conflict("Accept this chat before replying.");
  if (session.status !== "active") throw conflict(ENDED);
  // Active, and refused the write: another agent has it, or none.
  if (!mayWrite(writer, session)) {
    throw conflict(
      session.assignedTo
        ? `This chat is with ${(await nameOf(db, session.assignedTo)).firstName}.`
        : "This chat has no agent.",
    );
  }
  throw new Error(
    `post_chat_message refused an agent's message in chat ${options.id} for no reason the server knows`,
  );
}

/** Ends a waiting or active chat; ending one that already ended changes nothing (and is not audited). */
export async function endChat(
  db: Db,
  options: { id: string } & ChatActor,
): Promise<AgentChatDetail> {
  return db.transaction(async (tx) => {
    const session = await lockChatSession(tx, options.id);
    if (!isOpenChat(session.status)) return loadAgentChat(tx, options.id);
    const now = new Date();
    await tx
      .update(chatSessions)
      .set({ status: "resolved", endedAt: now, updatedAt: now })
      .where(eq(chatSessions.id, options.id));
    await appendChatMessage(tx, {
      sessionId: options.id,
      senderRole: "system",
      message: CHAT_ENDED_MESSAGE,
    });
    await notifyChat(tx, { kind: "state", sessionId: options.id });
    if (session.status === "active") await notifyChat(tx, { kind: "agents" });
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "chat.end",
      targetType: "chat_session",
      targetId: options.id,
      before: sessionSnapshot(session),
      after: { status: "resolved" },
      ip: options.ip,
    });
    return loadAgentChat(tx, options.id);
  });
}

const NOT_AN_AGENT = "Choose an agent who can accept chats";

/** To an agent: stays active with them (they must hold chat.accept and be under the limit). */
async function transferToAgent(
  tx: Db,
  options: { id: string; agentId: string; staffDomain: string },
): Promise<{ session: LockedChatSession; message: string }> {
  if (!(await holdAccount(tx, options.agentId))) throw fieldError("agentId", NOT_AN_AGENT);
  const agents = await listChatAcceptors(tx, options.staffDomain);
  if (!agents.some((a) => a.id === options.agentId)) throw fieldError("agentId", NOT_AN_AGENT);
  await lockAgent(tx, options.agentId);
  const session = await lockChatSession(tx, options.id);
  if (!isOpenChat(session.status)) throw conflict(ENDED);
  const { firstName } = await nameOf(tx, options.agentId);
  if (session.status === "active" && session.assignedTo === options.agentId)
    throw conflict(`This chat is already with ${firstName}.`);
  const active = await countActiveChats(tx, options.agentId);
  if (active >= (await getMaxChatsPerAgent(tx)))
    throw conflict(`${firstName} already has ${active} active chats, the most allowed.`);
  const now = new Date();
  await tx
    .update(chatSessions)
    .set({
      status: "active",
      assignedTo: options.agentId,
      acceptedAt: sql`coalesce(${chatSessions.acceptedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(chatSessions.id, options.id));
  return { session, message: transferredToAgentMessage(firstName) };
}

/** To a department: back to its queue, waiting for any of its agents (the queue position is counted anew). */
async function transferToDepartment(
  tx: Db,
  options: { id: string; departmentId: string },
): Promise<{ session: LockedChatSession; message: string }> {
  const department = await holdActiveDepartment(tx, options.departmentId);
  const session = await lockChatSession(tx, options.id);
  if (!isOpenChat(session.status)) throw conflict(ENDED);
  if (session.status === "waiting" && session.departmentId === options.departmentId)
    throw conflict(`This chat is already waiting in ${department.name}.`);
  await tx
    .update(chatSessions)
    .set({
      status: "waiting",
      assignedTo: null,
      acceptedAt: null,
      departmentId: options.departmentId,
      updatedAt: new Date(),
    })
    .where(eq(chatSessions.id, options.id));
  return { session, message: transferredToDepartmentMessage(department.name) };
}

/** Hands an open chat to another agent or department; the visitor is told by a system message. */
export async function transferChat(
  deps: AppDeps,
  options: { id: string; body: TransferChatBody } & ChatActor,
): Promise<AgentChatDetail> {
  const { body } = options;
  return deps.db.transaction(async (tx) => {
    const { session, message } =
      "agentId" in body
        ? await transferToAgent(tx, {
            id: options.id,
            agentId: body.agentId,
            staffDomain: deps.config.staffEmailDomain,
          })
        : await transferToDepartment(tx, { id: options.id, departmentId: body.departmentId });
    await appendChatMessage(tx, { sessionId: options.id, senderRole: "system", message });
    await notifyChat(tx, { kind: "state", sessionId: options.id });
    await notifyChat(tx, { kind: "agents" });
    const after = await loadAgentChat(tx, options.id);
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "chat.transfer",
      targetType: "chat_session",
      targetId: options.id,
      before: sessionSnapshot(session),
      after: {
        status: after.status,
        assignedTo: after.assignedTo?.id ?? null,
        departmentId: after.department?.id ?? null,
      },
      ip: options.ip,
    });
    return after;
  });
}

/** The conversation as the ticket's description: one line per message, times in UTC. */
function transcriptOf(session: LockedChatSession, messages: ChatMessage[]): string {
  const stamp = (isoTime: string) => `${isoTime.slice(0, 10)} ${isoTime.slice(11, 16)} UTC`;
  const author = (m: ChatMessage) => {
    if (m.senderRole === "system") return "System";
    if (m.sender) return `${m.sender.firstName} ${m.sender.lastName}`.trim();
    return m.senderRole === "visitor" ? session.userName : "Agent";
  };
  const lines = messages.map((m) => `[${stamp(m.createdAt)}] ${author(m)}: ${m.message}`);
  return [
    `Live chat transcript with ${session.userName}${session.userEmail ? ` <${session.userEmail}>` : ""}`,
    "",
    ...lines,
  ].join("\n");
}

/**
 * Files a support ticket holding the transcript, for the customer (or, for a signed-out visitor, the
 * name and e-mail they gave), and links it to the chat. Once only: the session lock makes a second
 * convert, even one sent at the same moment, find the link and answer 409.
 */
export async function convertChatToTicket(
  db: Db,
  options: { id: string } & ChatActor,
): Promise<{ ticketId: string; ticketNumber: string }> {
  // Account and department are held before the session (the lock order above), so they are read first.
  const [peek] = await db
    .select({ userId: chatSessions.userId, departmentId: chatSessions.departmentId })
    .from(chatSessions)
    .where(eq(chatSessions.id, options.id));
  return db.transaction(async (tx) => {
    if (peek?.userId) await holdAccount(tx, peek.userId);
    const heldDepartment = peek?.departmentId ? await holdDepartment(tx, peek.departmentId) : null;
    const session = await lockChatSession(tx, options.id);
    // A transfer between the read and the lock names a department this transaction does not hold.
    if (session.departmentId !== null && session.departmentId !== heldDepartment?.id)
      throw conflict("This chat was just transferred. Try again.");
    const [link] = await tx
      .select({ ticketNumber: supportTickets.ticketNumber, priority: chatSessions.priority })
      .from(chatSessions)
      .leftJoin(supportTickets, eq(supportTickets.id, chatSessions.convertedTicketId))
      .where(eq(chatSessions.id, options.id));
    if (link?.ticketNumber)
      throw conflict(`This chat was already converted to ticket ${link.ticketNumber}.`);
    const transcript = transcriptOf(session, await chatMessagesAfter(tx, options.id));
    const signedIn = session.userId !== null;
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: session.userId,
        contactName: signedIn ? null : session.userName,
        contactEmail: signedIn ? null : session.userEmail,
        subject: `Live chat with ${session.userName}`,
        description: transcript,
        category: "General",
        // As any ticket of the customer's: high at least when their plan in force has priority support.
        priority: await ticketPriorityFor(tx, {
          userId: session.userId,
          chosen: link?.priority ?? "medium",
        }),
        departmentId: session.departmentId,
      })
      .returning({ id: supportTickets.id, ticketNumber: supportTickets.ticketNumber });
    await tx
      .update(chatSessions)
      .set({ convertedTicketId: ticket!.id, updatedAt: new Date() })
      .where(eq(chatSessions.id, options.id));
    await notifyTicketChanged(tx, ticket!.id);
    await notifyChat(tx, { kind: "state", sessionId: options.id });
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "chat.convert",
      targetType: "chat_session",
      targetId: options.id,
      after: { ticketId: ticket!.id, ticketNumber: ticket!.ticketNumber },
      ip: options.ip,
    });
    return { ticketId: ticket!.id, ticketNumber: ticket!.ticketNumber };
  });
}
