import { z } from "zod";
import { sql } from "drizzle-orm";
import type { FeatureRoutes } from "./types";

export const healthRoutes: FeatureRoutes = async (app, { db, database }) => {
  app.get(
    "/api/health",
    { schema: { response: { 200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }) } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: "ok" as const, database: database.kind };
    },
  );
};
