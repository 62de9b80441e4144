import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import {
  WeightImportBody,
  WeightImportPreview,
  WeightImportResult,
} from "../../contract/weight-import";
import { viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { importRouteOptions } from "../imports/file-import";
import { previewWeightImport, runWeightImport } from "./service";

/** Weight history imported from a CSV file: a preview line by line, then the import. */
export const weightImportRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const options = importRouteOptions(deps, IMPORT_FILE_LIMITS.weight);

  app.post(
    "/api/weight/import/preview",
    { ...options, schema: { body: WeightImportBody, response: { 200: WeightImportPreview } } },
    async (request) =>
      previewWeightImport({ db, userId: viewerOf(request).userId, body: request.body }),
  );

  app.post(
    "/api/weight/import",
    { ...options, schema: { body: WeightImportBody, response: { 200: WeightImportResult } } },
    async (request) =>
      runWeightImport({ db, userId: viewerOf(request).userId, body: request.body }),
  );
};
