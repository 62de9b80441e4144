import type { FastifyRequest } from "fastify";
import {
  AssignTicketBody,
  CreateTicketBody,
  CustomerTicketDetail,
  MyTicketsResponse,
  StaffCreateTicketBody,
  StaffMessageBody,
  StaffOptionsResponse,
  TicketDetail,
  TicketIdParams,
  TicketMessageBody,
  TicketQueueQuery,
  TicketQueueResponse,
  UpdateTicketStatusBody,
} from "../../contract/tickets";
import { DepartmentList } from "../../contract/departments";
import { requireUser, viewerOf } from "../auth/plugin";
import { unauthorized } from "../errors";
import { listDepartments } from "../departments/service";
import type { FeatureRoutes } from "../http/types";
import { staffGuards } from "../rbac/guards";
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
const customerTicketRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/tickets",
    { preValidation: requireUser, schema: { response: { 200: MyTicketsResponse } } },
    async (request) => ({
      tickets: await listTicketsOfUser(db, viewerOf(request).userId),
    }),
  );

  app.post(
    "/api/tickets",
    {
      preValidation: requireTicketAuthor,
      schema: { body: CreateTicketBody, response: { 201: CustomerTicketDetail } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await openTicket(db, { userId: viewerOf(request).userId, body: request.body })),
  );

  app.get(
    "/api/tickets/:id",
    {
      preValidation: requireUser,
      schema: { params: TicketIdParams, response: { 200: CustomerTicketDetail } },
    },
    async (request) =>
      loadOwnTicket(db, { id: request.params.id, ownerId: viewerOf(request).userId }),
  );

  app.post(
    "/api/tickets/:id/messages",
    {
      preValidation: requireUser,
      schema: {
        params: TicketIdParams,
        body: TicketMessageBody,
        response: { 201: CustomerTicketDetail },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await replyAsCustomer(db, {
          userId: viewerOf(request).userId,
          id: request.params.id,
          body: request.body.body,
        }),
      ),
  );
};

/** The Support Queue: support.view reads, support.respond writes; every write is audited in the service. */
const staffTicketRoutes: FeatureRoutes = async (app, deps) => {
  const guard = staffGuards(deps);
  const canView = guard.requirePermission("support.view");
  const canRespond = guard.requirePermission("support.respond");

  app.get(
    "/api/admin/tickets",
    {
      preValidation: canView,
      schema: { querystring: TicketQueueQuery, response: { 200: TicketQueueResponse } },
    },
    async (request) => ({
      ...(await listQueue(deps.db, { query: request.query, viewerId: viewerOf(request).userId })),
      page: request.query.page,
      pageSize: request.query.pageSize,
      stats: await getQueueStats(deps.db),
    }),
  );

  app.get(
    "/api/admin/tickets/staff",
    { preValidation: canView, schema: { response: { 200: StaffOptionsResponse } } },
    async () => ({
      staff: await listAssignableStaff(deps.db, deps.config.staffEmailDomain),
    }),
  );

  // Every department, inactive ones too: their tickets stay in the queue and must stay filterable.
  app.get(
    "/api/admin/tickets/departments",
    { preValidation: canView, schema: { response: { 200: DepartmentList } } },
    async () => ({
      departments: await listDepartments(deps.db, { activeOnly: false }),
    }),
  );

  app.get(
    "/api/admin/tickets/:id",
    { preValidation: canView, schema: { params: TicketIdParams, response: { 200: TicketDetail } } },
    async (request) => loadTicket(deps.db, { id: request.params.id }),
  );

  app.post(
    "/api/admin/tickets",
    {
      preValidation: canRespond,
      schema: { body: StaffCreateTicketBody, response: { 201: TicketDetail } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await openTicketForUser(deps.db, { body: request.body, ...actor(request) })),
  );

  app.post(
    "/api/admin/tickets/:id/messages",
    {
      preValidation: canRespond,
      schema: { params: TicketIdParams, body: StaffMessageBody, response: { 201: TicketDetail } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await replyAsStaff(deps, {
          id: request.params.id,
          body: request.body.body,
          internal: request.body.internal,
          ...actor(request),
        }),
      ),
  );

  app.patch(
    "/api/admin/tickets/:id/status",
    {
      preValidation: canRespond,
      schema: {
        params: TicketIdParams,
        body: UpdateTicketStatusBody,
        response: { 200: TicketDetail },
      },
    },
    async (request) =>
      changeStatus(deps, { id: request.params.id, status: request.body.status, ...actor(request) }),
  );

  app.patch(
    "/api/admin/tickets/:id/assignee",
    {
      preValidation: canRespond,
      schema: { params: TicketIdParams, body: AssignTicketBody, response: { 200: TicketDetail } },
    },
    async (request) =>
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
