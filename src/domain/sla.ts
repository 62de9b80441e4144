/** Service-level targets of support tickets (issue 16): when each is due and whether it is met. Pure: no I/O. */
import { applyStatusChange, type StatusStamps, type TicketStatus } from "./tickets";

export const SLA_STATES = ["met", "breached", "running", "paused"] as const;
export type SlaState = (typeof SLA_STATES)[number];

/** A priority's targets, in minutes of wall-clock time (the sla_targets table). */
export interface SlaTarget {
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

/** The bounds staff may set: at least a minute, at most a year (365 days of minutes). */
export const SLA_MIN_MINUTES = 1;
export const SLA_MAX_MINUTES = 365 * 24 * 60;

/** How the resolution clock has been paused: the waits that ended, and when the current one began. */
export interface SlaPause {
  slaPausedAt: Date | null;
  slaPausedSeconds: number;
}

/** What of a ticket the clocks read. */
export interface SlaTicket extends SlaPause {
  status: TicketStatus;
  createdAt: Date;
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
  closedAt: Date | null;
}

export interface SlaClock {
  state: SlaState;
  /** When the target falls due; for a paused clock, if it were to run again now. */
  dueAt: Date;
  /**
   * Milliseconds of the target left: at `now` while it runs or is paused, at the moment it stopped once
   * met or breached. Negative: overdue by that much.
   */
  msLeft: number;
  /** true once the clock stopped for good (answered, resolved): its state no longer changes. */
  isStopped: boolean;
}

export interface TicketSla {
  firstResponse: SlaClock;
  resolution: SlaClock;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_SECOND = 1000;

/**
 * Statuses that stop the resolution clock: "waiting" (on the customer), and resolved or closed, so a
 * reopened ticket does not count the time it sat solved (as Zammad ignores pending and closed time).
 */
const PAUSING_STATUSES: readonly TicketStatus[] = ["waiting", "resolved", "closed"];
const isPausing = (status: TicketStatus) => PAUSING_STATUSES.includes(status);

type ResolutionStamps = Pick<SlaTicket, "status" | "resolvedAt" | "closedAt">;

/** The time the resolution clock stopped for good, or null while the ticket is still being worked. */
function resolutionStop(t: ResolutionStamps): Date | null {
  if (t.status !== "resolved" && t.status !== "closed") return null;
  return t.resolvedAt ?? t.closedAt;
}

/**
 * When the current pause began. Tickets resolved before pauses were recorded (migration 0023 only
 * stamped waiting ones) have none: their pause is the resolution itself.
 */
function pauseStart(t: ResolutionStamps & Pick<SlaPause, "slaPausedAt">): Date | null {
  if (t.slaPausedAt) return t.slaPausedAt;
  return isPausing(t.status) && t.status !== "waiting" ? resolutionStop(t) : null;
}

/**
 * How the pause moves when the status changes: entering a pausing status starts a pause now; leaving
 * one adds the pause's whole seconds to slaPausedSeconds. Moving between two pausing statuses (waiting
 * to resolved) or two running ones changes nothing: the clock is in the same state.
 */
export function moveSlaPause(
  current: SlaPause & ResolutionStamps,
  next: TicketStatus,
  now: Date,
): SlaPause {
  const pause = { slaPausedAt: current.slaPausedAt, slaPausedSeconds: current.slaPausedSeconds };
  const wasPaused = isPausing(current.status);
  if (wasPaused === isPausing(next)) return pause;
  if (!wasPaused) return { slaPausedAt: now, slaPausedSeconds: current.slaPausedSeconds };
  const began = pauseStart(current);
  const seconds = began
    ? Math.max(0, Math.floor((now.getTime() - began.getTime()) / MS_PER_SECOND))
    : 0;
  return { slaPausedAt: null, slaPausedSeconds: current.slaPausedSeconds + seconds };
}

/**
 * The first response: due `firstResponseMinutes` after the ticket was opened, never paused (the
 * customer waits for a first answer whatever the desk waits on). Met by the first public staff reply
 * on or before the due time. A ticket resolved or closed unanswered stops the clock there: it needed
 * no answer, and counts as met or breached by when it was settled.
 */
function firstResponseClock(t: SlaTicket, target: SlaTarget, now: Date): SlaClock {
  const dueAt = new Date(t.createdAt.getTime() + target.firstResponseMinutes * MS_PER_MINUTE);
  const stoppedAt = t.firstResponseAt ?? resolutionStop(t);
  if (stoppedAt) {
    const msLeft = dueAt.getTime() - stoppedAt.getTime();
    return { state: msLeft >= 0 ? "met" : "breached", dueAt, msLeft, isStopped: true };
  }
  const msLeft = dueAt.getTime() - now.getTime();
  return { state: msLeft >= 0 ? "running" : "breached", dueAt, msLeft, isStopped: false };
}

/**
 * Resolution: due `resolutionMinutes` of running time after the ticket was opened, so the due time is
 * created + target + every pause (the current one up to the moment read). It stops at resolution
 * (resolvedAt, or closedAt when closed unresolved). A paused clock past its target is breached: the
 * time ran out before the wait began.
 */
function resolutionClock(t: SlaTicket, target: SlaTarget, now: Date): SlaClock {
  const stoppedAt = resolutionStop(t);
  const at = stoppedAt ?? now;
  const began = pauseStart(t);
  const currentPauseMs = began ? Math.max(0, at.getTime() - began.getTime()) : 0;
  const pausedMs = t.slaPausedSeconds * MS_PER_SECOND + currentPauseMs;
  const dueAt = new Date(
    t.createdAt.getTime() + target.resolutionMinutes * MS_PER_MINUTE + pausedMs,
  );
  const msLeft = dueAt.getTime() - at.getTime();
  if (stoppedAt) return { state: msLeft >= 0 ? "met" : "breached", dueAt, msLeft, isStopped: true };
  if (msLeft < 0) return { state: "breached", dueAt, msLeft, isStopped: false };
  return { state: t.status === "waiting" ? "paused" : "running", dueAt, msLeft, isStopped: false };
}

/** Both clocks of a ticket at `now`, given its priority's targets. */
export function computeTicketSla(t: SlaTicket, target: SlaTarget, now: Date): TicketSla {
  return {
    firstResponse: firstResponseClock(t, target, now),
    resolution: resolutionClock(t, target, now),
  };
}

export type SlaClockName = keyof TicketSla;

/**
 * The target that matters now: the first response until the desk answered, then the resolution;
 * none once the ticket is resolved or closed. The queue shows this one, and "SLA breached" means this
 * one is breached (the dashboard's count and the queue's filter, in SQL, follow the same rule).
 */
export function currentSlaClock(
  t: Pick<SlaTicket, "status" | "firstResponseAt">,
): SlaClockName | null {
  if (t.status === "resolved" || t.status === "closed") return null;
  return t.firstResponseAt ? "resolution" : "firstResponse";
}

/** Whether the ticket's current target is breached now (see currentSlaClock). */
export function isSlaBreachedNow(t: SlaTicket, target: SlaTarget, now: Date): boolean {
  const name = currentSlaClock(t);
  return name !== null && computeTicketSla(t, target, now)[name].state === "breached";
}

/**
 * Every column a status change writes: the resolution and closing stamps (applyStatusChange) and the
 * resolution clock's pause. Every path that changes a ticket's status goes through this.
 */
export function applyStatusChangeWithSla(
  current: StatusStamps & SlaPause,
  next: TicketStatus,
  now: Date,
): StatusStamps & SlaPause {
  return { ...applyStatusChange(current, next, now), ...moveSlaPause(current, next, now) };
}
