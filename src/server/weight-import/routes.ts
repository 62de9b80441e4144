import { WeightImportBody, WeightImportPreview, WeightImportResult } from "../../contract/weight-import";
import { requireUser, viewerOf } from "../auth/plugin";
import type { FeatureRoutes } from "../http/types";
import { previewWeightImport, runWeightImport } from "./service";

/**
 * The contract holds the file to 2 MB (2,000,000 characters). In JSON a character of the BMP takes
 * at most 3 bytes of UTF-8, and a quote or line break 2 (escaped): 6 MB lets every file of that
 * size through and refuses anything larger before it is read.
 */
export const WEIGHT_IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** Weight history imported from a CSV file: a preview line by line, then the import. */
export const weightImportRoutes: FeatureRoutes = async (app, { db }) => {
  app.post(
    "/api/weight/import/preview",
    { preValidation: requireUser, bodyLimit: WEIGHT_IMPORT_BODY_LIMIT, schema: { body: WeightImportBody, response: { 200: WeightImportPreview } } },
    async (request) => previewWeightImport({ db, userId: viewerOf(request).userId, body: request.body }),
  );

  app.post(
    "/api/weight/import",
    { preValidation: requireUser, bodyLimit: WEIGHT_IMPORT_BODY_LIMIT, schema: { body: WeightImportBody, response: { 200: WeightImportResult } } },
    async (request) => runWeightImport({ db, userId: viewerOf(request).userId, body: request.body }),
  );
};
