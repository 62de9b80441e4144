import type { Totals } from "../../contract/meals";
import { SR28_NUMBER_OF } from "../../domain/nutrient-panel";
import { NUTRIENT_INFO, PANEL_NUTRIENTS, type NutrientKey } from "../../domain/nutrition";
import { Link, useSearchParams } from "react-router";
import { formatNumber } from "../lib/format";
import { useDayPanel } from "../nutrients/api/nutrient-panel";
import { formatNutrient } from "./format";

/** A USDA food's full panel, for wherever the food's details are shown (the Add food dialog). */
export { FoodFullPanel } from "../nutrients/food-panel";

/** A total with how many entries had no value: "120 mg (2 unknown)", or just "unknown". */
export function TotalValue({ totals, nutrient }: { totals: Totals; nutrient: NutrientKey }) {
  const unknown = totals.unknownCount[nutrient];
  if (totals.count > 0 && unknown === totals.count)
    return <span className="italic text-slate-500">unknown</span>;
  return (
    <>
      {formatNutrient(nutrient, totals.totals[nutrient])}
      {unknown > 0 ? (
        <span
          className="ml-1 text-xs text-amber-800"
          title="Some foods have no USDA value for this nutrient"
        >
          (+{unknown} unknown)
        </span>
      ) : null}
    </>
  );
}

/**
 * The day's other nutrients against the same targets as the Nutrients page (the reference intake for
 * the user's age and sex, or their own), so one nutrient never shows two different goals; unknown
 * values are counted apart from zeros.
 */
export function NutrientPanel({ day }: { day: Totals }) {
  // The diary keeps its day in ?date=, so the full panel opens on the same day.
  const [params] = useSearchParams();
  const date = params.get("date");
  const panel = useDayPanel(date ?? undefined);
  const lineOf = new Map(panel.data?.lines.map((line) => [line.key, line]));
  return (
    <section aria-labelledby="micronutrients-title">
      <h2 id="micronutrients-title" className="mb-1 text-lg font-semibold text-slate-900">
        Micronutrients
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        % of your daily target: the reference intake for your age and sex, or the target you set.
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Nutrient
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              % target
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {PANEL_NUTRIENTS.map((key) => {
            const line = lineOf.get(SR28_NUMBER_OF[key]);
            const pct = line?.target ? (100 * line.total) / line.target : null;
            const allUnknown = day.count > 0 && day.unknownCount[key] === day.count;
            return (
              <tr key={key}>
                <th scope="row" className="py-1.5 text-left font-normal text-slate-800">
                  {NUTRIENT_INFO[key].label}
                </th>
                <td className="py-1.5 text-right text-slate-900">
                  <TotalValue totals={day} nutrient={key} />
                </td>
                <td className="py-1.5 text-right text-slate-700">
                  {pct === null || allUnknown ? "–" : `${formatNumber(pct)}%`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        <Link
          to={date ? `/app/meals/nutrients?date=${date}` : "/app/meals/nutrients"}
          className="font-medium text-brand-700 underline hover:text-brand-800"
        >
          All nutrients and your targets
        </Link>
      </p>
    </section>
  );
}
