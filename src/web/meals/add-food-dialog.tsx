import { useCallback, useEffect, useRef, useState } from "react";
import type { CustomFood, FoodSearchItem, ParsedFoodQuery, Recipe } from "../../contract/foods";
import type { MealName } from "../../contract/meals";
import { MEAL_LABELS } from "../../contract/meals";
import { Button } from "../components/ui/button";
import { type FoodChoice } from "./amount-form";
import { ChosenFood } from "./chosen-food";
import { CustomFoodForm } from "./custom-food-form";
import { FoodSearch } from "./food-search";
import { Modal } from "../components/ui/modal";
import { QuickAddForm } from "./quick-add-form";
import { RecipeForm } from "./recipe-form";

const customFoodChoice = (food: CustomFood): FoodChoice => ({
  kind: "custom",
  id: food.id,
  name: food.name,
  basis: food.basis === "per_100g" ? "100 g" : "serving",
  energyKcal: food.nutrients.energyKcal,
});

const recipeChoice = (recipe: Recipe): FoodChoice => ({
  kind: "recipe",
  id: recipe.id,
  name: recipe.name,
  basis: "serving",
  energyKcal: recipe.perServing.energyKcal,
});

type Tab = "search" | "quick" | "new" | "recipe";
const TABS: { tab: Tab; label: string }[] = [
  { tab: "search", label: "Search foods" },
  { tab: "quick", label: "Quick add" },
  { tab: "new", label: "New food" },
  { tab: "recipe", label: "New recipe" },
];

/**
 * Search, choose an amount, add; then the dialog stays open on an empty, focused search box with a
 * confirmation, so a meal of several foods is logged in one visit. Done (or Escape) closes it.
 */
export function AddFoodDialog({
  date,
  meal,
  onClose,
}: {
  date: string;
  meal: MealName | null;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<Tab>("search");
  const [chosen, setChosen] = useState<{ food: FoodChoice; askedForGrams: boolean } | null>(null);
  const [text, setText] = useState("");
  const [added, setAdded] = useState<string | null>(null);
  // Back from a food, or after adding one, the search box is where the next step starts. A flag for
  // the commit that brings the box back, not state: nothing on screen depends on it.
  const isSearchFocusDue = useRef(false);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!isSearchFocusDue.current) return;
    isSearchFocusDue.current = false;
    searchBox.current?.focus();
  });

  const close = () => {
    setChosen(null);
    setTab("search");
    setText("");
    setAdded(null);
    onClose();
  };
  // A weight typed in metric ("200g", "1 kg") stays in grams even for someone who uses ounces.
  const choose = useCallback(
    (item: FoodSearchItem, parsed: ParsedFoodQuery | null) =>
      setChosen({ food: item, askedForGrams: parsed?.unit === "g" || parsed?.unit === "kg" }),
    [],
  );
  const onAdded = (message: string) => {
    setAdded(message);
    if (chosen === null && tab === "search") return;
    setChosen(null);
    setTab("search");
    setText("");
    isSearchFocusDue.current = true;
  };

  return (
    <Modal
      open={meal !== null}
      onClose={close}
      title={meal ? `Add to ${MEAL_LABELS[meal]}` : "Add food"}
    >
      {meal ? (
        <>
          {chosen ? null : (
            <div role="group" aria-label="How to add" className="mb-4 flex flex-wrap gap-2">
              {TABS.map(({ tab: t, label }) => (
                <Button
                  key={t}
                  variant={tab === t ? "primary" : "secondary"}
                  aria-pressed={tab === t}
                  onClick={() => setTab(t)}
                >
                  {label}
                </Button>
              ))}
            </div>
          )}
          <div
            className={
              added
                ? "mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-2"
                : ""
            }
          >
            <p role="status" className="text-sm text-green-800">
              {added ?? ""}
            </p>
            {added ? <Button onClick={close}>Done</Button> : null}
          </div>
          {chosen ? (
            <ChosenFood
              date={date}
              meal={meal}
              food={chosen.food}
              askedForGrams={chosen.askedForGrams}
              onBack={() => {
                setChosen(null);
                isSearchFocusDue.current = true;
              }}
              onAdded={onAdded}
            />
          ) : tab === "search" ? (
            <FoodSearch
              text={text}
              onTextChange={setText}
              inputRef={searchBox}
              date={date}
              meal={meal}
              onChoose={choose}
              onAdded={onAdded}
            />
          ) : tab === "quick" ? (
            <QuickAddForm
              date={date}
              meal={meal}
              onDone={() => onAdded(`Added a quick add to ${MEAL_LABELS[meal]}.`)}
            />
          ) : tab === "new" ? (
            <CustomFoodForm
              onSaved={(food) => setChosen({ food: customFoodChoice(food), askedForGrams: false })}
            />
          ) : (
            <RecipeForm
              onSaved={(recipe) => setChosen({ food: recipeChoice(recipe), askedForGrams: false })}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}
