import { todayIn } from "../../../domain/calendar";
import { browserTimeZone } from "../../lib/time-zone";
export { PRERENDERED_DIR, PRERENDERED_PAGES } from "../../../contract/prerendered-pages";

/**
 * The calendar day, in the local time zone, that a page was drawn on. The public pages show dates
 * of "today" (the terms' "Last updated", the footer's year, the birthday field's latest day), so a
 * page prerendered on another day than the visitor's is drawn afresh instead of hydrated: its text
 * would not match, and React would report it and throw the markup away anyway.
 */
export function localDay(date: Date): string {
  return todayIn(browserTimeZone(), date);
}

/** The attribute of #root that carries it (data-prerendered-day, read as dataset.prerenderedDay). */
export const DAY_ATTRIBUTE = "data-prerendered-day";
