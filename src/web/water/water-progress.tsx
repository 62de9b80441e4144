import type { UnitSystem } from "../../domain/units";
import { formatPercent, formatVolume } from "../lib/format";

interface WaterProgressProps {
  totalMl: number;
  goalMl: number;
  unitSystem: UnitSystem;
  /** The bar's accessible name, which names the day ("Water today", "Water on Monday 3 June"). */
  label?: string;
  isToday?: boolean;
}

/** The day's total against the goal, as text and as a bar. */
export function WaterProgress({
  totalMl,
  goalMl,
  unitSystem,
  label = "Water today",
  isToday = true,
}: WaterProgressProps) {
  const percent = goalMl > 0 ? Math.round((totalMl / goalMl) * 100) : 0;
  return (
    <div className="grid gap-2">
      <p className="text-slate-800">
        <span className="text-3xl font-bold text-slate-900">
          {formatVolume(totalMl, unitSystem)}
        </span>{" "}
        <span className="text-slate-600">of {formatVolume(goalMl, unitSystem)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${formatVolume(totalMl, unitSystem)} of ${formatVolume(goalMl, unitSystem)}, ${formatPercent(percent)}`}
        className="h-3 w-full overflow-hidden rounded-full bg-sky-100"
      >
        <div
          className="h-full rounded-full bg-sky-600 transition-[width]"
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
      <p className="text-sm text-slate-600">
        {percent >= 100
          ? isToday
            ? "Goal reached for today."
            : "Goal reached that day."
          : `${formatPercent(percent)} of your goal`}
      </p>
    </div>
  );
}
