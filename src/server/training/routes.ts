import { trainingApi } from "../../contract/training-records";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { getExerciseHistory } from "./history";
import { getMuscleVolume } from "./muscle-volume";
import { listRecords } from "./records";

/** Personal records, one exercise's history and weekly volume per muscle: all computed from the sets. */
export const trainingRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(trainingApi.records, async (request) => ({
    records: await listRecords(db, viewerOf(request).userId),
  }));

  route(trainingApi.exerciseHistory, async (request) =>
    getExerciseHistory(db, {
      userId: viewerOf(request).userId,
      exerciseId: request.params.id,
      limit: request.query.limit,
    }),
  );

  route(trainingApi.muscleVolume, async (request) =>
    getMuscleVolume(db, { userId: viewerOf(request).userId, ...request.query }),
  );
};
