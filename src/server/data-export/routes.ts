import { dataExportApi, EXPORT_TRACKERS, TRACKER_CSV } from "../../contract/data-export";
import { viewerOf } from "../auth/plugin";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { exportArchive, exportTrackerCsv, getExportAvailability } from "./service";

/** A download: saved under its dated name, never cached (it is one person's data). */
const attachment = (fileName: string) => ({
  "content-disposition": `attachment; filename="${fileName}"`,
  "cache-control": "no-store",
});

/** CSV export per tracker (plans with data_export) and the JSON archive of everything about the viewer (everyone). */
export const dataExportRoutes: FeatureRoutes = async (app, { db, config, guardOf }) => {
  const route = endpointRouter(app, guardOf);
  const limit = config.rateLimits.exportPerUser;

  route(dataExportApi.availability, async (request) =>
    getExportAvailability(db, viewerOf(request).userId),
  );

  for (const tracker of EXPORT_TRACKERS) {
    route(TRACKER_CSV[tracker], async (request, reply) => {
      const { stream, fileName } = await exportTrackerCsv(db, {
        userId: viewerOf(request).userId,
        tracker,
        limit,
      });
      return reply
        .headers({ "content-type": "text/csv; charset=utf-8", ...attachment(fileName) })
        .send(stream);
    });
  }

  route(dataExportApi.archive, async (request, reply) => {
    const { stream, fileName } = await exportArchive(db, {
      userId: viewerOf(request).userId,
      limit,
    });
    return reply
      .headers({ "content-type": "application/json; charset=utf-8", ...attachment(fileName) })
      .send(stream);
  });
};
