/** "UTC+01:00"-style offset of a zone right now, for the time zone list. */
function offsetOf(timeZone: string, now: Date): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(now)
    .find((p) => p.type === "timeZoneName");
  return part?.value.replace("GMT", "UTC") || "UTC";
}

let cache: { value: string; label: string }[] | undefined;

/**
 * Every IANA zone the browser knows, labelled with its current offset. The server checks the
 * chosen one again (isValidTimeZone), so a zone this browser lacks cannot be saved by accident.
 */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  if (!cache) {
    const now = new Date();
    cache = Intl.supportedValuesOf("timeZone").map((zone) => ({
      value: zone,
      label: `${zone.replaceAll("_", " ")} (${offsetOf(zone, now)})`,
    }));
  }
  // A stored zone the list lacks (e.g. "UTC" in some browsers) must still show as selected.
  return cache.some((o) => o.value === current)
    ? cache
    : [{ value: current, label: current }, ...cache];
}
