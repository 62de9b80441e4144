import { Link } from "react-router";
import type { WaterDay } from "../../contract/water";
import { formatDate, formatVolume } from "../lib/format";

const weekday = (date: string) => formatDate(date, "weekday");

/** The screen's own address for a day; today has none, so /app/water always means today. */
export const waterDaySearch = (date: string, today: string) =>
  date === today ? "" : `?date=${date}`;

/**
 * Seven days of totals as bars against the goal; the numbers are in the list for everyone. Each day
 * is a link that opens it, the way a calendar strip does; the day shown is marked as current.
 */
export function WaterWeek({ data }: { data: WaterDay }) {
  const max = Math.max(data.goalMl, ...data.week.map((d) => d.totalMl));
  return (
    <ol className="grid grid-cols-7 gap-1 sm:gap-2" aria-label="Water over seven days">
      {data.week.map((day) => {
        const height = max > 0 ? Math.round((day.totalMl / max) * 100) : 0;
        const isMet = day.totalMl >= data.goalMl;
        const isShown = day.date === data.date;
        return (
          <li key={day.date} data-testid={`water-week-${day.date}`}>
            <Link
              to={{ search: waterDaySearch(day.date, data.today) }}
              aria-current={isShown ? "date" : undefined}
              className={`grid justify-items-center gap-1 rounded-lg px-0.5 py-1 text-center hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${isShown ? "bg-sky-50 ring-1 ring-sky-300" : ""}`}
            >
              <div
                className="relative flex h-28 w-full max-w-10 items-end rounded bg-slate-100"
                aria-hidden
              >
                <div
                  className={`w-full rounded ${isMet ? "bg-sky-600" : "bg-sky-300"}`}
                  style={{ height: `${height}%` }}
                />
              </div>
              <span className={`text-xs text-slate-800 ${isShown ? "font-bold" : "font-medium"}`}>
                {day.date === data.today ? "Today" : weekday(day.date)}
              </span>
              <span className="text-[11px] leading-tight text-slate-600">
                <span className="sr-only">{formatDate(day.date, "medium")}: </span>
                {formatVolume(day.totalMl, data.unitSystem)}
                {isMet ? <span className="sr-only"> (goal met)</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
