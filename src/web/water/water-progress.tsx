import type { UnitSystem } from "../../domain/units";
import { ProgressBar } from "../components/ui/progress-bar";
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
      <ProgressBar
        value={totalMl}
        max={goalMl}
        label={label}
        valueText={`${formatVolume(totalMl, unitSystem)} of ${formatVolume(goalMl, unitSystem)}, ${formatPercent(percent)}`}
        className="h-3 bg-sky-100"
        barClassName="bg-sky-600 transition-[width]"
      />
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
