import { workoutsApi } from "../../contract/workouts-api";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { createCustomExercise, searchExercises } from "./exercises";
import { getLastSets } from "./last-sets";
import {
  deleteWorkout,
  getCurrentWorkout,
  getWorkout,
  getWorkoutDefaults,
  listWorkouts,
  logWorkout,
  updateWorkout,
} from "./service";

export const workoutRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(workoutsApi.exercises, async (request) =>
    searchExercises(db, { userId: viewerOf(request).userId, query: request.query }),
  );

  route(workoutsApi.createExercise, async (request) =>
    createCustomExercise(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  route(workoutsApi.lastSets, async (request) =>
    getLastSets(db, {
      userId: viewerOf(request).userId,
      ids: request.query.ids,
      exceptWorkoutId: request.query.exceptWorkoutId,
    }),
  );

  route(workoutsApi.defaults, async (request) => getWorkoutDefaults(db, viewerOf(request).userId));

  route(workoutsApi.current, async (request) => ({
    workout: await getCurrentWorkout(db, viewerOf(request).userId),
  }));

  route(workoutsApi.list, async (request) =>
    listWorkouts(db, { userId: viewerOf(request).userId, ...request.query }),
  );

  route(workoutsApi.log, async (request) =>
    logWorkout(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  route(workoutsApi.get, async (request) =>
    getWorkout(db, { userId: viewerOf(request).userId, workoutId: request.params.id }),
  );

  route(workoutsApi.update, async (request) =>
    updateWorkout(db, {
      userId: viewerOf(request).userId,
      workoutId: request.params.id,
      body: request.body,
    }),
  );

  route(workoutsApi.remove, async (request) => {
    await deleteWorkout(db, { userId: viewerOf(request).userId, workoutId: request.params.id });
    return { ok: true as const };
  });
};
