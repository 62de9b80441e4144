import { SavedRepliesResponse } from "./chat";
import { DepartmentList } from "./departments";
import { endpoint } from "./endpoint";
import { TicketCustomerContext } from "./ticket-context";
import { QueueFilterSet, QueueFiltersResponse } from "./ticket-queue";
import {
  AddTicketTagBody,
  MergeTargetsResponse,
  MergeTicketBody,
  TicketTagParams,
  TicketTagsResponse,
  UpdateTicketDepartmentBody,
  UpdateTicketPriorityBody,
} from "./ticket-triage";
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
} from "./tickets";

const canView = { permission: "support.view" } as const;
const canRespond = { permission: "support.respond" } as const;

/**
 * The support desk: a customer's own tickets (someone else's id answers 404), and the Support Queue,
 * where support.view reads and support.respond writes. In its own file: it gathers the desk's
 * contracts (tickets, triage, queue filters, customer context), which import one another.
 */
export const ticketsApi = {
  listMine: endpoint({
    method: "GET",
    path: "/api/tickets",
    responses: { 200: MyTicketsResponse },
    access: "user",
  }),
  open: endpoint({
    method: "POST",
    path: "/api/tickets",
    body: CreateTicketBody,
    responses: { 201: CustomerTicketDetail },
    access: {
      custom: "a signed-in user, refused in the admin spec's own words (section 5) when not",
    },
  }),
  getMine: endpoint({
    method: "GET",
    path: "/api/tickets/:id",
    params: TicketIdParams,
    responses: { 200: CustomerTicketDetail },
    access: "user",
  }),
  answer: endpoint({
    method: "POST",
    path: "/api/tickets/:id/messages",
    params: TicketIdParams,
    body: TicketMessageBody,
    responses: { 201: CustomerTicketDetail },
    access: "user",
  }),

  queue: endpoint({
    method: "GET",
    path: "/api/admin/tickets",
    query: TicketQueueQuery,
    responses: { 200: TicketQueueResponse },
    access: canView,
  }),
  listStaff: endpoint({
    method: "GET",
    path: "/api/admin/tickets/staff",
    responses: { 200: StaffOptionsResponse },
    access: canView,
  }),
  listDepartments: endpoint({
    method: "GET",
    path: "/api/admin/tickets/departments",
    responses: { 200: DepartmentList },
    access: canView,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/admin/tickets/:id",
    params: TicketIdParams,
    responses: { 200: TicketDetail },
    access: canView,
  }),
  openForUser: endpoint({
    method: "POST",
    path: "/api/admin/tickets",
    body: StaffCreateTicketBody,
    responses: { 201: TicketDetail },
    access: canRespond,
  }),
  reply: endpoint({
    method: "POST",
    path: "/api/admin/tickets/:id/messages",
    params: TicketIdParams,
    body: StaffMessageBody,
    responses: { 201: TicketDetail },
    access: canRespond,
  }),
  setStatus: endpoint({
    method: "PATCH",
    path: "/api/admin/tickets/:id/status",
    params: TicketIdParams,
    body: UpdateTicketStatusBody,
    responses: { 200: TicketDetail },
    access: canRespond,
  }),
  assign: endpoint({
    method: "PATCH",
    path: "/api/admin/tickets/:id/assignee",
    params: TicketIdParams,
    body: AssignTicketBody,
    responses: { 200: TicketDetail },
    access: canRespond,
  }),

  listTags: endpoint({
    method: "GET",
    path: "/api/admin/tickets/tags",
    responses: { 200: TicketTagsResponse },
    access: canView,
  }),
  listMergeTargets: endpoint({
    method: "GET",
    path: "/api/admin/tickets/:id/merge-targets",
    params: TicketIdParams,
    responses: { 200: MergeTargetsResponse },
    access: canView,
  }),
  setPriority: endpoint({
    method: "PATCH",
    path: "/api/admin/tickets/:id/priority",
    params: TicketIdParams,
    body: UpdateTicketPriorityBody,
    responses: { 200: TicketDetail },
    access: canRespond,
  }),
  setDepartment: endpoint({
    method: "PATCH",
    path: "/api/admin/tickets/:id/department",
    params: TicketIdParams,
    body: UpdateTicketDepartmentBody,
    responses: { 200: TicketDetail },
    access: canRespond,
  }),
  addTag: endpoint({
    method: "POST",
    path: "/api/admin/tickets/:id/tags",
    params: TicketIdParams,
    body: AddTicketTagBody,
    responses: { 200: TicketDetail },
    access: canRespond,
  }),
  removeTag: endpoint({
    method: "DELETE",
    path: "/api/admin/tickets/:id/tags/:tag",
    params: TicketTagParams,
    responses: { 200: TicketDetail },
    access: canRespond,
  }),
  merge: endpoint({
    method: "POST",
    path: "/api/admin/tickets/:id/merge",
    params: TicketIdParams,
    body: MergeTicketBody,
    responses: { 200: TicketDetail },
    access: canRespond,
  }),

  /** The agent's own remembered filters (their row, by the session). */
  getQueueFilters: endpoint({
    method: "GET",
    path: "/api/admin/tickets/queue-filters",
    responses: { 200: QueueFiltersResponse },
    access: canView,
  }),
  saveQueueFilters: endpoint({
    method: "PUT",
    path: "/api/admin/tickets/queue-filters",
    body: QueueFilterSet,
    responses: { 200: QueueFiltersResponse },
    access: canView,
  }),
  /**
   * The live chat's saved replies, for whoever may answer tickets: a ticket-only agent holds no chat
   * permission, and widening the chat console's own list to them would change what its gate means.
   */
  listSavedReplies: endpoint({
    method: "GET",
    path: "/api/admin/tickets/saved-replies",
    responses: { 200: SavedRepliesResponse },
    access: canRespond,
  }),
  getCustomer: endpoint({
    method: "GET",
    path: "/api/admin/tickets/:id/customer",
    params: TicketIdParams,
    responses: { 200: TicketCustomerContext },
    access: canView,
  }),
};
