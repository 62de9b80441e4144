import { z } from "zod";
import { StaffTwoFactorState } from "./admin-security";
import { endpoint } from "./endpoint";

/** Body text of the Access Denied page (admin spec, staff gate); {product} is the product name. */
export const accessDeniedText = (product: string) =>
  `You don't have permission to access the admin panel. This area is restricted to ${product} staff members only.`;

/** Message of the 403 every admin endpoint answers to a signed-in user who is not staff. */
export const ADMIN_ACCESS_DENIED = "Staff access required";

export const StaffRole = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.number().int(),
});
export type StaffRole = z.infer<typeof StaffRole>;

/** GET /api/admin/me: the viewer's staff context. */
export const AdminMe = z.object({
  userId: z.string(),
  email: z.string(),
  role: StaffRole,
  level: z.number().int(),
  permissions: z.array(z.string()),
  ...StaffTwoFactorState.shape,
});
export type AdminMe = z.infer<typeof AdminMe>;

/** One line of the header bell: a source (e.g. open tickets) with how many items wait and where. */
export const AdminNotification = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number().int().nonnegative(),
  href: z.string(),
});
export type AdminNotification = z.infer<typeof AdminNotification>;
export const AdminNotificationsResponse = z.object({
  notifications: z.array(AdminNotification),
  total: z.number().int().nonnegative(),
});
export type AdminNotificationsResponse = z.infer<typeof AdminNotificationsResponse>;

/** The Settings screen: configuration the panel shows read-only (set by environment variables). */
export const AdminSettings = z.object({ productName: z.string(), staffEmailDomain: z.string() });
export type AdminSettings = z.infer<typeof AdminSettings>;

/** The admin frame's own API: who the viewer is as staff, the bell, the header search, settings. */
export const rbacApi = {
  me: endpoint({
    method: "GET",
    path: "/api/admin/me",
    responses: { 200: AdminMe },
    access: "staff",
  }),
  notifications: endpoint({
    method: "GET",
    path: "/api/admin/notifications",
    responses: { 200: AdminNotificationsResponse },
    access: "staff",
  }),
  settings: endpoint({
    method: "GET",
    path: "/api/admin/settings",
    responses: { 200: AdminSettings },
    access: { permission: "settings.view" },
  }),
};
