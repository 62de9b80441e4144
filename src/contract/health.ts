import { z } from "zod";
import { endpoint } from "./endpoint";

export const Health = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
export type Health = z.infer<typeof Health>;

/** For load balancers and uptime checks: answers once the database does. */
export const healthApi = {
  check: endpoint({
    method: "GET",
    path: "/api/health",
    responses: { 200: Health },
    access: "public",
  }),
};
