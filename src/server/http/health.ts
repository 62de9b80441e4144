import { z } from "zod";
import type { FeatureRoutes } from "./types";

export const healthRoutes: FeatureRoutes = async (app, { database }) => {
  // Not declared: its logLevel keeps the load balancer's polling out of the access log, and a route
  // registered from a declaration has no way to set one (its extras are hooks, limits and config).
  app.get(
    "/api/health",
    {
      // A load balancer asks every few seconds: at info level the access log would be mostly this.
      logLevel: "warn",
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
        },
      },
    },
    async () => {
      await database.ping();
      return { status: "ok" as const, database: database.kind };
    },
  );
};
