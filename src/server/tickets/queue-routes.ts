import { ticketsApi } from "../../contract/tickets-api";
import { viewerOf } from "../auth/plugin";
import { listSavedReplies } from "../departments/saved-replies";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { loadTicketCustomer } from "./customer-context";
import { getQueueFilters, saveQueueFilters } from "./queue-filters";

/**
 * The desk's working aids (issue 16): each agent's remembered queue filters (their own row, by the
 * session), the customer behind a ticket, and the saved replies a ticket reply can start from.
 */
export const ticketQueueRoutes: FeatureRoutes = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);

  route(ticketsApi.getQueueFilters, async (request) =>
    getQueueFilters(deps.db, { userId: viewerOf(request).userId }),
  );

  route(ticketsApi.saveQueueFilters, async (request) =>
    saveQueueFilters(deps.db, { userId: viewerOf(request).userId, filters: request.body }),
  );

  /**
   * The live chat's saved replies, read from the same store, for whoever may answer tickets: a
   * ticket-only agent holds no chat permission, and widening the chat console's own list to them
   * would change what that endpoint's gate means. Editing stays in chat settings (settings.edit).
   */
  route(ticketsApi.listSavedReplies, async () => ({
    replies: await listSavedReplies(deps.db, {}),
  }));

  route(ticketsApi.getCustomer, async (request) =>
    loadTicketCustomer(deps.db, { ticketId: request.params.id }),
  );
};
