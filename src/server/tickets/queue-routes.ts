import { SavedRepliesResponse } from "../../contract/chat";
import { TicketCustomerContext } from "../../contract/ticket-context";
import { QueueFilterSet, QueueFiltersResponse } from "../../contract/ticket-queue";
import { TicketIdParams } from "../../contract/tickets";
import { viewerOf } from "../auth/plugin";
import { listSavedReplies } from "../departments/saved-replies";
import type { FeatureRoutes } from "../http/types";
import { staffGuards } from "../rbac/guards";
import { loadTicketCustomer } from "./customer-context";
import { getQueueFilters, saveQueueFilters } from "./queue-filters";

/**
 * The desk's working aids (issue 16): each agent's remembered queue filters (their own row, by the
 * session), the customer behind a ticket, and the saved replies a ticket reply can start from.
 */
export const ticketQueueRoutes: FeatureRoutes = async (app, deps) => {
  const guard = staffGuards(deps);
  const canView = guard.requirePermission("support.view");
  const canRespond = guard.requirePermission("support.respond");

  app.get(
    "/api/admin/tickets/queue-filters",
    { preValidation: canView, schema: { response: { 200: QueueFiltersResponse } } },
    async (request) => getQueueFilters(deps.db, { userId: viewerOf(request).userId }),
  );

  app.put(
    "/api/admin/tickets/queue-filters",
    {
      preValidation: canView,
      schema: { body: QueueFilterSet, response: { 200: QueueFiltersResponse } },
    },
    async (request) =>
      saveQueueFilters(deps.db, { userId: viewerOf(request).userId, filters: request.body }),
  );

  /**
   * The live chat's saved replies, read from the same store, for whoever may answer tickets: a
   * ticket-only agent holds no chat permission, and widening the chat console's own list to them
   * would change what that endpoint's gate means. Editing stays in chat settings (settings.edit).
   */
  app.get(
    "/api/admin/tickets/saved-replies",
    { preValidation: canRespond, schema: { response: { 200: SavedRepliesResponse } } },
    async () => ({
      replies: await listSavedReplies(deps.db, {}),
    }),
  );

  app.get(
    "/api/admin/tickets/:id/customer",
    {
      preValidation: canView,
      schema: { params: TicketIdParams, response: { 200: TicketCustomerContext } },
    },
    async (request) => loadTicketCustomer(deps.db, { ticketId: request.params.id }),
  );
};
