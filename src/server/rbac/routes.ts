import { rbacApi } from "../../contract/admin-me";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { staffOf, staffTwoFactorOf } from "./guards";
import { collectNotifications, type BellDeps } from "./notifications";

/** The admin frame's own API: who the viewer is as staff, the bell, its settings. */
export const adminCoreRoutes: FeatureRoutes<BellDeps> = async (app, deps) => {
  const route = endpointRouter(app, deps.guardOf);

  route(rbacApi.me, async (request) => ({
    ...staffOf(request),
    ...staffTwoFactorOf(request),
  }));

  route(rbacApi.notifications, async (request) => collectNotifications(deps, staffOf(request)));

  route(rbacApi.settings, async () => ({
    productName: deps.config.productName,
    staffEmailDomain: deps.config.staffEmailDomain,
  }));
};
