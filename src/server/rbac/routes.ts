import { rbacApi } from "../../contract/admin-me";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf, staffTwoFactorOf } from "./guards";
import { collectNotifications, type BellDeps } from "./notifications";
import { searchUsers } from "./user-search";

/** The admin frame's own API: who the viewer is as staff, the bell, the header search. */
export const adminCoreRoutes: FeatureRoutes<BellDeps> = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);

  route(rbacApi.me, async (request) => ({
    ...staffOf(request),
    ...staffTwoFactorOf(request),
  }));

  route(rbacApi.notifications, async (request) => collectNotifications(deps, staffOf(request)));

  route(rbacApi.searchUsers, async (request) => ({
    users: await searchUsers(deps.db, request.query),
  }));

  route(rbacApi.settings, async () => ({
    productName: deps.config.productName,
    staffEmailDomain: deps.config.staffEmailDomain,
  }));
};
