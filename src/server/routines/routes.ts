import { OkBody } from "../../contract/errors";
import {
  Routine,
  RoutineFromWorkoutBody,
  RoutineIdParams,
  RoutineList,
  SaveRoutineBody,
} from "../../contract/routines";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import {
  createRoutine,
  deleteRoutine,
  getRoutine,
  listRoutines,
  routineFromWorkout,
  updateRoutine,
} from "./service";

export const routinesRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    "/api/routines",
    { preValidation: requireUser, schema: { response: { 200: RoutineList } } },
    async (request) => ({
      routines: await listRoutines(db, viewerOf(request).userId),
    }),
  );

  app.post(
    "/api/routines",
    { preValidation: requireUser, schema: { body: SaveRoutineBody, response: { 201: Routine } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRoutine(db, { userId: viewerOf(request).userId, body: request.body })),
  );

  app.post(
    "/api/routines/from-workout",
    {
      preValidation: requireUser,
      schema: { body: RoutineFromWorkoutBody, response: { 201: Routine } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await routineFromWorkout(db, { userId: viewerOf(request).userId, body: request.body }),
        ),
  );

  app.get(
    "/api/routines/:id",
    { preValidation: requireUser, schema: { params: RoutineIdParams, response: { 200: Routine } } },
    async (request) =>
      getRoutine(db, { userId: viewerOf(request).userId, routineId: request.params.id }),
  );

  app.put(
    "/api/routines/:id",
    {
      preValidation: requireUser,
      schema: { params: RoutineIdParams, body: SaveRoutineBody, response: { 200: Routine } },
    },
    async (request) =>
      updateRoutine(db, {
        userId: viewerOf(request).userId,
        routineId: request.params.id,
        body: request.body,
      }),
  );

  app.delete(
    "/api/routines/:id",
    { preValidation: requireUser, schema: { params: RoutineIdParams, response: { 200: OkBody } } },
    async (request) => {
      await deleteRoutine(db, { userId: viewerOf(request).userId, routineId: request.params.id });
      return { ok: true as const };
    },
  );
};
