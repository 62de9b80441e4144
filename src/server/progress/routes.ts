import { progressApi } from "../../contract/progress";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getProgress } from "./service";

export const progressRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(progressApi.get, async (request) =>
    getProgress(db, { userId: viewerOf(request).userId, ...request.query }),
  );
};
