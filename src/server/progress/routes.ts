import { ProgressQuery, ProgressResponse } from "../../contract/progress";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { getProgress } from "./service";

export const progressRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/progress",
    {
      preValidation: requireUser,
      schema: { querystring: ProgressQuery, response: { 200: ProgressResponse } },
    },
    async (request) => getProgress(db, { userId: viewerOf(request).userId, ...request.query }),
  );
};
