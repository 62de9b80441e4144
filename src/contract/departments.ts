import { z } from "zod";
import { HEX_COLOR_MESSAGE, HEX_COLOR_PATTERN } from "../domain/tickets";
import { endpoint } from "./endpoint";

/** The answer to a department the forms do not list: gone, or made inactive. */
export const NOT_A_LISTED_DEPARTMENT = "Choose one of the listed departments";

/** The department editor's fields (admin spec, sections 3 and 5); the name is required and unique. */
export const DepartmentBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
  description: z.string().trim().max(500, "Description must be at most 500 characters"),
  color: z.string().trim().regex(HEX_COLOR_PATTERN, HEX_COLOR_MESSAGE),
  sortOrder: z.coerce
    .number<number>()
    .int("Sort order must be a whole number")
    .min(0, "Sort order must be 0 or more")
    .max(10000),
  isActive: z.boolean(),
});
export type DepartmentBody = z.infer<typeof DepartmentBody>;

export const DepartmentIdParams = z.object({ id: z.uuid("Not a department id") });
export const DepartmentStaffParams = z.object({ id: z.uuid(), userId: z.uuid() });
export const AssignStaffBody = z.object({ userId: z.uuid("Choose a staff member") });

export const Department = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type Department = z.infer<typeof Department>;

export const DepartmentList = z.object({ departments: z.array(Department) });
export type DepartmentList = z.infer<typeof DepartmentList>;

export const StaffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  assignedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** One department with its real statistics (Open Tickets: open, in progress or waiting; Active Chats; Staff Members) and staff. */
export const DepartmentDetail = Department.extend({
  stats: z.object({
    openTickets: z.number().int(),
    activeChats: z.number().int(),
    staffMembers: z.number().int(),
  }),
  assigned: z.array(StaffMember),
  available: z.array(StaffMember),
});
export type DepartmentDetail = z.infer<typeof DepartmentDetail>;

const NoContent = z.null();

/** Department Management (settings.view to read, settings.edit to change) and the active list users pick from. */
export const departmentsApi = {
  /** The active departments, for users' pickers (a new ticket, a chat). */
  listActive: endpoint({
    method: "GET",
    path: "/api/departments",
    responses: { 200: DepartmentList },
    access: "user",
  }),
  list: endpoint({
    method: "GET",
    path: "/api/admin/departments",
    responses: { 200: DepartmentList },
    access: { permission: "settings.view" },
  }),
  get: endpoint({
    method: "GET",
    path: "/api/admin/departments/:id",
    params: DepartmentIdParams,
    responses: { 200: DepartmentDetail },
    access: { permission: "settings.view" },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/admin/departments",
    body: DepartmentBody,
    responses: { 201: Department },
    access: { permission: "settings.edit" },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/departments/:id",
    params: DepartmentIdParams,
    body: DepartmentBody,
    responses: { 200: Department },
    access: { permission: "settings.edit" },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/departments/:id",
    params: DepartmentIdParams,
    responses: { 204: NoContent },
    access: { permission: "settings.edit" },
  }),
  assignStaff: endpoint({
    method: "POST",
    path: "/api/admin/departments/:id/staff",
    params: DepartmentIdParams,
    body: AssignStaffBody,
    responses: { 204: NoContent },
    access: { permission: "settings.edit" },
  }),
  removeStaff: endpoint({
    method: "DELETE",
    path: "/api/admin/departments/:id/staff/:userId",
    params: DepartmentStaffParams,
    responses: { 204: NoContent },
    access: { permission: "settings.edit" },
  }),
};
