import { z } from "zod";
import { SLA_MAX_MINUTES, SLA_MIN_MINUTES, SLA_STATES } from "../domain/sla";
import { formatSlaMinutes } from "../domain/sla-text";
import { TICKET_PRIORITIES, type TicketPriority } from "../domain/tickets";
import { endpoint } from "./endpoint";

/** One clock of a ticket's SLA as the server read it (computeTicketSla in src/domain/sla.ts). */
export const SlaClock = z.object({
  state: z.enum(SLA_STATES),
  dueAt: z.string(),
  /** Whole seconds of the target left when read (or when it stopped); negative: overdue by that much. */
  secondsLeft: z.number().int(),
  isStopped: z.boolean(),
});
export type SlaClock = z.infer<typeof SlaClock>;

/** Both clocks, and which of them matters now (null once the ticket is resolved or closed). */
export const TicketSla = z.object({
  firstResponse: SlaClock,
  resolution: SlaClock,
  current: z.enum(["firstResponse", "resolution"]).nullable(),
});
export type TicketSla = z.infer<typeof TicketSla>;

const minutes = (label: string) =>
  z
    .number({ error: `Enter the ${label} in minutes` })
    .int(`Enter the ${label} in whole minutes`)
    .min(SLA_MIN_MINUTES, `The ${label} must be at least ${formatSlaMinutes(SLA_MIN_MINUTES)}`)
    .max(SLA_MAX_MINUTES, `The ${label} must be at most ${formatSlaMinutes(SLA_MAX_MINUTES)}`);

export const SlaTargetBody = z
  .object({
    firstResponseMinutes: minutes("first response time"),
    resolutionMinutes: minutes("resolution time"),
  })
  .refine((t) => t.resolutionMinutes >= t.firstResponseMinutes, {
    path: ["resolutionMinutes"],
    message: "The resolution time cannot be shorter than the first response time",
  });
export type SlaTargetBody = z.infer<typeof SlaTargetBody>;

/** PUT /api/admin/sla-targets: every priority's targets at once (the Settings card saves them together). */
export const SlaTargetsBody = z.object(
  Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, SlaTargetBody])) as Record<
    TicketPriority,
    typeof SlaTargetBody
  >,
);
export type SlaTargetsBody = z.infer<typeof SlaTargetsBody>;

/** Who changed them and when is in the audit log (action "sla.targets"). */
export const SlaTargetsResponse = z.object({ targets: SlaTargetsBody });
export type SlaTargetsResponse = z.infer<typeof SlaTargetsResponse>;

const MINUTES_PER_HOUR = 60;
const MAX_HOURS = Math.floor(SLA_MAX_MINUTES / MINUTES_PER_HOUR);

/** A target as the Settings card asks for it: whole hours and minutes. */
export const SlaDurationInput = z.object({
  hours: z
    .number({ error: "Enter whole hours" })
    .int("Enter whole hours")
    .min(0, "Hours cannot be negative")
    .max(MAX_HOURS, `At most ${MAX_HOURS} hours`),
  minutes: z
    .number({ error: "Enter minutes" })
    .int("Enter whole minutes")
    .min(0, "Minutes cannot be negative")
    .max(MINUTES_PER_HOUR - 1, "At most 59 minutes"),
});
export type SlaDurationInput = z.infer<typeof SlaDurationInput>;

const SlaTargetInput = z.object({ firstResponse: SlaDurationInput, resolution: SlaDurationInput });
type SlaTargetInput = z.infer<typeof SlaTargetInput>;

export const toSlaDuration = (minutes: number): SlaDurationInput => ({
  hours: Math.floor(minutes / MINUTES_PER_HOUR),
  minutes: minutes % MINUTES_PER_HOUR,
});
const toMinutes = (d: SlaDurationInput) => d.hours * MINUTES_PER_HOUR + d.minutes;

/**
 * The Settings card's form: hours and minutes per target, turned into minutes and then checked by the
 * very rules the server applies (SlaTargetsBody), whose errors land on "urgent.resolutionMinutes" etc.
 */
export const SlaTargetsForm = z
  .object(
    Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, SlaTargetInput])) as Record<
      TicketPriority,
      typeof SlaTargetInput
    >,
  )
  .transform((form) =>
    Object.fromEntries(
      Object.entries(form).map(([p, t]: [string, SlaTargetInput]) => [
        p,
        {
          firstResponseMinutes: toMinutes(t.firstResponse),
          resolutionMinutes: toMinutes(t.resolution),
        },
      ]),
    ),
  )
  .pipe(SlaTargetsBody);
export type SlaTargetsFormInput = z.input<typeof SlaTargetsForm>;

/**
 * SLA targets per priority (issue 16). Read by whoever works tickets (support.view) or sees settings
 * (settings.view, where the card is); changed with settings.edit, audited on the server.
 */
export const slaApi = {
  get: endpoint({
    method: "GET",
    path: "/api/admin/sla-targets",
    responses: { 200: SlaTargetsResponse },
    access: { anyOf: ["support.view", "settings.view"] },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/sla-targets",
    body: SlaTargetsBody,
    responses: { 200: SlaTargetsResponse },
    access: { permission: "settings.edit" },
  }),
};
