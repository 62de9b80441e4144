import {
  PANEL_GROUP_LABELS,
  PANEL_NUTRIENTS,
  scalePanel,
  valueOf,
  type PanelGroup,
} from "../../domain/nutrient-panel";
import { Spinner } from "../components/ui/spinner";
import { formatQuantity } from "../lib/format";
import { useFoodPanel } from "./api/nutrient-panel";
import { formatPanelAmount } from "./format";

const GROUPS = Object.keys(PANEL_GROUP_LABELS) as PanelGroup[];

/**
 * Every panel nutrient of `grams` of a USDA food, grouped; a nutrient the USDA did not analyse reads
 * "unknown". Shown in a disclosure, so the dialog it sits in stays short until asked.
 */
export function FoodFullPanel({ foodId, grams }: { foodId: string; grams: number }) {
  const query = useFoodPanel(foodId);
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2" data-testid="food-full-panel">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        Full nutrient panel ({formatQuantity(grams, "g")})
      </summary>
      {query.isPending ? <Spinner label="Loading nutrients..." /> : null}
      {query.isError ? <p className="text-sm text-red-700">{query.error.message}</p> : null}
      {query.data ? (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {GROUPS.map((group) => {
            const amounts = scalePanel(query.data.per100g, grams / 100);
            return (
              <table key={group} className="w-full text-sm">
                <caption className="text-left font-semibold text-slate-900">
                  {PANEL_GROUP_LABELS[group]}
                </caption>
                <tbody className="divide-y divide-slate-100">
                  {PANEL_NUTRIENTS.filter((n) => n.group === group).map((nutrient) => {
                    const value = valueOf(nutrient, amounts);
                    return (
                      <tr key={nutrient.key}>
                        <th scope="row" className="py-1 text-left font-normal text-slate-700">
                          {nutrient.label}
                        </th>
                        <td className="py-1 text-right text-slate-900">
                          {value === null ? (
                            <span className="italic text-slate-600">unknown</span>
                          ) : (
                            formatPanelAmount(nutrient, value)
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            );
          })}
        </div>
      ) : null}
    </details>
  );
}
