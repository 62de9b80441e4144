import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, isIsoDate } from "../../domain/calendar";
import { formatDate } from "../lib/format";
import { Button } from "./ui/button";

/** "Today", "Yesterday", "Tomorrow", else the app's day style, "Monday 3 June". */
export function formatDay(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  if (date === addDays(today, 1)) return "Tomorrow";
  return formatDate(date, "day");
}

interface DayNavigatorProps {
  /** The day shown, "YYYY-MM-DD". */
  date: string;
  /** The user's today (the server's answer, in the user's time zone), for the labels and the shortcut. */
  today: string;
  /** The last day one may open; diaries that plan ahead (meals) leave it out, logs of what happened (water) pass today. */
  maxDate?: string;
  onChange: (date: string) => void;
}

/** Previous / date input / next, the day's name, and a way back to today. Shared by the diary screens. */
export function DayNavigator({ date, today, maxDate, onChange }: DayNavigatorProps) {
  const isLast = maxDate !== undefined && date >= maxDate;
  // A typed date past the limit opens the limit rather than being silently dropped.
  const pick = (value: string) => {
    if (!isIsoDate(value)) return;
    onChange(maxDate !== undefined && value > maxDate ? maxDate : value);
  };
  return (
    <nav aria-label="Day" className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        className="px-2"
        aria-label="Previous day"
        onClick={() => onChange(addDays(date, -1))}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </Button>
      <label className="flex items-center gap-2">
        <span className="sr-only">Day shown</span>
        <input
          type="date"
          value={date}
          max={maxDate}
          onChange={(e) => pick(e.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
      </label>
      {/* aria-disabled, not disabled: a keyboard user stepping forward to the last day keeps focus on the button. */}
      <Button
        variant="secondary"
        className="px-2 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
        aria-label="Next day"
        aria-disabled={isLast || undefined}
        onClick={() => (isLast ? undefined : onChange(addDays(date, 1)))}
      >
        <ChevronRight className="size-5" aria-hidden />
      </Button>
      <p className="font-semibold text-slate-900" aria-live="polite">
        {formatDay(date, today)}
      </p>
      {date !== today ? (
        <Button variant="ghost" onClick={() => onChange(today)}>
          Back to today
        </Button>
      ) : null}
    </nav>
  );
}
