import type { ComponentType } from "react";
import { APP_PAGES } from "../../contract/app-pages";
import type { RouteObject } from "react-router";
import type { PermissionName } from "../../domain/permissions";
import { lazyPage } from "../components/layout/lazy-page";
import { NotFoundPage } from "../components/layout/not-found";
import { titleHandle } from "../lib/use-title";

/**
 * An admin page as its own chunk, behind its permission ('Access Restricted' when it is missing;
 * the page's API refuses anyway). `null` = any staff member. The guard comes with the page, so
 * nothing of the panel is in the public pages' first load.
 */
export function adminPage<M>(
  permission: PermissionName | null,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return lazyPage(async () => {
    const [{ PermissionGuard }, module] = await Promise.all([
      import("../admin/permission-guard"),
      load(),
    ]);
    const Page = pick(module);
    const GuardedPage = () =>
      permission === null ? (
        <Page />
      ) : (
        <PermissionGuard permission={permission} showRestricted>
          <Page />
        </PermissionGuard>
      );
    return GuardedPage;
  });
}

const title = (name: string) => titleHandle(name, { admin: true });

/** Pages under /admin (inside the staff gate and the admin layout); one line per page. */
export const adminRoutes: RouteObject[] = [
  {
    path: APP_PAGES.adminRoles,
    handle: title("Role Management"),
    lazy: adminPage(
      "roles.view",
      () => import("../admin/roles/roles-page"),
      (m) => m.RolesPage,
    ),
  },
  {
    path: APP_PAGES.adminSecurity,
    handle: title("Security Settings"),
    lazy: adminPage(
      "security.view",
      () => import("../admin/security/security-page"),
      (m) => m.SecurityPage,
    ),
  },
  {
    path: APP_PAGES.adminSettings,
    handle: title("Admin Settings"),
    lazy: adminPage(
      "settings.view",
      () => import("../admin/settings/settings-page"),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: APP_PAGES.adminContent,
    handle: title("Content Management"),
    lazy: adminPage(
      "content.view",
      () => import("../admin/content/content-page"),
      (m) => m.ContentPage,
    ),
  },
  {
    path: APP_PAGES.adminSupport,
    handle: title("Support Queue"),
    lazy: adminPage(
      "support.view",
      () => import("../admin/support/support-queue-page"),
      (m) => m.SupportQueuePage,
    ),
  },
  {
    path: APP_PAGES.adminTicket,
    handle: title("Ticket"),
    lazy: adminPage(
      "support.view",
      () => import("../admin/support/ticket-admin-page"),
      (m) => m.TicketAdminPage,
    ),
  },
  {
    path: APP_PAGES.adminLiveChat,
    handle: title("Live Chat"),
    lazy: adminPage(
      "chat.view",
      () => import("../admin/live-chat/live-chat-page"),
      (m) => m.LiveChatPage,
    ),
  },
  {
    path: APP_PAGES.adminDepartments,
    handle: title("Department Management"),
    lazy: adminPage(
      "settings.view",
      () => import("../admin/departments/departments-page"),
      (m) => m.DepartmentsPage,
    ),
  },
  {
    index: true,
    handle: title("Dashboard"),
    lazy: adminPage(
      "dashboard.view",
      () => import("../admin/dashboard/dashboard-page"),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: APP_PAGES.adminUsers,
    handle: title("User Management"),
    lazy: adminPage(
      "users.view",
      () => import("../admin/users/users-page"),
      (m) => m.UsersPage,
    ),
  },
  {
    path: APP_PAGES.adminPlans,
    handle: title("Plan Management"),
    lazy: adminPage(
      "plans.view",
      () => import("../admin/plans/plans-page"),
      (m) => m.PlansPage,
    ),
  },
  {
    path: APP_PAGES.adminAnalytics,
    handle: title("Analytics Dashboard"),
    lazy: adminPage(
      "analytics.view",
      () => import("../admin/analytics/analytics-page"),
      (m) => m.AnalyticsPage,
    ),
  },
  { path: "*", Component: NotFoundPage, handle: title("Page not found") },
];
