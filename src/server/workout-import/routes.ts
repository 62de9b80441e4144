import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import { ImportBody, ImportPreview, ImportResult } from "../../contract/workout-import";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { importRouteOptions } from "../imports/file-import";
import { exportWorkoutsCsv } from "./export";
import { previewImport, runImport } from "./service";

export const workoutImportRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const options = importRouteOptions(deps, IMPORT_FILE_LIMITS.workouts);

  app.post(
    "/api/workouts/import/preview",
    { ...options, schema: { body: ImportBody, response: { 200: ImportPreview } } },
    async (request) => previewImport(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  app.post(
    "/api/workouts/import",
    { ...options, schema: { body: ImportBody, response: { 200: ImportResult } } },
    async (request) => runImport(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  app.get("/api/workouts/export.csv", { preValidation: requireUser }, async (request, reply) => {
    const { csv, fileName } = await exportWorkoutsCsv(db, viewerOf(request).userId);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
};
