import type { MealName } from "../../contract/meals";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { addedMessage } from "./amount-defaults";
import { useLogEntry, useRecentFoods } from "./api/diary";
import { formatAmount, kcalText, shortFoodName } from "./format";

/** Recent and frequent foods: one tap logs them again with the amount used last time. */
export function RecentFoods({
  date,
  meal,
  onAdded,
}: {
  date: string;
  meal: MealName;
  onAdded: (message: string) => void;
}) {
  const recent = useRecentFoods();
  const log = useLogEntry();
  if (recent.isPending) return <Spinner label="Loading recent foods..." />;
  if (recent.isError) return <Alert tone="error">{recent.error.message}</Alert>;
  const { recent: recents, frequent } = recent.data;
  if (recents.length === 0)
    return (
      <p className="text-slate-600">Foods you log will show here, ready to add again in one tap.</p>
    );
  const limit = planLimitOf(log.error);
  const lists = [
    { title: "Recent", items: recents },
    { title: "Frequent", items: frequent },
  ].filter((l) => l.items.length > 0);
  return (
    <div className="grid gap-4">
      {limit ? (
        <PlanLimitNotice details={limit} />
      ) : log.isError ? (
        <Alert tone="error">{log.error.message}</Alert>
      ) : null}
      {lists.map((list) => (
        <section key={list.title} aria-label={`${list.title} foods`}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {list.title}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.items.map((item) => {
              const label = `${formatAmount(item)} ${item.name}`;
              return (
                <li
                  key={`${list.title}-${item.kind}-${item.foodId ?? item.customFoodId ?? item.recipeId}`}
                  className="flex items-center justify-between gap-3 px-3 py-2"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{item.name}</span>
                    <span className="text-xs text-slate-600">
                      {formatAmount(item)}
                      {item.energyKcal === null ? "" : ` · ${kcalText(item.energyKcal)}`}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`Add ${label}`}
                    disabled={log.isPending}
                    onClick={() => {
                      const ref =
                        item.kind === "usda"
                          ? {
                              kind: "usda" as const,
                              foodId: item.foodId!,
                              unit: item.unit as "g" | "oz" | "portion",
                              ...(item.portionSeq ? { portionSeq: item.portionSeq } : {}),
                            }
                          : item.kind === "custom"
                            ? {
                                kind: "custom" as const,
                                customFoodId: item.customFoodId!,
                                unit: item.unit as "g" | "oz" | "serving",
                              }
                            : {
                                kind: "recipe" as const,
                                recipeId: item.recipeId!,
                                unit: "serving" as const,
                              };
                      log.mutate(
                        { date, meal, quantity: item.quantity, ...ref },
                        {
                          onSuccess: () =>
                            onAdded(
                              addedMessage(
                                shortFoodName(item.name, item.kind),
                                formatAmount(item),
                                meal,
                              ),
                            ),
                        },
                      );
                    }}
                  >
                    Add
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
