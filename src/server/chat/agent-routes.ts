import type { FastifyRequest } from "fastify";
import { chatApi } from "../../contract/chat-api";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getChatOverview, listChatInbox, listChatSessions, loadAgentChat } from "./agent-read";
import {
  acceptChat,
  convertChatToTicket,
  endChat,
  respondToChat,
  transferChat,
} from "./agent-service";
import { getMaxChatsPerAgent, setAvailability, updateChatSettings } from "./agents";
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
} from "../departments/saved-replies";

const actor = (request: FastifyRequest) => ({ actorId: viewerOf(request).userId, ip: request.ip });

/** The agents' console (admin spec, Live Chat admin): chat.view reads; each action needs its own permission. */
export const agentChatRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(chatApi.overview, async (request) =>
    getChatOverview(db, {
      userId: viewerOf(request).userId,
      staffDomain: deps.config.staffEmailDomain,
    }),
  );

  route(chatApi.inbox, async (request) =>
    listChatInbox(db, { viewerId: viewerOf(request).userId }),
  );

  route(chatApi.listSessions, async (request) => listChatSessions(db, request.query));

  route(chatApi.getSession, async (request) => loadAgentChat(db, request.params.id));

  route(chatApi.accept, async (request) =>
    acceptChat(db, { id: request.params.id, ...actor(request) }),
  );

  route(chatApi.respond, async (request) =>
    respondToChat(db, {
      id: request.params.id,
      actorId: viewerOf(request).userId,
      message: request.body.message,
    }),
  );

  route(chatApi.endSession, async (request) =>
    endChat(db, { id: request.params.id, ...actor(request) }),
  );

  route(chatApi.transfer, async (request) =>
    transferChat(deps, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  route(chatApi.convertToTicket, async (request) =>
    convertChatToTicket(db, { id: request.params.id, ...actor(request) }),
  );

  route(chatApi.setAvailability, async (request) =>
    setAvailability(db, {
      userId: viewerOf(request).userId,
      availability: request.body.availability,
    }),
  );

  route(chatApi.getSettings, async () => ({
    maxChatsPerAgent: await getMaxChatsPerAgent(db),
  }));

  route(chatApi.saveSettings, async (request) =>
    updateChatSettings(db, { body: request.body, ...actor(request) }),
  );

  route(chatApi.listSavedReplies, async (request) => ({
    replies: await listSavedReplies(db, { departmentId: request.query.departmentId }),
  }));

  route(chatApi.createSavedReply, async (request) =>
    createSavedReply(db, { body: request.body, ...actor(request) }),
  );

  route(chatApi.updateSavedReply, async (request) =>
    updateSavedReply(db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  route(chatApi.deleteSavedReply, async (request) => {
    await deleteSavedReply(db, { id: request.params.id, ...actor(request) });
    return null;
  });
};
