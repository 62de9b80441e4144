import type { WaterDay } from "../../contract/water";
import { formatVolume } from "../../domain/units";

const weekday = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** Seven days of totals as bars against the goal; the numbers are in the list for everyone. */
export function WaterWeek({ data }: { data: WaterDay }) {
  const max = Math.max(data.goalMl, ...data.week.map((d) => d.totalMl));
  return (
    <ol className="grid grid-cols-7 gap-2" aria-label="Water over the last seven days">
      {data.week.map((day) => {
        const height = max > 0 ? Math.round((day.totalMl / max) * 100) : 0;
        const isMet = day.totalMl >= data.goalMl;
        return (
          <li key={day.date} className="grid justify-items-center gap-1 text-center">
            <div className="relative flex h-28 w-full max-w-10 items-end rounded bg-slate-100" aria-hidden>
              <div className={`w-full rounded ${isMet ? "bg-sky-600" : "bg-sky-300"}`} style={{ height: `${height}%` }} />
            </div>
            <span className="text-xs font-medium text-slate-800">{day.date === data.today ? "Today" : weekday(day.date)}</span>
            <span className="text-[11px] leading-tight text-slate-600">
              <span className="sr-only">{day.date}: </span>
              {formatVolume(day.totalMl, data.unitSystem)}
              {isMet ? <span className="sr-only"> (goal met)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
