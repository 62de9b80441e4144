/** How SLA time reads for people: "2 h 15 min left", "Overdue by 40 min". Pure. */
import type { SlaState } from "./sla";

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
const MS_PER_MINUTE = 60_000;

/**
 * A whole number of minutes in the two largest units that matter: "40 min", "2 h 15 min", "3 d 4 h"
 * (minutes are dropped past a day: nobody plans a five-day target to the minute).
 */
export function formatSlaMinutes(totalMinutes: number): string {
  const days = Math.floor(totalMinutes / MINUTES_PER_DAY);
  const hours = Math.floor((totalMinutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

/** Whole minutes of a span, rounded down: "left" never promises more time than there is. */
const wholeMinutes = (ms: number) => Math.floor(Math.abs(ms) / MS_PER_MINUTE);

const span = (ms: number) =>
  wholeMinutes(ms) === 0 ? "less than 1 min" : formatSlaMinutes(wholeMinutes(ms));

/** What a clock says in a sentence, by its state and time left (negative: overdue). */
export function describeSlaClock(clock: {
  state: SlaState;
  msLeft: number;
  isStopped: boolean;
}): string {
  switch (clock.state) {
    case "met":
      return "Met";
    case "breached":
      return clock.isStopped
        ? `Missed by ${span(clock.msLeft)}`
        : `Overdue by ${span(clock.msLeft)}`;
    case "paused":
      return `Paused, ${span(clock.msLeft)} left`;
    case "running":
      return `${capitalise(span(clock.msLeft))} left`;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
