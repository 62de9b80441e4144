import { Copy, EllipsisVertical, Pencil, Plus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import {
  MEAL_LABELS,
  type DayTargets,
  type MealEntry,
  type MealName,
  type Totals,
} from "../../contract/meals";
import type { SavedMeal } from "../../contract/saved-meals";
import { MAIN_NUTRIENTS, NUTRIENT_INFO } from "../../domain/nutrition";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatEnergy, formatNumber } from "../lib/format";
import { leftText } from "./day-targets";
import { formatAmount, kcalText } from "./format";
import { TotalValue } from "./nutrient-panel";
import { LimitReached } from "../plan/limit-reached";

export function MealSection({
  meal,
  entries,
  totals,
  onAdd,
  onEdit,
  onCopyYesterday,
  copying,
  targets,
  day,
  savedMeals,
  onSaveAsMeal,
  onLogSaved,
  fullDay,
}: {
  meal: MealName;
  entries: MealEntry[];
  totals: Totals;
  onAdd: () => void;
  onEdit: (entry: MealEntry) => void;
  onCopyYesterday: () => void;
  copying: boolean;
  /** The day's targets and totals: a meal is shown against them (the goals set no per-meal share). */
  targets: DayTargets;
  day: Totals;
  savedMeals: SavedMeal[];
  onSaveAsMeal: () => void;
  onLogSaved: (savedMealId: string) => void;
  /** The day's entries when the plan allows no more: Add food says so instead of opening a form. */
  fullDay: { used: number; max: number } | null;
}) {
  const label = MEAL_LABELS[meal];
  const kcal = totals.totals.energyKcal;
  // formatNumber rounds the share to a whole percent, half away from zero like every shown figure.
  const share = targets.energyKcal > 0 ? (kcal / targets.energyKcal) * 100 : null;
  const dayLeft = leftText(targets.energyKcal, day.totals.energyKcal, "kcal");
  return (
    <section aria-labelledby={`meal-${meal}`}>
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`meal-${meal}`} className="text-lg font-semibold text-slate-900">
            {label}
          </h2>
          <div className="flex items-center gap-1">
            <span className="text-sm font-medium text-slate-800" data-testid={`${meal}-kcal`}>
              {formatEnergy(kcal)}
            </span>
            <MealMenu
              label={label}
              canSave={entries.length > 0}
              savedMeals={savedMeals}
              onSaveAsMeal={onSaveAsMeal}
              onLogSaved={onLogSaved}
            />
          </div>
        </div>
        <p className="text-xs text-slate-600" data-testid={`${meal}-share`}>
          {entries.length > 0 && share !== null
            ? `${formatNumber(share)}% of your ${formatEnergy(targets.energyKcal)} target · `
            : ""}
          {`${dayLeft.text} for the day`}
        </p>
        {entries.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing logged yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{entry.name}</p>
                  <p className="text-xs text-slate-600">
                    {formatAmount(entry)} · {kcalText(entry.nutrients.energyKcal)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={`Edit ${entry.name}`}
                  onClick={() => onEdit(entry)}
                >
                  <Pencil className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {entries.length > 0 ? (
          // The same seven nutrients as the day total (calories sit in the heading), wrapping on narrow screens.
          <dl
            data-testid={`${meal}-totals`}
            className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
          >
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
          {fullDay ? (
            <LimitReached
              what="food entries for this day"
              used={fullDay.used}
              max={fullDay.max}
              testId={`${meal}-limit-reached`}
            />
          ) : (
            <Button
              variant="secondary"
              onClick={onAdd}
              aria-label={`Add food to ${label}`}
              data-meal-add={meal}
            >
              <Plus className="size-4" aria-hidden /> Add food
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={onCopyYesterday}
            disabled={copying}
            // The shown words first, then whose (label in name, for speech input).
            aria-label={`Copy from yesterday: ${label}`}
          >
            <Copy className="size-4" aria-hidden /> Copy from yesterday
          </Button>
        </div>
      </Card>
    </section>
  );
}

const ITEM =
  "cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100";

/** The meal's menu: save its foods as a meal, or log a saved meal into it in one choice. */
function MealMenu({
  label,
  canSave,
  savedMeals,
  onSaveAsMeal,
  onLogSaved,
}: {
  label: string;
  canSave: boolean;
  savedMeals: SavedMeal[];
  onSaveAsMeal: () => void;
  onLogSaved: (savedMealId: string) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        aria-label={`More for ${label}`}
      >
        <EllipsisVertical className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-56 max-w-80 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={ITEM} disabled={!canSave} onSelect={onSaveAsMeal}>
            Save as meal…
          </DropdownMenu.Item>
          {savedMeals.length > 0 ? (
            <DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Label className="px-3 py-1 text-xs font-medium text-slate-600">
                Log a saved meal to {label}
              </DropdownMenu.Label>
              {savedMeals.map((saved) => (
                <DropdownMenu.Item
                  key={saved.id}
                  className={ITEM}
                  onSelect={() => onLogSaved(saved.id)}
                >
                  {saved.name}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
