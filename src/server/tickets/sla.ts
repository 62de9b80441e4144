import { count, inArray, sql, type SQL } from "drizzle-orm";
import type { TicketSla } from "../../contract/ticket-sla";
import {
  computeTicketSla,
  currentSlaClock,
  type SlaClock,
  type SlaTarget,
  type SlaTicket,
} from "../../domain/sla";
import { ACTIVE_TICKET_STATUSES } from "../../domain/tickets";
import type { Db } from "../db/client";
import { slaTargets, supportTickets } from "../db/schema";

const toContract = (clock: SlaClock) => ({
  state: clock.state,
  dueAt: clock.dueAt.toISOString(),
  // Rounded away from the due time, so the sign agrees with the state: overdue by half a second reads -1.
  secondsLeft:
    clock.msLeft >= 0 ? Math.floor(clock.msLeft / 1000) : -Math.ceil(-clock.msLeft / 1000),
  isStopped: clock.isStopped,
});

/** A ticket's SLA as the staff API answers it, read at `now`; null when its priority has no targets. */
export function ticketSlaOf(
  ticket: SlaTicket,
  target: SlaTarget | null,
  now: Date,
): TicketSla | null {
  if (!target) return null;
  const sla = computeTicketSla(ticket, target, now);
  return {
    firstResponse: toContract(sla.firstResponse),
    resolution: toContract(sla.resolution),
    current: currentSlaClock(ticket),
  };
}

/**
 * isSlaBreachedNow (src/domain/sla.ts) in SQL, for counting and filtering in the database: a ticket
 * still being worked whose current target has run out at `now` — unanswered past the first response
 * target, or answered and past the resolution target in running time (less the ended pauses and the
 * current one). Self-contained (EXISTS over sla_targets) so any query on support_tickets can use it.
 */
export function slaBreachedAt(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const t = supportTickets;
  const runningTime = sql`${at} - ${t.createdAt} - make_interval(secs => ${t.slaPausedSeconds}) - coalesce(greatest(${at} - ${t.slaPausedAt}, interval '0'), interval '0')`;
  return sql`${inArray(t.status, [...ACTIVE_TICKET_STATUSES])} and exists (
    select 1 from ${slaTargets} where ${slaTargets.priority} = ${t.priority} and (
      (${t.firstResponseAt} is null and ${at} > ${t.createdAt} + ${slaTargets.firstResponseMinutes} * interval '1 minute')
      or (${t.firstResponseAt} is not null and ${runningTime} > ${slaTargets.resolutionMinutes} * interval '1 minute')
    ))`;
}

/** The dashboard's "SLA breached": tickets still being worked whose current target is overdue at `now`. */
export async function countSlaBreached(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportTickets).where(slaBreachedAt(now));
  return Number(row?.n ?? 0);
}
