import type { FastifyRequest } from "fastify";
import { chatApi } from "../../contract/chat-api";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { viewerOf } from "../http/viewer";
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
const visitorOf = (request: FastifyRequest): ChatVisitor =>
  viewerOf(request, readVisitorCredential);

/** The widget's side of live chat (chat-design.md, "Visitor side"): public, reaching only the visitor's own sessions. */
export const chatVisitorRoutes: FeatureRoutes = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);

  route(chatApi.departments, async () => ({
    departments: await listChatDepartments(deps),
  }));

  route(chatApi.start, async (request, reply) => {
    const { chat, token } = await startChat(deps, {
      visitor: visitorOf(request),
      ip: request.ip,
      body: request.body,
    });
    if (token) setChatCookie(request, reply, chat.session.id, token);
    return chat;
  });

  route(chatApi.current, async (request) => currentVisitorChat(deps, visitorOf(request)));

  route(chatApi.get, async (request) => {
    await loadVisitorSession(deps.db, visitorOf(request), request.params.id);
    return readVisitorChat(deps.db, request.params.id);
  });

  route(chatApi.sendMessage, async (request) =>
    sendVisitorMessage(deps, {
      visitor: visitorOf(request),
      sessionId: request.params.id,
      message: request.body.message,
    }),
  );

  route(chatApi.end, async (request) =>
    closeVisitorChat(deps, {
      visitor: visitorOf(request),
      sessionId: request.params.id,
      status: "resolved",
    }),
  );

  route(chatApi.abandon, async (request) =>
    closeVisitorChat(deps, {
      visitor: visitorOf(request),
      sessionId: request.params.id,
      status: "abandoned",
    }),
  );

  route(chatApi.rate, async (request) =>
    rateChat(deps, {
      visitor: visitorOf(request),
      sessionId: request.params.id,
      body: request.body,
    }),
  );

  route(chatApi.emailTranscript, async (request) => {
    await mailTranscript(deps, {
      visitor: visitorOf(request),
      sessionId: request.params.id,
      email: request.body.email,
    });
    return {};
  });

  route(chatApi.leaveOfflineMessage, async (request) =>
    leaveOfflineMessage(deps, {
      visitor: visitorOf(request),
      ip: request.ip,
      body: request.body,
    }),
  );
};
