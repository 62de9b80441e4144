import { z } from "zod";
import { endpoint } from "./endpoint";
import { TicketPriority, TicketStatus } from "./tickets";

export const PlanShare = z.object({
  planId: z.string().nullable(),
  name: z.string(),
  count: z.number().int(),
  /** Share of all users, rounded to one decimal (admin spec, Dashboard). */
  percent: z.number(),
});
export type PlanShare = z.infer<typeof PlanShare>;

export const DashboardTicket = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  subject: z.string(),
  status: TicketStatus,
  priority: TicketPriority,
  customerName: z.string(),
  createdAt: z.string(),
});

/** GET /api/admin/dashboard: every figure of the dashboard in one answer. */
export const AdminDashboard = z.object({
  totalUsers: z.number().int(),
  newSignupsToday: z.number().int(),
  /** Integer cents: monthly prices of users not on the Free plan. */
  monthlyRevenueCents: z.number().int(),
  planDistribution: z.array(PlanShare),
  /** Only for viewers with support.view: ticket subjects and customer names are support data. */
  tickets: z
    .object({
      active: z.number().int(),
      recent: z.array(DashboardTicket),
      /** Tickets still being worked whose current SLA target is overdue (issue 16). */
      slaBreached: z.number().int(),
    })
    .nullable(),
  /** Only for viewers with chat.view: the Live Chat console's Active Chats and Waiting, from the same rows. */
  chats: z.object({ active: z.number().int(), waiting: z.number().int() }).nullable(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** The dashboard's figures in one request. */
export const adminDashboardApi = {
  get: endpoint({
    method: "GET",
    path: "/api/admin/dashboard",
    responses: { 200: AdminDashboard },
    access: { permission: "dashboard.view" },
  }),
};
