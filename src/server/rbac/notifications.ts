import type { AdminNotification } from "../../contract/admin-me";
import { hasPermission, type PermissionName, type StaffContext } from "../../domain/permissions";
import type { AppDeps } from "../http/types";

/** A feature that has something waiting for staff (open tickets, waiting chats, …). */
export interface NotificationSource {
  /** Only staff holding this permission see the source's notifications. */
  permission: PermissionName;
  load(deps: AppDeps, staff: StaffContext): Promise<AdminNotification[]>;
}

/**
 * The app's dependencies and the bell's sources. The sources are features (tickets, …) that import
 * this file for NotificationSource, so the composition root lists them (src/server/features.ts) and
 * src/server/routes.ts hands them over.
 */
export interface BellDeps extends AppDeps {
  notificationSources: readonly NotificationSource[];
}

/** Notifications the viewer may see, without empty ones; the bell shows a count only when total > 0. */
export async function collectNotifications(
  deps: BellDeps,
  staff: StaffContext,
  sources: readonly NotificationSource[] = deps.notificationSources,
): Promise<{ notifications: AdminNotification[]; total: number }> {
  const visible = sources.filter((source) => hasPermission(staff, source.permission));
  const lists = await Promise.all(visible.map((source) => source.load(deps, staff)));
  const notifications = lists.flat().filter((n) => n.count > 0);
  return { notifications, total: notifications.reduce((sum, n) => sum + n.count, 0) };
}
