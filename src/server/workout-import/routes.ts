import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import { workoutImportApi } from "../../contract/workout-import";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { importRouteOptions } from "../imports/file-import";
import { exportWorkoutsCsv } from "./export";
import { previewImport, runImport } from "./service";

export const workoutImportRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);
  const options = importRouteOptions(deps, IMPORT_FILE_LIMITS.workouts);

  route(
    workoutImportApi.preview,
    async (request) => previewImport(db, { userId: viewerOf(request).userId, body: request.body }),
    options,
  );

  route(
    workoutImportApi.run,
    async (request) => runImport(db, { userId: viewerOf(request).userId, body: request.body }),
    options,
  );

  route(workoutImportApi.exportCsv, async (request, reply) => {
    const { csv, fileName } = await exportWorkoutsCsv(db, viewerOf(request).userId);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
};
