import type { Db } from "../db/client";
import { writeAudit, type AuditEntryInput } from "./service";

/** One refused attempt per actor, action and route per minute is enough to see who probes what. */
export const DENIED_AUDIT_WINDOW_MS = 60_000;
/** Past this many remembered keys, expired ones are dropped so the memory stays bounded. */
const PRUNE_AT = 10_000;

/** Per database (one per app, and per test app) so separate apps never silence each other. */
const lastWritten = new WeakMap<Db, Map<string, number>>();

/**
 * Writes the entry unless the same actor already had one with this action and target within the
 * window. The audit log is append-only, so a script retrying a refused call in a loop would
 * otherwise grow it without bound. Kept in memory: after a restart the next refusal is logged again.
 */
export async function writeAuditThrottled(
  entry: AuditEntryInput,
  now = Date.now(),
): Promise<boolean> {
  let seen = lastWritten.get(entry.db);
  if (!seen) lastWritten.set(entry.db, (seen = new Map<string, number>()));
  const key = `${entry.actorId ?? entry.ip ?? ""}|${entry.action}|${entry.targetId ?? ""}`;
  const last = seen.get(key);
  if (last !== undefined && now - last < DENIED_AUDIT_WINDOW_MS) return false;
  if (seen.size >= PRUNE_AT) {
    for (const [k, at] of seen) if (now - at >= DENIED_AUDIT_WINDOW_MS) seen.delete(k);
  }
  seen.set(key, now);
  await writeAudit(entry);
  return true;
}
