import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import { weightImportApi } from "../../contract/weight-import";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { importRouteOptions } from "../imports/file-import";
import { previewWeightImport, runWeightImport } from "./service";

/** Weight history imported from a CSV file: a preview line by line, then the import. */
export const weightImportRoutes: FeatureRoutes = async (app, deps) => {
  const { db } = deps;
  const route = endpointRouter(app, deps.guardOf);
  const options = importRouteOptions(deps, IMPORT_FILE_LIMITS.weight);

  route(
    weightImportApi.preview,
    async (request) =>
      previewWeightImport({ db, userId: viewerOf(request).userId, body: request.body }),
    options,
  );

  route(
    weightImportApi.run,
    async (request) =>
      runWeightImport({ db, userId: viewerOf(request).userId, body: request.body }),
    options,
  );
};
