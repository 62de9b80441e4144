import { OkBody } from "../../contract/errors";
import {
  CreateExerciseBody,
  CurrentWorkout,
  Exercise,
  ExerciseList,
  LastSets,
  LastSetsQuery,
  ListWorkoutsQuery,
  SaveWorkoutBody,
  SearchExercisesQuery,
  Workout,
  WorkoutDefaults,
  WorkoutIdParams,
  WorkoutList,
} from "../../contract/workouts";
import { requireUser, viewerOf } from "../auth/plugin";
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

export const workoutRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/exercises",
    {
      preValidation: requireUser,
      schema: { querystring: SearchExercisesQuery, response: { 200: ExerciseList } },
    },
    async (request) =>
      searchExercises(db, { userId: viewerOf(request).userId, query: request.query }),
  );

  app.post(
    "/api/exercises",
    {
      preValidation: requireUser,
      schema: { body: CreateExerciseBody, response: { 201: Exercise } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createCustomExercise(db, { userId: viewerOf(request).userId, body: request.body }),
        ),
  );

  app.get(
    "/api/exercises/last-sets",
    {
      preValidation: requireUser,
      schema: { querystring: LastSetsQuery, response: { 200: LastSets } },
    },
    async (request) =>
      getLastSets(db, {
        userId: viewerOf(request).userId,
        ids: request.query.ids,
        exceptWorkoutId: request.query.exceptWorkoutId,
      }),
  );

  app.get(
    "/api/workouts/defaults",
    { preValidation: requireUser, schema: { response: { 200: WorkoutDefaults } } },
    async (request) => getWorkoutDefaults(db, viewerOf(request).userId),
  );

  app.get(
    "/api/workouts/current",
    { preValidation: requireUser, schema: { response: { 200: CurrentWorkout } } },
    async (request) => ({
      workout: await getCurrentWorkout(db, viewerOf(request).userId),
    }),
  );

  app.get(
    "/api/workouts",
    {
      preValidation: requireUser,
      schema: { querystring: ListWorkoutsQuery, response: { 200: WorkoutList } },
    },
    async (request) => listWorkouts(db, { userId: viewerOf(request).userId, ...request.query }),
  );

  app.post(
    "/api/workouts",
    { preValidation: requireUser, schema: { body: SaveWorkoutBody, response: { 201: Workout } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await logWorkout(db, { userId: viewerOf(request).userId, body: request.body })),
  );

  app.get(
    "/api/workouts/:id",
    { preValidation: requireUser, schema: { params: WorkoutIdParams, response: { 200: Workout } } },
    async (request) =>
      getWorkout(db, { userId: viewerOf(request).userId, workoutId: request.params.id }),
  );

  app.put(
    "/api/workouts/:id",
    {
      preValidation: requireUser,
      schema: { params: WorkoutIdParams, body: SaveWorkoutBody, response: { 200: Workout } },
    },
    async (request) =>
      updateWorkout(db, {
        userId: viewerOf(request).userId,
        workoutId: request.params.id,
        body: request.body,
      }),
  );

  app.delete(
    "/api/workouts/:id",
    { preValidation: requireUser, schema: { params: WorkoutIdParams, response: { 200: OkBody } } },
    async (request) => {
      await deleteWorkout(db, { userId: viewerOf(request).userId, workoutId: request.params.id });
      return { ok: true as const };
    },
  );
};
