import { asc, count, desc, sql } from "drizzle-orm";
import type { TicketDetail } from "../../contract/tickets";
import { TOO_MANY_TAGS_MESSAGE, withoutTag, withTag } from "../../domain/ticket-triage";
import type { Db } from "../db/client";
import { supportTickets } from "../db/schema";
import { fieldError } from "../errors";
import { loadTicket } from "./read";
import type { StaffActor } from "./service";
import { lockTriage, writeTicketChange } from "./triage";

/**
 * Adds a tag (already normalised by its schema). One add at a time under the ticket's lock, so two
 * agents tagging at once both keep their tag and the ten-tag limit holds. A tag the ticket already
 * has changes nothing: no write, no audit entry.
 */
export async function addTag(
  db: Db,
  options: { id: string; tag: string } & StaffActor,
): Promise<TicketDetail> {
  const { id, tag, ...actor } = options;
  return db.transaction(async (tx) => {
    const { tags } = await lockTriage(tx, id);
    const next = withTag(tags, tag);
    if (next === null) throw fieldError("tag", TOO_MANY_TAGS_MESSAGE);
    if (next !== tags)
      await writeTicketChange(tx, {
        id,
        action: "tickets.tags",
        set: { tags: [...next] },
        before: { tags },
        ...actor,
      });
    return loadTicket(tx, { id });
  });
}

/** Removes a tag; one the ticket does not have (another agent removed it first) changes nothing. */
export async function removeTag(
  db: Db,
  options: { id: string; tag: string } & StaffActor,
): Promise<TicketDetail> {
  const { id, tag, ...actor } = options;
  return db.transaction(async (tx) => {
    const { tags } = await lockTriage(tx, id);
    const next = withoutTag(tags, tag);
    if (next !== tags)
      await writeTicketChange(tx, {
        id,
        action: "tickets.tags",
        set: { tags: [...next] },
        before: { tags },
        ...actor,
      });
    return loadTicket(tx, { id });
  });
}

/** A bound on the suggestions: enough for a desk's vocabulary, small enough for one datalist. */
const SUGGESTED_TAGS = 200;

/** Tags on any ticket, most used first, so the suggestions lead with the desk's common words. */
export async function listTagsInUse(db: Db): Promise<string[]> {
  const used = db
    .select({ tag: sql<string>`unnest(${supportTickets.tags})`.as("tag") })
    .from(supportTickets)
    .as("used");
  const rows = await db
    .select({ tag: used.tag })
    .from(used)
    .groupBy(used.tag)
    .orderBy(desc(count()), asc(used.tag))
    .limit(SUGGESTED_TAGS);
  return rows.map((r) => r.tag);
}
