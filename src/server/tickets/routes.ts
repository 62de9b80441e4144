import type { FastifyRequest } from "fastify";
import { ticketsApi } from "../../contract/tickets-api";
import { viewerOf } from "../auth/plugin";
import { unauthorized } from "../errors";
import { listDepartments } from "../departments/service";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { listQueue, listTicketsOfUser, loadOwnTicket, loadTicket } from "./read";
import {
  assignTicket,
  changeStatus,
  listAssignableStaff,
  openTicket,
  openTicketForUser,
  replyAsCustomer,
  replyAsStaff,
} from "./service";
import { ticketQueueRoutes } from "./queue-routes";
import { getQueueStats } from "./stats";
import { ticketTriageRoutes } from "./triage-routes";

const actor = (request: FastifyRequest) => ({ actorId: viewerOf(request).userId, ip: request.ip });

/** Admin spec, section 5: creating a ticket needs a signed-in user, refused with this message. */
async function requireTicketAuthor(request: FastifyRequest): Promise<void> {
  if (!request.viewer) throw unauthorized("User not authenticated");
}

/** The customer's tickets: only ever their own (someone else's id answers 404). */
const customerTicketRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(ticketsApi.listMine, async (request) => ({
    tickets: await listTicketsOfUser(db, viewerOf(request).userId),
  }));

  route(
    ticketsApi.open,
    async (request) => openTicket(db, { userId: viewerOf(request).userId, body: request.body }),
    { guard: requireTicketAuthor },
  );

  route(ticketsApi.getMine, async (request) =>
    loadOwnTicket(db, { id: request.params.id, ownerId: viewerOf(request).userId }),
  );

  route(ticketsApi.answer, async (request) =>
    replyAsCustomer(db, {
      userId: viewerOf(request).userId,
      id: request.params.id,
      body: request.body.body,
    }),
  );
};

/** The Support Queue: support.view reads, support.respond writes; every write is audited in the service. */
const staffTicketRoutes: FeatureRoutes = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);

  route(ticketsApi.queue, async (request) => ({
    ...(await listQueue(deps.db, { query: request.query, viewerId: viewerOf(request).userId })),
    page: request.query.page,
    pageSize: request.query.pageSize,
    stats: await getQueueStats(deps.db),
  }));

  route(ticketsApi.listStaff, async () => ({
    staff: await listAssignableStaff(deps.db, deps.config.staffEmailDomain),
  }));

  // Every department, inactive ones too: their tickets stay in the queue and must stay filterable.
  route(ticketsApi.listDepartments, async () => ({
    departments: await listDepartments(deps.db, { activeOnly: false }),
  }));

  route(ticketsApi.get, async (request) => loadTicket(deps.db, { id: request.params.id }));

  route(ticketsApi.openForUser, async (request) =>
    openTicketForUser(deps.db, { body: request.body, ...actor(request) }),
  );

  route(ticketsApi.reply, async (request) =>
    replyAsStaff(deps, {
      id: request.params.id,
      body: request.body.body,
      internal: request.body.internal,
      ...actor(request),
    }),
  );

  route(ticketsApi.setStatus, async (request) =>
    changeStatus(deps, { id: request.params.id, status: request.body.status, ...actor(request) }),
  );

  route(ticketsApi.assign, async (request) =>
    assignTicket(deps, {
      id: request.params.id,
      assignedTo: request.body.assignedTo,
      ...actor(request),
    }),
  );
};

export const ticketRoutes: FeatureRoutes = async (app, deps) => {
  await customerTicketRoutes(app, deps);
  await staffTicketRoutes(app, deps);
  await ticketTriageRoutes(app, deps);
  await ticketQueueRoutes(app, deps);
};
