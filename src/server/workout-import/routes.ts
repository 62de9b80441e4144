import { ImportBody, ImportPreview, ImportResult } from "../../contract/workout-import";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { exportWorkoutsCsv } from "./export";
import { previewImport, runImport } from "./service";

/**
 * A 5 MB file grows in JSON: every quote and line break is escaped (CRLF becomes four characters).
 * The contract still holds the file itself to 5 MB.
 */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

export const workoutImportRoutes: FeatureRoutes = async (app, { db }) => {
  app.post(
    "/api/workouts/import/preview",
    { preValidation: requireUser, bodyLimit: IMPORT_BODY_LIMIT, schema: { body: ImportBody, response: { 200: ImportPreview } } },
    async (request) => previewImport(db, { userId: viewerOf(request).userId, body: request.body }),
  );

  app.post(
    "/api/workouts/import",
    { preValidation: requireUser, bodyLimit: IMPORT_BODY_LIMIT, schema: { body: ImportBody, response: { 200: ImportResult } } },
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
