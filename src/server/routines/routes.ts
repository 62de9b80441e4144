import { routinesApi } from "../../contract/routines";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import {
  createRoutine,
  deleteRoutine,
  getRoutine,
  listRoutines,
  routineFromWorkout,
  updateRoutine,
} from "./service";

export const routinesRoutes: FeatureRoutes = async (app, { db, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(routinesApi.list, async (request) => ({
    routines: await listRoutines(db, viewerOf(request).userId),
  }));

  route(routinesApi.create, async (request) =>
    createRoutine(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  route(routinesApi.fromWorkout, async (request) =>
    routineFromWorkout(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  route(routinesApi.get, async (request) =>
    getRoutine(db, { userId: viewerOf(request).userId, routineId: request.params.id }),
  );

  route(routinesApi.update, async (request) =>
    updateRoutine(db, {
      userId: viewerOf(request).userId,
      routineId: request.params.id,
      body: request.body,
    }),
  );

  route(routinesApi.remove, async (request) => {
    await deleteRoutine(db, { userId: viewerOf(request).userId, routineId: request.params.id });
    return { ok: true as const };
  });
};
