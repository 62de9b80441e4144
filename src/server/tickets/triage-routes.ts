import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  AddTicketTagBody,
  MergeTargetsResponse,
  MergeTicketBody,
  TicketTagParams,
  TicketTagsResponse,
  UpdateTicketDepartmentBody,
  UpdateTicketPriorityBody,
} from "../../contract/ticket-triage";
import { TicketDetail, TicketIdParams } from "../../contract/tickets";
import { viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { staffGuards } from "../rbac/guards";
import { listMergeTargets, mergeTicket } from "./merge";
import { addTag, listTagsInUse, removeTag } from "./tags";
import { changeDepartment, changePriority } from "./triage";

const actor = (request: FastifyRequest) => ({ actorId: viewerOf(request).userId, ip: request.ip });

/** Triage on the Support Queue (issue 16): support.view reads, support.respond writes; the services audit. */
export const ticketTriageRoutes: FeatureRoutes = async (app, deps) => {
  const guard = staffGuards(deps);
  const canView = guard.requirePermission("support.view");
  const canRespond = guard.requirePermission("support.respond");
  const { db } = deps;
  const withDetail = <B extends z.ZodType>(body: B) => ({
    params: TicketIdParams,
    body,
    response: { 200: TicketDetail },
  });

  app.get(
    "/api/admin/tickets/tags",
    { preValidation: canView, schema: { response: { 200: TicketTagsResponse } } },
    async () => ({ tags: await listTagsInUse(db) }),
  );

  app.get(
    "/api/admin/tickets/:id/merge-targets",
    {
      preValidation: canView,
      schema: { params: TicketIdParams, response: { 200: MergeTargetsResponse } },
    },
    async (request) => ({ tickets: await listMergeTargets(db, { id: request.params.id }) }),
  );

  app.patch(
    "/api/admin/tickets/:id/priority",
    { preValidation: canRespond, schema: withDetail(UpdateTicketPriorityBody) },
    async (request) =>
      changePriority(db, {
        id: request.params.id,
        priority: request.body.priority,
        ...actor(request),
      }),
  );

  app.patch(
    "/api/admin/tickets/:id/department",
    { preValidation: canRespond, schema: withDetail(UpdateTicketDepartmentBody) },
    async (request) =>
      changeDepartment(db, {
        id: request.params.id,
        departmentId: request.body.departmentId,
        ...actor(request),
      }),
  );

  app.post(
    "/api/admin/tickets/:id/tags",
    { preValidation: canRespond, schema: withDetail(AddTicketTagBody) },
    async (request) =>
      addTag(db, { id: request.params.id, tag: request.body.tag, ...actor(request) }),
  );

  app.delete(
    "/api/admin/tickets/:id/tags/:tag",
    {
      preValidation: canRespond,
      schema: { params: TicketTagParams, response: { 200: TicketDetail } },
    },
    async (request) =>
      removeTag(db, { id: request.params.id, tag: request.params.tag, ...actor(request) }),
  );

  app.post(
    "/api/admin/tickets/:id/merge",
    { preValidation: canRespond, schema: withDetail(MergeTicketBody) },
    async (request) =>
      mergeTicket(db, {
        id: request.params.id,
        targetId: request.body.targetId,
        ...actor(request),
      }),
  );
};
