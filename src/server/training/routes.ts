import {
  ExerciseHistory,
  ExerciseHistoryQuery,
  ExerciseIdParams,
  MuscleVolume,
  MuscleVolumeQuery,
  RecordsList,
} from "../../contract/training-records";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { getExerciseHistory } from "./history";
import { getMuscleVolume } from "./muscle-volume";
import { listRecords } from "./records";

/** Personal records, one exercise's history and weekly volume per muscle: all computed from the sets. */
export const trainingRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/training/records",
    { preValidation: requireUser, schema: { response: { 200: RecordsList } } },
    async (request) => ({
      records: await listRecords(db, viewerOf(request).userId),
    }),
  );

  app.get(
    "/api/exercises/:id/history",
    {
      preValidation: requireUser,
      schema: {
        params: ExerciseIdParams,
        querystring: ExerciseHistoryQuery,
        response: { 200: ExerciseHistory },
      },
    },
    async (request) =>
      getExerciseHistory(db, {
        userId: viewerOf(request).userId,
        exerciseId: request.params.id,
        limit: request.query.limit,
      }),
  );

  app.get(
    "/api/progress/muscle-volume",
    {
      preValidation: requireUser,
      schema: { querystring: MuscleVolumeQuery, response: { 200: MuscleVolume } },
    },
    async (request) => getMuscleVolume(db, { userId: viewerOf(request).userId, ...request.query }),
  );
};
