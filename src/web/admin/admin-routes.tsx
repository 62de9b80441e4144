import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { PermissionName } from "../../domain/permissions";
import { NotFoundPage } from "../components/layout/not-found";
import { PermissionGuard } from "./permission-guard";

/**
 * An admin page as its own chunk, behind its permission ('Access Restricted' when it is missing;
 * the page's API refuses anyway). `null` = any staff member.
 */
export function adminPage<M>(permission: PermissionName | null, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const Page = pick(await load());
    const GuardedPage = () =>
      permission === null ? (
        <Page />
      ) : (
        <PermissionGuard permission={permission} showRestricted>
          <Page />
        </PermissionGuard>
      );
    return { Component: GuardedPage };
  };
}

/** Pages under /admin (inside the staff gate and the admin layout); one line per page. */
export const adminRoutes: RouteObject[] = [
  { path: "roles", lazy: adminPage("roles.view", () => import("./roles/roles-page"), (m) => m.RolesPage) },
  { path: "security", lazy: adminPage("security.view", () => import("./security/security-page"), (m) => m.SecurityPage) },
  { path: "settings", lazy: adminPage("settings.view", () => import("./settings/settings-page"), (m) => m.SettingsPage) },
  { path: "content", lazy: adminPage("content.view", () => import("./content/content-page"), (m) => m.ContentPage) },
  { path: "support", lazy: adminPage("support.view", () => import("./support/support-queue-page"), (m) => m.SupportQueuePage) },
  { path: "support/:id", lazy: adminPage("support.view", () => import("./support/ticket-admin-page"), (m) => m.TicketAdminPage) },
  { path: "live-chat", lazy: adminPage("chat.view", () => import("./live-chat/live-chat-page"), (m) => m.LiveChatPage) },
  { path: "departments", lazy: adminPage("settings.view", () => import("./departments/departments-page"), (m) => m.DepartmentsPage) },
  { index: true, lazy: adminPage("dashboard.view", () => import("./dashboard/dashboard-page"), (m) => m.DashboardPage) },
  { path: "users", lazy: adminPage("users.view", () => import("./users/users-page"), (m) => m.UsersPage) },
  { path: "plans", lazy: adminPage("plans.view", () => import("./plans/plans-page"), (m) => m.PlansPage) },
  { path: "analytics", lazy: adminPage("analytics.view", () => import("./analytics/analytics-page"), (m) => m.AnalyticsPage) },
  { path: "*", Component: NotFoundPage },
];
