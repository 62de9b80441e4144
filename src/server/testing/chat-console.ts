import { and, eq } from "drizzle-orm";
import type { AgentChatDetail } from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import type { EndpointSpec } from "../../contract/endpoint";
import type { ChatStatus } from "../../domain/chat";
import { auditLog, chatMessages, chatSessions, departments } from "../db/schema";
import type { TestUser } from "./factories";
import type { TestCallInput, TestContext } from "./test-app";

/**
 * A chat as the visitor's start leaves it (a waiting session and its first message), written straight
 * into the database so the agents' side is tested on its own. `minutesAgo` orders sessions in time.
 */
export async function startTestChat(
  ctx: TestContext,
  options: {
    departmentId: string | null;
    user?: TestUser;
    name?: string;
    email?: string | null;
    minutesAgo?: number;
    status?: ChatStatus;
    assignedTo?: string | null;
  },
): Promise<string> {
  const startedAt = new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000);
  const ended = options.status === "resolved" || options.status === "abandoned";
  const message = "Hello, I need help";
  const [row] = await ctx.db
    .insert(chatSessions)
    .values({
      userId: options.user?.id ?? null,
      departmentId: options.departmentId,
      status: options.status ?? "waiting",
      userName: options.name ?? "Visitor Vera",
      userEmail:
        options.email === undefined ? (options.user?.email ?? "vera@example.com") : options.email,
      initialMessage: message,
      assignedTo: options.assignedTo ?? null,
      startedAt,
      acceptedAt: options.assignedTo ? startedAt : null,
      endedAt: ended ? new Date() : null,
    })
    .returning({ id: chatSessions.id });
  await ctx.db.insert(chatMessages).values({
    sessionId: row!.id,
    senderRole: "visitor",
    message,
    senderId: options.user?.id ?? null,
    createdAt: startedAt,
  });
  return row!.id;
}

/** A department of its own, so a test's counts and queue are not shared with other tests. */
export async function createTestDepartment(ctx: TestContext, name: string): Promise<string> {
  const [row] = await ctx.db
    .insert(departments)
    .values({ name, color: "#123456" })
    .returning({ id: departments.id });
  return row!.id;
}

/** One of the console's actions on a chat (accept, respond, transfer, convertToTicket, endSession) as `who`. */
export const agentPost = (
  ctx: TestContext,
  who: TestUser,
  endpoint: EndpointSpec,
  input: TestCallInput = {},
) => ctx.call(endpoint, { ...input, cookie: who.cookie });

export async function acceptAs(
  ctx: TestContext,
  who: TestUser,
  sessionId: string,
): Promise<AgentChatDetail> {
  const response = await agentPost(ctx, who, chatApi.accept, { params: { id: sessionId } });
  if (response.statusCode !== 200)
    throw new Error(`accept failed: ${response.statusCode} ${response.body}`);
  return response.json<AgentChatDetail>();
}

/** The audit entries of one action on one target, oldest first. */
export const auditOf = (ctx: TestContext, action: string, targetId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
