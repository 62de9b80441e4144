import type { DayTargets as Targets, Totals } from "../../contract/meals";
import { Card } from "../components/ui/card";
import { roundForDisplay } from "../../domain/units";
import { formatNumber } from "../lib/format";
import { ShareBar } from "../components/ui/progress-bar";

export const TARGET_NUTRIENTS = [
  { key: "energyKcal", label: "Calories", unit: "kcal" },
  { key: "proteinG", label: "Protein", unit: "g" },
  { key: "carbsG", label: "Carbs", unit: "g" },
  { key: "fatG", label: "Fat", unit: "g" },
] as const satisfies ReadonlyArray<{ key: keyof Targets; label: string; unit: string }>;

/**
 * "1,250 kcal left" or "150 kcal over": what is left of a target in whole units (a 0.4 g difference is
 * noise), from the rounded figures shown beside it, so that eaten + left reads as the target.
 */
export function leftText(
  target: number,
  eaten: number,
  unit: "kcal" | "g",
): { text: string; isOver: boolean } {
  const left = roundForDisplay(target, unit) - roundForDisplay(eaten, unit);
  return left < 0
    ? { text: `${formatNumber(-left)} ${unit} over`, isOver: true }
    : { text: `${formatNumber(left)} ${unit} left`, isOver: false };
}

/**
 * The day's targets (from the user's goals) against what the diary holds: eaten, left, or over. The
 * figures come from the diary's own totals, so logging or deleting an entry moves them at once.
 */
export function DayTargets({ targets, day }: { targets: Targets; day: Totals }) {
  return (
    <Card>
      <section aria-labelledby="day-targets-title">
        <h2 id="day-targets-title" className="mb-3 text-lg font-semibold text-slate-900">
          Targets and what is left
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TARGET_NUTRIENTS.map(({ key, label, unit }) => {
            const target = targets[key];
            const eaten = day.totals[key];
            const { text, isOver } = leftText(target, eaten, unit);
            const unknown = day.unknownCount[key];
            return (
              <li key={key} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="text-sm font-medium text-slate-700">{label}</span>
                  <span
                    data-testid={`left-${key}`}
                    className={`font-semibold ${isOver ? "text-amber-800" : "text-slate-900"}`}
                  >
                    {text}
                  </span>
                </div>
                <ShareBar
                  value={eaten}
                  max={target}
                  barClassName={isOver ? "bg-amber-500" : "bg-brand-600"}
                />
                <p className="text-xs text-slate-600">
                  {`${formatNumber(eaten)} eaten of ${formatNumber(target)} ${unit}`}
                  {unknown > 0
                    ? ` · ${unknown} ${unknown === 1 ? "food has" : "foods have"} no value`
                    : ""}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
