/** Triage rules of the support desk (issue 16): the customer's impact, staff tags, merging tickets. Pure: no I/O. */
import { ACTIVE_TICKET_STATUSES, type TicketPriority, type TicketStatus } from "./tickets";

/**
 * Customers describe how much a problem hurts; staff set the priority. The three answers are stored
 * as the priorities low/medium/high, so a customer can never open a ticket as urgent: that is the
 * desk's call, made on the ticket page.
 */
export const CUSTOMER_IMPACTS = [
  "low",
  "medium",
  "high",
] as const satisfies readonly TicketPriority[];
export type CustomerImpact = (typeof CUSTOMER_IMPACTS)[number];

/** What the customer's form offers for each impact, in their words rather than the desk's. */
export function impactLabel(impact: CustomerImpact, productName: string): string {
  switch (impact) {
    case "low":
      return "Low: a question or an idea";
    case "medium":
      return "Medium: something isn't working as it should";
    case "high":
      return `High: I can't use ${productName}`;
  }
}

/** A tag is lower case letters, digits and '-', 1 to 32 characters ("billing-error", "ios"). */
export const TAG_MAX_LENGTH = 32;
export const TAG_PATTERN = /^[\p{L}\p{Nd}-]+$/u;
export const TAG_PATTERN_MESSAGE = "Use letters, digits and '-' only";
/** Beyond a handful, tags stop sorting work and start retelling the ticket. */
export const MAX_TAGS_PER_TICKET = 10;
export const TOO_MANY_TAGS_MESSAGE = `A ticket holds at most ${MAX_TAGS_PER_TICKET} tags`;

/** Tags compare without case or surrounding spaces, so "iOS " and "ios" are one tag. */
export function normaliseTag(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * The ticket's tags with `tag` added: unchanged (the same array) when it is already there, null when
 * the ticket is full. The new tag goes last, so chips keep the order staff added them in.
 */
export function withTag(tags: readonly string[], tag: string): readonly string[] | null {
  if (tags.includes(tag)) return tags;
  if (tags.length >= MAX_TAGS_PER_TICKET) return null;
  return [...tags, tag];
}

/** The ticket's tags without `tag`; the same array when it was not there (nothing to change). */
export function withoutTag(tags: readonly string[], tag: string): readonly string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : tags;
}

/** What a merge needs to know of each ticket. */
export interface MergeSide {
  id: string;
  ticketNumber: string;
  /** The customer's account; null once it was deleted (or for a signed-out visitor's message). */
  userId: string | null;
  status: TicketStatus;
  mergedIntoId: string | null;
}

/**
 * Why a merge of `source` into `target` is refused, or null when it may go ahead. `field` refusals are
 * a wrong choice in the form (400 under "Merge into"); `conflict` ones are the tickets' state, which
 * another agent may have changed since the page loaded (409).
 */
export type MergeRefusal =
  { kind: "field"; message: string } | { kind: "conflict"; message: string };

export function mergeRefusal(source: MergeSide, target: MergeSide): MergeRefusal | null {
  if (source.id === target.id)
    return { kind: "field", message: "A ticket cannot be merged into itself" };
  if (source.mergedIntoId !== null)
    return {
      kind: "conflict",
      message: `${source.ticketNumber} was already merged into another ticket`,
    };
  // Tickets of a deleted account (or of a signed-out visitor) have no customer left to match.
  if (source.userId === null)
    return {
      kind: "conflict",
      message: `${source.ticketNumber} has no customer account any more, so no other ticket is known to be theirs`,
    };
  if (source.userId !== target.userId)
    return { kind: "field", message: "Choose another ticket of the same customer" };
  if (target.mergedIntoId !== null)
    return {
      kind: "conflict",
      message: `${target.ticketNumber} was itself merged into another ticket`,
    };
  if (!ACTIVE_TICKET_STATUSES.includes(target.status)) {
    return {
      kind: "conflict",
      message: `${target.ticketNumber} is ${target.status}: choose a ticket that is still open, or reopen it first`,
    };
  }
  return null;
}

/** Heads the merged messages in the target's thread, so staff and the customer see where they came from. */
export function mergeNote(source: { ticketNumber: string; subject: string }): string {
  return `Merged from ${source.ticketNumber}: ${source.subject}`;
}
