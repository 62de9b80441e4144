import { z } from "zod";
import { dayIndex, isIsoDate } from "../domain/calendar";

/** A quarter and a day: any calendar quarter fits in one call, and a call stays a few thousand rows. */
export const MAX_RANGE_DAYS = 92;

export const RANGE_MESSAGES = {
  from: "Enter the first day as YYYY-MM-DD",
  to: "Enter the last day as YYYY-MM-DD",
  order: "The last day must not be before the first",
  span: `Choose at most ${MAX_RANGE_DAYS} days`,
} as const;

/** `from` and `to`, both diary days and both included, at most MAX_RANGE_DAYS apart. */
export const DayRangeQuery = z
  .object({
    from: z.string(RANGE_MESSAGES.from).refine(isIsoDate, RANGE_MESSAGES.from),
    to: z.string(RANGE_MESSAGES.to).refine(isIsoDate, RANGE_MESSAGES.to),
  })
  .superRefine(({ from, to }, ctx) => {
    // A field's own refine does not stop this one: a day that is no date was reported above.
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    const days = dayIndex(to) - dayIndex(from) + 1;
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: RANGE_MESSAGES.order });
    else if (days > MAX_RANGE_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: RANGE_MESSAGES.span });
  });
export type DayRangeQuery = z.infer<typeof DayRangeQuery>;
