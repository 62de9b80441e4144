import { MyPlan } from "../../contract/my-plan";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { getMyPlan } from "./service";

/** The viewer's plan, its usage this period, and the plans to compare; only ever the viewer's own. */
export const myPlanRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/plan",
    { preValidation: requireUser, schema: { response: { 200: MyPlan } } },
    async (request) => getMyPlan(db, viewerOf(request).userId),
  );
};
