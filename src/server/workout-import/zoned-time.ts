/**
 * Exports write wall-clock times with no zone ("2024-01-15 08:30:00"): the time on the phone that
 * logged them. They are read, and written back, in the user's own zone, with Intl's zone data.
 */

function partsIn(timeZone: string, instantMs: number): Record<string, number> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instantMs));
  return Object.fromEntries(
    parts.filter((p) => p.type !== "literal").map((p) => [p.type, Number(p.value)]),
  );
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetMs(timeZone: string, instantMs: number): number {
  const p = partsIn(timeZone, instantMs);
  return (
    Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instantMs / 1000) * 1000
  );
}

/**
 * The instant a wall-clock time names in a zone. Twice: the first guess may sit across a DST change
 * from the answer. A time skipped by a spring-forward lands an hour later, as phones show it.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}Z`);
  const first = asUtc - offsetMs(timeZone, asUtc);
  return new Date(asUtc - offsetMs(timeZone, first));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2024-01-15 08:30:00": the instant on the zone's clock. */
export function instantToWallTime(instant: Date, timeZone: string): { date: string; time: string } {
  const p = partsIn(timeZone, instant.getTime());
  return {
    date: `${p.year}-${pad(p.month!)}-${pad(p.day!)}`,
    time: `${pad(p.hour!)}:${pad(p.minute!)}:${pad(p.second!)}`,
  };
}
