import { sql } from "drizzle-orm";
import type { SlaTargetsBody } from "../../contract/ticket-sla";
import { TICKET_PRIORITIES, type TicketPriority } from "../../domain/tickets";
import type { SlaTarget } from "../../domain/sla";
import { writeAudit } from "../audit/service";
import type { Db } from "../db/client";
import { slaTargets } from "../db/schema";

type Targets = Record<TicketPriority, SlaTarget>;

/**
 * Every priority's targets. Rows come from migration 0023's seed and are only ever upserted, so all
 * four exist; `forUpdate` locks them so two saves at once audit a true "before" each.
 */
async function readTargets(db: Db, options: { forUpdate?: boolean } = {}): Promise<Targets> {
  const query = db
    .select({
      priority: slaTargets.priority,
      firstResponseMinutes: slaTargets.firstResponseMinutes,
      resolutionMinutes: slaTargets.resolutionMinutes,
    })
    .from(slaTargets);
  const rows = options.forUpdate ? await query.for("update") : await query;
  const byPriority = new Map(
    rows.map((r) => [
      r.priority,
      { firstResponseMinutes: r.firstResponseMinutes, resolutionMinutes: r.resolutionMinutes },
    ]),
  );
  return Object.fromEntries(
    TICKET_PRIORITIES.map((p) => {
      const target = byPriority.get(p);
      if (!target)
        throw new Error(`sla_targets has no row for ${p}: migration 0023 seeds one per priority`);
      return [p, target];
    }),
  ) as Targets;
}

export const getSlaTargets = async (db: Db): Promise<{ targets: Targets }> => ({
  targets: await readTargets(db),
});

const sameTarget = (a: SlaTarget, b: SlaTarget) =>
  a.firstResponseMinutes === b.firstResponseMinutes && a.resolutionMinutes === b.resolutionMinutes;

/**
 * Saves every priority's targets (settings.edit) with one audit entry holding before and after. A save
 * that changes nothing writes and audits nothing.
 */
export async function updateSlaTargets(
  db: Db,
  options: { targets: SlaTargetsBody; actorId: string; ip: string },
): Promise<{ targets: Targets }> {
  return db.transaction(async (tx) => {
    const before = await readTargets(tx, { forUpdate: true });
    const changed = TICKET_PRIORITIES.filter((p) => !sameTarget(before[p], options.targets[p]));
    if (changed.length === 0) return { targets: before };
    for (const priority of changed) {
      const target = options.targets[priority];
      await tx
        .update(slaTargets)
        .set({ ...target, updatedBy: options.actorId, updatedAt: sql`now()` })
        .where(sql`${slaTargets.priority} = ${priority}`);
    }
    const after = await readTargets(tx);
    await writeAudit({
      db: tx,
      actorId: options.actorId,
      action: "sla.targets",
      targetType: "sla_targets",
      before,
      after,
      ip: options.ip,
    });
    return { targets: after };
  });
}
