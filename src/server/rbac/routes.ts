import {
  AdminMe,
  AdminNotificationsResponse,
  AdminSettings,
  UserSearchQuery,
  UserSearchResponse,
} from "../../contract/admin-me";
import type { FeatureRoutes } from "../http/types";
import { staffGuards, staffOf, staffTwoFactorOf } from "./guards";
import { collectNotifications, type BellDeps } from "./notifications";
import { searchUsers } from "./user-search";

/** The admin frame's own API: who the viewer is as staff, the bell, the header search. */
export const adminCoreRoutes: FeatureRoutes<BellDeps> = async (app, deps) => {
  const guard = staffGuards(deps);

  app.get(
    "/api/admin/me",
    { preValidation: guard.requireStaff, schema: { response: { 200: AdminMe } } },
    async (request) => ({
      ...staffOf(request),
      ...staffTwoFactorOf(request),
    }),
  );

  app.get(
    "/api/admin/notifications",
    {
      preValidation: guard.requireStaff,
      schema: { response: { 200: AdminNotificationsResponse } },
    },
    async (request) => collectNotifications(deps, staffOf(request)),
  );

  app.get(
    "/api/admin/users/search",
    {
      preValidation: guard.requirePermission("users.view"),
      schema: { querystring: UserSearchQuery, response: { 200: UserSearchResponse } },
    },
    async (request) => ({ users: await searchUsers(deps.db, request.query) }),
  );

  app.get(
    "/api/admin/settings",
    {
      preValidation: guard.requirePermission("settings.view"),
      schema: { response: { 200: AdminSettings } },
    },
    async () => ({
      productName: deps.config.productName,
      staffEmailDomain: deps.config.staffEmailDomain,
    }),
  );
};
