import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  AgentChatDetail,
  ChatInboxResponse,
  ChatMessage,
  ChatOverview,
  ChatSessionIdParams,
  ChatSessionsQuery,
  ChatSessionsResponse,
  ChatSettingsBody,
  ChatSettingsResponse,
  ConvertChatResponse,
  SavedRepliesQuery,
  SavedRepliesResponse,
  SavedReply,
  SavedReplyBody,
  SavedReplyIdParams,
  SendChatMessageBody,
  SetAvailabilityBody,
  TransferChatBody,
} from "../../contract/chat";
import { viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { staffGuards } from "../rbac/guards";
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
const byId = { params: ChatSessionIdParams };

/** The agents' console (admin spec, Live Chat admin): chat.view reads; each action needs its own permission. */
export const agentChatRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const guard = staffGuards(deps);
  const canView = guard.requirePermission("chat.view");
  const canAccept = guard.requirePermission("chat.accept");
  const canRespond = guard.requirePermission("chat.respond");
  const canEnd = guard.requirePermission("chat.end");
  const canConvert = guard.requireAllPermissions(["chat.respond", "support.respond"]);
  const canEditSettings = guard.requirePermission("settings.edit");

  app.get(
    "/api/admin/chat/overview",
    { preValidation: canView, schema: { response: { 200: ChatOverview } } },
    async (request) =>
      getChatOverview(db, {
        userId: viewerOf(request).userId,
        staffDomain: deps.config.staffEmailDomain,
      }),
  );

  app.get(
    "/api/admin/chat/inbox",
    { preValidation: canView, schema: { response: { 200: ChatInboxResponse } } },
    async (request) => listChatInbox(db, { viewerId: viewerOf(request).userId }),
  );

  app.get(
    "/api/admin/chat/sessions",
    {
      preValidation: canView,
      schema: { querystring: ChatSessionsQuery, response: { 200: ChatSessionsResponse } },
    },
    async (request) => listChatSessions(db, request.query),
  );

  app.get(
    "/api/admin/chat/sessions/:id",
    { preValidation: canView, schema: { ...byId, response: { 200: AgentChatDetail } } },
    async (request) => loadAgentChat(db, request.params.id),
  );

  app.post(
    "/api/admin/chat/sessions/:id/accept",
    { preValidation: canAccept, schema: { ...byId, response: { 200: AgentChatDetail } } },
    async (request) => acceptChat(db, { id: request.params.id, ...actor(request) }),
  );

  app.post(
    "/api/admin/chat/sessions/:id/messages",
    {
      preValidation: canRespond,
      schema: { ...byId, body: SendChatMessageBody, response: { 201: ChatMessage } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await respondToChat(db, {
          id: request.params.id,
          actorId: viewerOf(request).userId,
          message: request.body.message,
        }),
      ),
  );

  app.post(
    "/api/admin/chat/sessions/:id/end",
    { preValidation: canEnd, schema: { ...byId, response: { 200: AgentChatDetail } } },
    async (request) => endChat(db, { id: request.params.id, ...actor(request) }),
  );

  app.post(
    "/api/admin/chat/sessions/:id/transfer",
    {
      preValidation: canAccept,
      schema: { ...byId, body: TransferChatBody, response: { 200: AgentChatDetail } },
    },
    async (request) =>
      transferChat(deps, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.post(
    "/api/admin/chat/sessions/:id/convert",
    { preValidation: canConvert, schema: { ...byId, response: { 201: ConvertChatResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await convertChatToTicket(db, { id: request.params.id, ...actor(request) })),
  );

  app.put(
    "/api/admin/chat/availability",
    {
      preValidation: canView,
      schema: { body: SetAvailabilityBody, response: { 200: ChatOverview.shape.me } },
    },
    async (request) =>
      setAvailability(db, {
        userId: viewerOf(request).userId,
        availability: request.body.availability,
      }),
  );

  app.get(
    "/api/admin/chat/settings",
    { preValidation: canView, schema: { response: { 200: ChatSettingsResponse } } },
    async () => ({
      maxChatsPerAgent: await getMaxChatsPerAgent(db),
    }),
  );

  app.put(
    "/api/admin/chat/settings",
    {
      preValidation: canEditSettings,
      schema: { body: ChatSettingsBody, response: { 200: ChatSettingsResponse } },
    },
    async (request) => updateChatSettings(db, { body: request.body, ...actor(request) }),
  );

  app.get(
    "/api/admin/chat/saved-replies",
    {
      preValidation: canView,
      schema: { querystring: SavedRepliesQuery, response: { 200: SavedRepliesResponse } },
    },
    async (request) => ({
      replies: await listSavedReplies(db, { departmentId: request.query.departmentId }),
    }),
  );

  app.post(
    "/api/admin/chat/saved-replies",
    {
      preValidation: canEditSettings,
      schema: { body: SavedReplyBody, response: { 201: SavedReply } },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedReply(db, { body: request.body, ...actor(request) })),
  );

  app.put(
    "/api/admin/chat/saved-replies/:id",
    {
      preValidation: canEditSettings,
      schema: { params: SavedReplyIdParams, body: SavedReplyBody, response: { 200: SavedReply } },
    },
    async (request) =>
      updateSavedReply(db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.delete(
    "/api/admin/chat/saved-replies/:id",
    {
      preValidation: canEditSettings,
      schema: { params: SavedReplyIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteSavedReply(db, { id: request.params.id, ...actor(request) });
      return reply.status(204).send(null);
    },
  );
};
