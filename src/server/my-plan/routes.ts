import { myPlanApi } from "../../contract/my-plan";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getMyPlan } from "./service";

/** The viewer's plan, its usage this period, and the plans to compare; only ever the viewer's own. */
export const myPlanRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(myPlanApi.get, async (request) => getMyPlan(db, viewerOf(request).userId));
};
