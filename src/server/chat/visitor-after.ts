import { eq } from "drizzle-orm";
import type { ChatMessage, RateChatBody, VisitorChat } from "../../contract/chat";
import { isOpenChat } from "../../domain/chat";
import { hitRateLimit } from "../auth/rate-limit";
import { chatSessions, users } from "../db/schema";
import { conflict, fieldError } from "../errors";
import type { AppDeps } from "../http/types";
import { notifyChat } from "./doorbell";
import { chatMessagesAfter } from "./read";
import { loadVisitorSession, readVisitorChat, type ChatVisitor } from "./visitor-access";
import { lockChatSession } from "./write";

/** What the visitor can do once the chat is over (end-user spec, section 4): rate it once, mail the transcript. */

export const RATE_AFTER_END = "You can rate the chat once it has ended.";
export const ALREADY_RATED = "You have already rated this chat.";
export const TRANSCRIPT_AFTER_END = "The transcript can be sent once the chat has ended.";
export const TRANSCRIPT_EMAIL_REQUIRED = "Enter the e-mail address to send the transcript to";

/** One rating per chat: the session lock makes two submissions at once answer 200 and 409, never two ratings. */
export async function rateChat(
  deps: AppDeps,
  options: { visitor: ChatVisitor; sessionId: string; body: RateChatBody },
): Promise<VisitorChat> {
  const { sessionId, body } = options;
  await loadVisitorSession(deps.db, options.visitor, sessionId);
  await deps.db.transaction(async (tx) => {
    const locked = await lockChatSession(tx, sessionId);
    if (isOpenChat(locked.status)) throw conflict(RATE_AFTER_END);
    const [row] = await tx
      .select({ rating: chatSessions.rating })
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId));
    if (row?.rating != null) throw conflict(ALREADY_RATED);
    await tx
      .update(chatSessions)
      .set({ rating: body.rating, ratingComment: body.comment || null, updatedAt: new Date() })
      .where(eq(chatSessions.id, sessionId));
    await notifyChat(tx, { kind: "state", sessionId });
  });
  return readVisitorChat(deps.db, sessionId);
}

const stamp = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function senderLabel(message: ChatMessage, visitorName: string): string {
  if (message.senderRole === "system") return "System";
  const named = message.sender
    ? `${message.sender.firstName} ${message.sender.lastName}`.trim()
    : "";
  if (message.senderRole === "agent") return `${named || "Agent"} (support)`;
  return named || visitorName;
}

/** The transcript as plain text: each message on its own line with its time (UTC) and sender. */
export function transcriptText(options: {
  productName: string;
  visitorName: string;
  departmentName: string | null;
  messages: ChatMessage[];
}): string {
  const head = `Transcript of your live chat with ${options.productName}${options.departmentName ? ` (${options.departmentName})` : ""}`;
  const lines = options.messages.map(
    (m) => `[${stamp(m.createdAt)}] ${senderLabel(m, options.visitorName)}: ${m.message}`,
  );
  return [head, "", ...lines].join("\n");
}

/**
 * Mails the transcript of an ended chat through the outbox: to the given address, else the account's
 * (or the one a signed-out visitor gave at the start). Bounded per session: the address is the
 * visitor's choice, so without a bound this would mail anyone, as often as asked.
 */
export async function mailTranscript(
  deps: AppDeps,
  options: { visitor: ChatVisitor; sessionId: string; email: string | undefined },
): Promise<void> {
  const { sessionId } = options;
  const session = await loadVisitorSession(deps.db, options.visitor, sessionId);
  if (isOpenChat(session.state.status)) throw conflict(TRANSCRIPT_AFTER_END);
  const [row] = await deps.db
    .select({
      userName: chatSessions.userName,
      userEmail: chatSessions.userEmail,
      accountEmail: users.email,
    })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.userId))
    .where(eq(chatSessions.id, sessionId));
  const to = options.email || row?.accountEmail || row?.userEmail;
  if (!to) throw fieldError("email", TRANSCRIPT_EMAIL_REQUIRED);
  await hitRateLimit(
    deps.db,
    `chat-transcript:session:${sessionId}`,
    deps.config.rateLimits.chatTranscriptPerSession,
  );
  const messages = await chatMessagesAfter(deps.db, sessionId);
  await deps.mailer.send({
    to,
    kind: "chat_transcript",
    subject: `Your ${deps.config.productName} live chat transcript`,
    text: transcriptText({
      productName: deps.config.productName,
      visitorName: row?.userName ?? "You",
      departmentName: session.state.departmentName,
      messages,
    }),
  });
}
