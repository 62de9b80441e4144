import { Copy, Pencil, Plus } from "lucide-react";
import { MEAL_LABELS, type MealEntry, type MealName, type Totals } from "../../contract/meals";
import { MAIN_NUTRIENTS, NUTRIENT_INFO } from "../../domain/nutrition";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatNumber } from "../lib/format";
import { formatAmount } from "./format";
import { TotalValue } from "./nutrient-panel";

export function MealSection({
  meal,
  entries,
  totals,
  onAdd,
  onEdit,
  onCopyYesterday,
  copying,
}: {
  meal: MealName;
  entries: MealEntry[];
  totals: Totals;
  onAdd: () => void;
  onEdit: (entry: MealEntry) => void;
  onCopyYesterday: () => void;
  copying: boolean;
}) {
  const label = MEAL_LABELS[meal];
  return (
    <section aria-labelledby={`meal-${meal}`}>
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`meal-${meal}`} className="text-lg font-semibold text-slate-900">
          {label}
        </h2>
        <span className="text-sm font-medium text-slate-800" data-testid={`${meal}-kcal`}>
          {formatNumber(totals.totals.energyKcal)} kcal
        </span>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing logged yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{entry.name}</p>
                <p className="text-xs text-slate-600">
                  {formatAmount(entry)} · {entry.nutrients.energyKcal === null ? "kcal unknown" : `${formatNumber(entry.nutrients.energyKcal)} kcal`}
                </p>
              </div>
              <Button variant="ghost" className="px-2" aria-label={`Edit ${entry.name}`} onClick={() => onEdit(entry)}>
                <Pencil className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 ? (
        // The same seven nutrients as the day total (calories sit in the heading), wrapping on narrow screens.
        <dl data-testid={`${meal}-totals`} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {MAIN_NUTRIENTS.filter((key) => key !== "energyKcal").map((key) => (
            <div key={key} className="flex gap-1">
              <dt>{NUTRIENT_INFO[key].label}</dt>
              <dd className="font-medium text-slate-900">
                <TotalValue totals={totals} nutrient={key} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onAdd} aria-label={`Add food to ${label}`}>
          <Plus className="size-4" aria-hidden /> Add food
        </Button>
        <Button variant="ghost" onClick={onCopyYesterday} disabled={copying} aria-label={`Copy ${label} from yesterday`}>
          <Copy className="size-4" aria-hidden /> Copy from yesterday
        </Button>
      </div>
    </Card>
    </section>
  );
}
