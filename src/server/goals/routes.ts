import { goalsApi } from "../../contract/goals";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { completeGoalSetup, getGoals, saveGoals } from "./service";

/** The signed-in user's own nutrition goals (the row keyed by their id). */
export const goalsRoutes: FeatureRoutes = async (app, { db, config, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(goalsApi.get, async (request) => getGoals(db, viewerOf(request).userId));

  route(goalsApi.save, async (request) =>
    saveGoals({ db, userId: viewerOf(request).userId, body: request.body }),
  );

  route(goalsApi.setUp, async (request) =>
    completeGoalSetup({
      db,
      userId: viewerOf(request).userId,
      productName: config.productName,
      body: request.body,
    }),
  );
};
