import { healthApi } from "../../contract/health";
import { endpointRouter } from "./endpoint-route";
import type { FeatureRoutes } from "./types";

export const healthRoutes: FeatureRoutes = async (app, { database, guardOf }) => {
  endpointRouter(app, guardOf)(
    healthApi.check,
    async () => {
      await database.ping();
      return { status: "ok" as const, database: database.kind };
    },
    // A load balancer asks every few seconds: at info level the access log would be mostly this.
    { logLevel: "warn" },
  );
};
