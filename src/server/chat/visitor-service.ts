import { and, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type {
  ChatDepartment,
  ChatMessage,
  CurrentChatResponse,
  StartChatBody,
  VisitorChat,
} from "../../contract/chat";
import { CHAT_ENDED_MESSAGE, DEFAULT_CHAT_PRIORITY, isOpenChat } from "../../domain/chat";
import { RateLimitedError, hitRateLimit } from "../auth/rate-limit";
import type { Db } from "../db/client";
import { chatSessions, profiles, users } from "../db/schema";
import { holdAccount } from "../db/user-lock";
import { AppError, conflict, fieldError, notFound, unauthorized } from "../errors";
import type { AppDeps } from "../http/types";
import { holdActiveDepartment } from "../departments/hold";
import { listDepartments } from "../departments/service";
import { hasPrioritySupport } from "../tickets/priority-support";
import { departmentsWithOnlineAgents, hasOnlineAgent } from "./agent-availability";
import { CREDENTIAL_AFTER_END_MS, issueVisitorToken } from "./credential";
import { notifyChat } from "./doorbell";
import { startingQueuePositionSql } from "./queue-order";
import { chatMessagesAfter, loadChatSession } from "./read";
import {
  SESSION_NOT_FOUND,
  loadVisitorSession,
  readVisitorChat,
  visitorReaches,
  type ChatVisitor,
} from "./visitor-access";
import { appendChatMessage, lockChatSession, postChatMessage } from "./write";
import { mayWrite } from "./writers";

export const NAME_REQUIRED = "Your name is required";
export const NO_AGENT_ONLINE =
  "No agent of this department is online right now. Leave a message and we will answer by e-mail.";

/** The widget's department picker: active departments by sort_order, and whether anyone can take a chat there. */
export async function listChatDepartments(deps: AppDeps): Promise<ChatDepartment[]> {
  // The departments the forms list, as the departments screen lists them (colour included).
  const rows = await listDepartments(deps.db, { activeOnly: true });
  const online = await departmentsWithOnlineAgents(deps.db, {
    staffDomain: deps.config.staffEmailDomain,
  });
  return rows.map(({ id, name, color }) => ({ id, name, color, agentsOnline: online.has(id) }));
}

/** Who the visitor is, as the session and its messages keep it: an account's name now, or the name they typed. */
interface VisitorIdentity {
  userId: string | null;
  name: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export async function accountIdentity(db: Db, userId: string): Promise<VisitorIdentity> {
  const [row] = await db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  // The account was deleted after the request resolved its session: its session went with it.
  if (!row) throw unauthorized();
  return {
    userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

export function guestIdentity(body: {
  name?: string | undefined;
  email?: string | undefined;
}): VisitorIdentity {
  const name = body.name?.trim() ?? "";
  if (!name) throw fieldError("name", NAME_REQUIRED);
  // A signed-out visitor's messages carry no name (contract: sender null); the session keeps it for the agent.
  return { userId: null, name, email: body.email || null, firstName: null, lastName: null };
}

/**
 * Starts a chat: waiting, priority medium, the visitor's message as its first chat message, and the
 * queue position it starts at. Refused with no_agent_online when nobody of the department can take it,
 * so nobody waits in an empty queue (the widget offers the offline message instead). Returns the
 * signed-out visitor's token, which only the cookie ever carries.
 */
export async function startChat(
  deps: AppDeps,
  options: { visitor: ChatVisitor; ip: string; body: StartChatBody },
): Promise<{ chat: VisitorChat; token: string | null }> {
  const { visitor, body } = options;
  const identity =
    visitor.kind === "user" ? await accountIdentity(deps.db, visitor.userId) : guestIdentity(body);
  if (visitor.kind === "guest")
    await hitRateLimit(
      deps.db,
      `chat-start:ip:${options.ip}`,
      deps.config.rateLimits.chatStartPerIp,
    );
  const issued = visitor.kind === "guest" ? issueVisitorToken() : null;
  const sessionId = await deps.db.transaction(async (tx) => {
    if (identity.userId && !(await holdAccount(tx, identity.userId))) throw unauthorized();
    await holdActiveDepartment(tx, body.departmentId);
    if (
      !(await hasOnlineAgent(tx, {
        staffDomain: deps.config.staffEmailDomain,
        departmentId: body.departmentId,
      }))
    ) {
      throw new AppError("no_agent_online", NO_AGENT_ONLINE, 409);
    }
    const prioritySupport =
      identity.userId !== null && (await hasPrioritySupport(tx, identity.userId));
    const [row] = await tx
      .insert(chatSessions)
      .values({
        userId: identity.userId,
        departmentId: body.departmentId,
        status: "waiting",
        priority: DEFAULT_CHAT_PRIORITY,
        userName: identity.name,
        userEmail: identity.email,
        initialMessage: body.message,
        // Where it joins the line: the waiting sessions of the department offered before it, plus one.
        queuePosition: startingQueuePositionSql(body.departmentId, prioritySupport),
        visitorTokenHash: issued?.tokenHash ?? null,
      })
      .returning({ id: chatSessions.id });
    const id = row!.id;
    await lockChatSession(tx, id);
    await appendChatMessage(tx, {
      sessionId: id,
      senderRole: "visitor",
      message: body.message,
      sender: { id: identity.userId, firstName: identity.firstName, lastName: identity.lastName },
    });
    await notifyChat(tx, { kind: "state", sessionId: id });
    return id;
  });
  return { chat: await readVisitorChat(deps.db, sessionId), token: issued?.token ?? null };
}

/** The visitor writes in their open session; a resolved or abandoned one refuses with the spec's text. */
export async function sendVisitorMessage(
  deps: AppDeps,
  options: { visitor: ChatVisitor; sessionId: string; message: string },
): Promise<ChatMessage> {
  const { visitor, sessionId } = options;
  const writer = { role: "visitor", visitor } as const;
  const result = await postChatMessage(deps.db, {
    sessionId,
    writer,
    message: options.message,
    allowance: deps.config.rateLimits.chatMessagePerSession,
  });
  if ("written" in result) return result.written;
  // The account was deleted after the request resolved its session: its session went with it.
  if ("accountGone" in result) throw unauthorized();
  const { session, retryAfterSeconds } = result.refused;
  if (!session || !visitorReaches(visitor, session)) throw notFound(SESSION_NOT_FOUND);
  // Reached, and refused the write: the chat has ended.
  if (!mayWrite(writer, session)) throw conflict(CHAT_ENDED_MESSAGE);
  if (retryAfterSeconds !== null)
    throw new RateLimitedError(
      Math.max(1, Math.ceil(retryAfterSeconds)),
      deps.config.rateLimits.chatMessagePerSession.max,
    );
  throw new Error(
    `post_chat_message refused a visitor's message in chat ${sessionId} for no reason the server knows`,
  );
}

/**
 * The visitor ends the chat (resolved) or closes the widget with it open (abandoned): ended_at and the
 * spec's end message, under the session lock, so an agent's end or a second click at the same moment
 * finds it ended and changes nothing (one end message, whoever came first).
 */
export async function closeVisitorChat(
  deps: AppDeps,
  options: { visitor: ChatVisitor; sessionId: string; status: "resolved" | "abandoned" },
): Promise<VisitorChat> {
  const { sessionId } = options;
  await loadVisitorSession(deps.db, options.visitor, sessionId);
  await deps.db.transaction(async (tx) => {
    const locked = await lockChatSession(tx, sessionId);
    if (!isOpenChat(locked.status)) return;
    const now = new Date();
    await tx
      .update(chatSessions)
      .set({ status: options.status, endedAt: now, updatedAt: now })
      .where(eq(chatSessions.id, sessionId));
    await appendChatMessage(tx, { sessionId, senderRole: "system", message: CHAT_ENDED_MESSAGE });
    await notifyChat(tx, { kind: "state", sessionId });
  });
  return readVisitorChat(deps.db, sessionId);
}

/**
 * What the widget resumes after a reload: the visitor's newest session that is open, or that was
 * resolved within the credential's day and not rated yet (so the rating form comes back). An
 * abandoned one is never resumed: the visitor closed it.
 */
export async function currentVisitorChat(
  deps: AppDeps,
  visitor: ChatVisitor,
): Promise<CurrentChatResponse> {
  const since = new Date(Date.now() - CREDENTIAL_AFTER_END_MS);
  const resumable = or(
    inArray(chatSessions.status, ["waiting", "active"]),
    and(
      eq(chatSessions.status, "resolved"),
      isNull(chatSessions.rating),
      gt(chatSessions.endedAt, since),
    ),
  );
  let sessionId: string | undefined;
  if (visitor.kind === "user") {
    const [row] = await deps.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(eq(chatSessions.userId, visitor.userId), resumable))
      .orderBy(desc(chatSessions.startedAt), desc(chatSessions.id))
      .limit(1);
    sessionId = row?.id;
  } else if (visitor.guest) {
    const [row] = await deps.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(eq(chatSessions.id, visitor.guest.sessionId), resumable));
    sessionId = row?.id;
  }
  if (!sessionId) return { chat: null };
  const session = await loadChatSession(deps.db, sessionId);
  if (!session || !visitorReaches(visitor, session)) return { chat: null };
  return {
    chat: { session: session.state, messages: await chatMessagesAfter(deps.db, sessionId) },
  };
}
