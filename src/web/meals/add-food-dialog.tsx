import { useEffect, useState } from "react";
import type { CustomFood, Recipe } from "../../contract/foods";
import type { MealName } from "../../contract/meals";
import { MEAL_LABELS } from "../../contract/meals";
import { PlanLimitNotice, planLimitOf } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { TextField } from "../components/ui/text-field";
import { formatNumber } from "../lib/format";
import { AmountForm, splitUnit, type FoodChoice } from "./amount-form";
import { useFoodSearch, useLogEntry, useRecentFoods, useUsdaFood } from "./api/diary";
import { formatAmount } from "./format";
import { Modal } from "./modal";
import { CustomFoodForm } from "./custom-food-form";
import { QuickAddForm } from "./quick-add-form";
import { RecipeForm } from "./recipe-form";

const customFoodChoice = (food: CustomFood): FoodChoice => ({
  kind: "custom",
  id: food.id,
  name: food.name,
  basis: food.basis === "per_100g" ? "100 g" : "serving",
  energyKcal: food.nutrients.energyKcal,
});

const recipeChoice = (recipe: Recipe): FoodChoice => ({ kind: "recipe", id: recipe.id, name: recipe.name, basis: "serving", energyKcal: recipe.perServing.energyKcal });

/** Waits for typing to pause, so each keystroke does not cost a search. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function AddFoodDialog({ date, meal, onClose }: { date: string; meal: MealName | null; onClose: () => void }) {
  const [tab, setTab] = useState<"search" | "quick" | "new" | "recipe">("search");
  const [chosen, setChosen] = useState<FoodChoice | null>(null);
  const open = meal !== null;
  const close = () => {
    setChosen(null);
    setTab("search");
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={meal ? `Add to ${MEAL_LABELS[meal]}` : "Add food"}>
      {meal && chosen ? (
        <ChosenFood date={date} meal={meal} food={chosen} onBack={() => setChosen(null)} onDone={close} />
      ) : meal ? (
        <>
          <div role="group" aria-label="How to add" className="mb-4 flex flex-wrap gap-2">
            <Button variant={tab === "search" ? "primary" : "secondary"} aria-pressed={tab === "search"} onClick={() => setTab("search")}>
              Search foods
            </Button>
            <Button variant={tab === "quick" ? "primary" : "secondary"} aria-pressed={tab === "quick"} onClick={() => setTab("quick")}>
              Quick add
            </Button>
            <Button variant={tab === "new" ? "primary" : "secondary"} aria-pressed={tab === "new"} onClick={() => setTab("new")}>
              New food
            </Button>
            <Button variant={tab === "recipe" ? "primary" : "secondary"} aria-pressed={tab === "recipe"} onClick={() => setTab("recipe")}>
              New recipe
            </Button>
          </div>
          {tab === "search" ? (
            <FoodSearch date={date} meal={meal} onChoose={setChosen} />
          ) : tab === "quick" ? (
            <QuickAddForm date={date} meal={meal} onDone={close} />
          ) : tab === "new" ? (
            <CustomFoodForm onSaved={(food) => setChosen(customFoodChoice(food))} />
          ) : (
            <RecipeForm onSaved={(recipe) => setChosen(recipeChoice(recipe))} />
          )}
        </>
      ) : null}
    </Modal>
  );
}

function FoodSearch({ date, meal, onChoose }: { date: string; meal: MealName; onChoose: (food: FoodChoice) => void }) {
  const [text, setText] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), 250);
  const search = useFoodSearch(q, page);
  return (
    <div className="grid gap-4">
      <TextField
        label="Search foods"
        type="search"
        autoComplete="off"
        placeholder="e.g. chicken breast"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPage(1);
        }}
        hint="USDA foods and your own foods and recipes. Typos are fine."
      />
      {q === "" ? (
        <RecentLists date={date} meal={meal} />
      ) : search.isPending ? (
        <Spinner label="Searching..." />
      ) : search.isError ? (
        <Alert tone="error">{search.error.message}</Alert>
      ) : search.data.items.length === 0 ? (
        <p className="text-slate-600">No food matches “{q}”. Try fewer or different words.</p>
      ) : (
        <>
          <ul aria-label="Search results" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {search.data.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <button
                  type="button"
                  className="flex w-full items-start justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50 focus:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-300"
                  onClick={() => onChoose(item)}
                >
                  <span>
                    <span className="block font-medium text-slate-900">{item.name}</span>
                    <span className="block text-xs text-slate-600">{item.group}</span>
                  </span>
                  <span className="shrink-0 text-sm text-slate-700">
                    {item.energyKcal === null ? "kcal unknown" : `${formatNumber(item.energyKcal)} kcal`} / {item.basis}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between">
            <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-slate-600">Page {page}</span>
            <Button variant="secondary" disabled={!search.data.hasMore} onClick={() => setPage((p) => p + 1)}>
              More results
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** Recent and frequent foods: one tap logs them again with the amount used last time. */
function RecentLists({ date, meal }: { date: string; meal: MealName }) {
  const recent = useRecentFoods();
  const log = useLogEntry();
  const [added, setAdded] = useState<string | null>(null);
  if (recent.isPending) return <Spinner label="Loading recent foods..." />;
  if (recent.isError) return <Alert tone="error">{recent.error.message}</Alert>;
  const { recent: recents, frequent } = recent.data;
  if (recents.length === 0) return <p className="text-slate-600">Foods you log will show here, ready to add again in one tap.</p>;
  const limit = planLimitOf(log.error);
  const lists = [
    { title: "Recent", items: recents },
    { title: "Frequent", items: frequent },
  ].filter((l) => l.items.length > 0);
  return (
    <div className="grid gap-4">
      {limit ? <PlanLimitNotice details={limit} /> : log.isError ? <Alert tone="error">{log.error.message}</Alert> : null}
      {added ? <Alert tone="success">Added {added}.</Alert> : null}
      {lists.map((list) => (
        <section key={list.title} aria-label={`${list.title} foods`}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{list.title}</h3>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.items.map((item) => {
              const label = `${formatAmount(item)} ${item.name}`;
              return (
                <li key={`${list.title}-${item.kind}-${item.foodId ?? item.customFoodId ?? item.recipeId}`} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{item.name}</span>
                    <span className="text-xs text-slate-600">
                      {formatAmount(item)}
                      {item.energyKcal === null ? "" : ` · ${formatNumber(item.energyKcal)} kcal`}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`Add ${label}`}
                    disabled={log.isPending}
                    onClick={() => {
                      const ref =
                        item.kind === "usda"
                          ? { kind: "usda" as const, foodId: item.foodId!, unit: item.unit as "g" | "oz" | "portion", ...(item.portionSeq ? { portionSeq: item.portionSeq } : {}) }
                          : item.kind === "custom"
                            ? { kind: "custom" as const, customFoodId: item.customFoodId!, unit: item.unit as "g" | "oz" | "serving" }
                            : { kind: "recipe" as const, recipeId: item.recipeId!, unit: "serving" as const };
                      log.mutate({ date, meal, quantity: item.quantity, ...ref }, { onSuccess: () => setAdded(label) });
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

function ChosenFood({ date, meal, food, onBack, onDone }: { date: string; meal: MealName; food: FoodChoice; onBack: () => void; onDone: () => void }) {
  const usda = useUsdaFood(food.kind === "usda" ? food.id : null);
  const log = useLogEntry();
  if (food.kind === "usda" && usda.isPending) return <Spinner label="Loading food..." />;
  const portions = usda.data?.portions ?? [];
  const unitChoice = food.kind === "recipe" || (food.kind === "custom" && food.basis === "serving") ? "serving" : "g";
  return (
    <div className="grid gap-4">
      <div>
        <p className="font-semibold text-slate-900">{food.name}</p>
        <p className="text-sm text-slate-600">
          {food.energyKcal === null ? "Calories unknown" : `${formatNumber(food.energyKcal)} kcal`} per {food.basis}
        </p>
      </div>
      <AmountForm
        food={food}
        portions={portions}
        defaults={{ quantity: unitChoice === "g" ? 100 : 1, unitChoice, meal }}
        submitLabel="Add to diary"
        onSubmit={async (values) => {
          const { unit, portionSeq } = splitUnit(values.unitChoice);
          const ref =
            food.kind === "usda"
              ? { kind: "usda" as const, foodId: food.id, unit: unit as "g" | "oz" | "portion", ...(portionSeq ? { portionSeq } : {}) }
              : food.kind === "custom"
                ? { kind: "custom" as const, customFoodId: food.id, unit: unit as "g" | "oz" | "serving" }
                : { kind: "recipe" as const, recipeId: food.id, unit: "serving" as const };
          await log.mutateAsync({ date, meal: values.meal, quantity: values.quantity, ...ref });
          onDone();
        }}
      >
        <Button variant="secondary" onClick={onBack}>
          Back to search
        </Button>
      </AmountForm>
    </div>
  );
}
