import type { FastifyRequest } from "fastify";
import { ticketsApi } from "../../contract/tickets-api";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { listMergeTargets, mergeTicket } from "./merge";
import { addTag, listTagsInUse, removeTag } from "./tags";
import { changeDepartment, changePriority } from "./triage";

const actor = (request: FastifyRequest) => ({ actorId: viewerOf(request).userId, ip: request.ip });

/** Triage on the Support Queue (issue 16): support.view reads, support.respond writes; the services audit. */
export const ticketTriageRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);

  route(ticketsApi.listTags, async () => ({ tags: await listTagsInUse(db) }));

  route(ticketsApi.listMergeTargets, async (request) => ({
    tickets: await listMergeTargets(db, { id: request.params.id }),
  }));

  route(ticketsApi.setPriority, async (request) =>
    changePriority(db, {
      id: request.params.id,
      priority: request.body.priority,
      ...actor(request),
    }),
  );

  route(ticketsApi.setDepartment, async (request) =>
    changeDepartment(db, {
      id: request.params.id,
      departmentId: request.body.departmentId,
      ...actor(request),
    }),
  );

  route(ticketsApi.addTag, async (request) =>
    addTag(db, { id: request.params.id, tag: request.body.tag, ...actor(request) }),
  );

  route(ticketsApi.removeTag, async (request) =>
    removeTag(db, { id: request.params.id, tag: request.params.tag, ...actor(request) }),
  );

  route(ticketsApi.merge, async (request) =>
    mergeTicket(db, {
      id: request.params.id,
      targetId: request.body.targetId,
      ...actor(request),
    }),
  );
};
