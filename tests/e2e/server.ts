/**
 * The journeys' server: the production start-up (src/server/serve.ts) plus one route of their own.
 * A journey about time (an SLA target running out) moves the ticket's clock back instead of waiting
 * for it, so it takes seconds, not the target's minutes. main.ts never registers this route: no
 * production server lets anyone rewrite when a ticket was filed.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { supportTickets } from "../../src/server/db/schema";
import { notFound } from "../../src/server/errors";
import { serve } from "../../src/server/serve";

const BackDateParams = z.object({ ticketId: z.uuid("Not a ticket id") });
/** Up to a week: further back than any SLA target a journey sets needs. */
const BackDateBody = z.object({
  minutes: z
    .int()
    .min(1)
    .max(7 * 24 * 60),
});

await serve({
  beforeListen: (app, database) => {
    app.post(
      "/api/testing/tickets/:ticketId/back-date",
      { schema: { params: BackDateParams, body: BackDateBody } },
      async (request, reply) => {
        const t = supportTickets;
        const by = sql`make_interval(mins => ${request.body.minutes})`;
        // Every moment the SLA clocks read (src/domain/sla.ts), so the ticket reads as filed that long
        // ago with its history intact; an unset one stays unset.
        const moved = await database.db
          .update(t)
          .set({
            createdAt: sql`${t.createdAt} - ${by}`,
            firstResponseAt: sql`${t.firstResponseAt} - ${by}`,
            resolvedAt: sql`${t.resolvedAt} - ${by}`,
            closedAt: sql`${t.closedAt} - ${by}`,
            slaPausedAt: sql`${t.slaPausedAt} - ${by}`,
          })
          .where(eq(t.id, request.params.ticketId))
          .returning({ id: t.id });
        if (moved.length === 0) throw notFound("No such ticket");
        return reply.status(204).send();
      },
    );
  },
});
