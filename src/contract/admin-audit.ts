import { z } from "zod";
import { endpoint } from "./endpoint";
import { isValidTimeZone } from "../domain/calendar";

export const AUDIT_PAGE_SIZE = 25;

/**
 * Filters of the Security screen's audit log; every one optional. `actor` is part of the actor's name
 * or e-mail; `from` and `to` are whole days (to inclusive) in `tz`, the viewer's time zone, in which
 * the screen shows the entries' times too.
 */
export const AuditQuery = z
  .object({
    actor: z.string().trim().max(254).optional(),
    action: z.string().trim().max(100).optional(),
    from: z.iso.date("Use a date like 2026-01-31").optional(),
    to: z.iso.date("Use a date like 2026-01-31").optional(),
    tz: z
      .string()
      .trim()
      .max(64)
      .refine(isValidTimeZone, "Use a time zone like Europe/London")
      .default("UTC"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The end date must not be before the start date",
    path: ["to"],
  });
export type AuditQuery = z.infer<typeof AuditQuery>;

/**
 * Whom an entry about a user account concerns. A user who still exists is named as they are now; a
 * deleted one by the name and e-mail their deletion recorded, or failing that those the entry itself
 * kept; both null when nothing recorded them.
 */
export const AuditTarget = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  isDeleted: z.boolean(),
});
export type AuditTarget = z.infer<typeof AuditTarget>;

export const AuditEntry = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  /**
   * The actor's e-mail as it was when the entry was written (their current one for entries older
   * than the snapshot); null when the system acted, or for such an old entry whose actor is gone.
   */
  actorEmail: z.string().nullable(),
  /** The actor's name when the entry was written; null for the system. */
  actorName: z.string().nullable(),
  /** true when a person acted and their account has since been deleted. */
  isActorDeleted: z.boolean(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** Set when the target is a user account (targetType "user" with an id). */
  target: AuditTarget.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every action name recorded so far, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** The Security screen's audit log: read-only; nothing in the API updates or deletes entries. */
export const auditApi = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/audit",
    query: AuditQuery,
    responses: { 200: AuditPage },
    access: { permission: "security.view" },
  }),
};
