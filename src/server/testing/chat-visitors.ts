import type { LightMyRequestResponse } from "fastify";
import type { VisitorChat } from "../../contract/chat";
import { chatApi } from "../../contract/chat-api";
import { defaultRateLimits } from "../config";
import { createTestContext, type TestContext } from "./test-app";

/** Chat tests' context: raised allowances, except a chat start allowance small enough to reach. */
export function createChatTestContext(): Promise<TestContext> {
  return createTestContext({
    rateLimits: { ...defaultRateLimits(1000), chatStartPerIp: { max: 3, windowSeconds: 3600 } },
  });
}

let nextIp = 1;
/** A fresh client address per guest, so the per-IP start limit only bites where a test aims at it. */
export const freshIp = () => `198.51.100.${nextIp++ % 250}`;

/** The `vitalog_chat=…` pair a start set, ready to send back. */
export function chatCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "vitalog_chat");
  if (!cookie)
    throw new Error(`no chat cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface StartedChat {
  chat: VisitorChat;
  /** The chat cookie for a guest; the account's session cookie for a signed-in customer. */
  cookie: string;
}

export async function startGuestChat(
  ctx: TestContext,
  options: { departmentId: string; name?: string; message?: string; email?: string },
): Promise<StartedChat> {
  const response = await ctx.call(chatApi.start, {
    remoteAddress: freshIp(),
    body: {
      departmentId: options.departmentId,
      name: options.name ?? "Guest Visitor",
      message: options.message ?? "Hello?",
      email: options.email,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return { chat: response.json<VisitorChat>(), cookie: chatCookieOf(response) };
}

export async function startUserChat(
  ctx: TestContext,
  options: { cookie: string; departmentId: string; message?: string },
): Promise<StartedChat> {
  const response = await ctx.call(chatApi.start, {
    cookie: options.cookie,
    body: { departmentId: options.departmentId, message: options.message ?? "Hi, I need help" },
  });
  if (response.statusCode !== 201)
    throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return { chat: response.json<VisitorChat>(), cookie: options.cookie };
}

/** What a visitor does to their chat, by the last segment of its path. */
const VISITOR_ACTIONS = {
  messages: chatApi.sendMessage,
  end: chatApi.end,
  abandon: chatApi.abandon,
  rating: chatApi.rate,
  transcript: chatApi.emailTranscript,
};

/** POST /api/chat/sessions/:id/<action> as the holder of `cookie`. */
export const act = (
  ctx: TestContext,
  cookie: string | undefined,
  id: string,
  action: keyof typeof VISITOR_ACTIONS,
  body?: object,
) => ctx.call(VISITOR_ACTIONS[action], { params: { id }, cookie, body });
