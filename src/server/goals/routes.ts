import {
  GoalSetupBody,
  GoalSetupResponse,
  GoalsResponse,
  SaveGoalsBody,
} from "../../contract/goals";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { completeGoalSetup, getGoals, saveGoals } from "./service";

/** The signed-in user's own nutrition goals (the row keyed by their id). */
export const goalsRoutes: FeatureRoutes = async (app, { db, config }) => {
  app.get(
    "/api/goals",
    { preValidation: requireUser, schema: { response: { 200: GoalsResponse } } },
    async (request) => getGoals(db, viewerOf(request).userId),
  );

  app.put(
    "/api/goals",
    {
      preValidation: requireUser,
      schema: { body: SaveGoalsBody, response: { 200: GoalsResponse } },
    },
    async (request) => saveGoals({ db, userId: viewerOf(request).userId, body: request.body }),
  );

  app.post(
    "/api/goals/setup",
    {
      preValidation: requireUser,
      schema: { body: GoalSetupBody, response: { 200: GoalSetupResponse } },
    },
    async (request) =>
      completeGoalSetup({
        db,
        userId: viewerOf(request).userId,
        productName: config.productName,
        body: request.body,
      }),
  );
};
