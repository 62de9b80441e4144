import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ChatDepartmentsResponse,
  ChatMessage,
  ChatSessionIdParams,
  CurrentChatResponse,
  OfflineMessageBody,
  OfflineMessageResponse,
  RateChatBody,
  SendChatMessageBody,
  StartChatBody,
  TranscriptBody,
  VisitorChat,
} from "../../contract/chat";
import type { FeatureRoutes } from "../http/types";
import { readVisitorCredential, setChatCookie } from "./credential";
import { leaveOfflineMessage } from "./offline-message";
import { loadVisitorSession, readVisitorChat, type ChatVisitor } from "./visitor-access";
import { mailTranscript, rateChat } from "./visitor-after";
import {
  closeVisitorChat,
  currentVisitorChat,
  listChatDepartments,
  sendVisitorMessage,
  startChat,
} from "./visitor-service";

/** A signed-in customer by their session; anyone else by the chat cookie (which may be absent). */
function visitorOf(request: FastifyRequest): ChatVisitor {
  return request.viewer
    ? { kind: "user", userId: request.viewer.userId }
    : { kind: "guest", credential: readVisitorCredential(request) };
}

const byId = { params: ChatSessionIdParams };

/** The widget's side of live chat (chat-design.md, "Visitor side"): public, reaching only the visitor's own sessions. */
export const chatVisitorRoutes: FeatureRoutes = async (app, deps) => {
  app.get(
    "/api/chat/departments",
    { schema: { response: { 200: ChatDepartmentsResponse } } },
    async () => ({
      departments: await listChatDepartments(deps),
    }),
  );

  app.post(
    "/api/chat/sessions",
    { schema: { body: StartChatBody, response: { 201: VisitorChat } } },
    async (request, reply) => {
      const { chat, token } = await startChat(deps, {
        visitor: visitorOf(request),
        ip: request.ip,
        body: request.body,
      });
      if (token) setChatCookie(request, reply, chat.session.id, token);
      return reply.status(201).send(chat);
    },
  );

  app.get(
    "/api/chat/sessions/current",
    { schema: { response: { 200: CurrentChatResponse } } },
    async (request) => currentVisitorChat(deps, visitorOf(request)),
  );

  app.get(
    "/api/chat/sessions/:id",
    { schema: { ...byId, response: { 200: VisitorChat } } },
    async (request) => {
      await loadVisitorSession(deps.db, visitorOf(request), request.params.id);
      return readVisitorChat(deps.db, request.params.id);
    },
  );

  app.post(
    "/api/chat/sessions/:id/messages",
    { schema: { ...byId, body: SendChatMessageBody, response: { 201: ChatMessage } } },
    async (request, reply) =>
      reply.status(201).send(
        await sendVisitorMessage(deps, {
          visitor: visitorOf(request),
          sessionId: request.params.id,
          message: request.body.message,
        }),
      ),
  );

  app.post(
    "/api/chat/sessions/:id/end",
    { schema: { ...byId, response: { 200: VisitorChat } } },
    async (request) =>
      closeVisitorChat(deps, {
        visitor: visitorOf(request),
        sessionId: request.params.id,
        status: "resolved",
      }),
  );

  app.post(
    "/api/chat/sessions/:id/abandon",
    { schema: { ...byId, response: { 200: VisitorChat } } },
    async (request) =>
      closeVisitorChat(deps, {
        visitor: visitorOf(request),
        sessionId: request.params.id,
        status: "abandoned",
      }),
  );

  app.post(
    "/api/chat/sessions/:id/rating",
    { schema: { ...byId, body: RateChatBody, response: { 200: VisitorChat } } },
    async (request) =>
      rateChat(deps, {
        visitor: visitorOf(request),
        sessionId: request.params.id,
        body: request.body,
      }),
  );

  app.post(
    "/api/chat/sessions/:id/transcript",
    { schema: { ...byId, body: TranscriptBody, response: { 202: z.object({}) } } },
    async (request, reply) => {
      await mailTranscript(deps, {
        visitor: visitorOf(request),
        sessionId: request.params.id,
        email: request.body.email,
      });
      return reply.status(202).send({});
    },
  );

  app.post(
    "/api/chat/offline-message",
    { schema: { body: OfflineMessageBody, response: { 201: OfflineMessageResponse } } },
    async (request, reply) =>
      reply.status(201).send(
        await leaveOfflineMessage(deps, {
          visitor: visitorOf(request),
          ip: request.ip,
          body: request.body,
        }),
      ),
  );
};
