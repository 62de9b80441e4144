import type { MealName } from "../../contract/meals";
import { useMe } from "../auth/api/get-me";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { formatEnergy } from "../lib/format";
import { addedMessage, describeAmount, startingAmount } from "./amount-defaults";
import { AmountForm, splitUnit, type FoodChoice } from "./amount-form";
import { useLogEntry, useUsdaFood } from "./api/diary";
import { shortFoodName } from "./format";
import { FoodFullPanel } from "./nutrient-panel";

/**
 * One food's amount, unit and meal, starting from the amount the search suggested; the amount has
 * focus, so Enter adds it. `onAdded` gets the confirmation to show.
 */
export function ChosenFood({
  date,
  meal,
  food,
  askedForGrams,
  onBack,
  onAdded,
}: {
  date: string;
  meal: MealName;
  food: FoodChoice;
  askedForGrams: boolean;
  onBack: () => void;
  onAdded: (message: string) => void;
}) {
  const usda = useUsdaFood(food.kind === "usda" ? food.id : null);
  const me = useMe();
  const log = useLogEntry();
  if ((food.kind === "usda" && usda.isPending) || me.isPending)
    return <Spinner label="Loading food..." />;
  const portions = usda.data?.portions ?? [];
  const start = startingAmount({
    food,
    portions,
    unitSystem: me.data?.unitSystem ?? "metric",
    askedForGrams,
  });
  return (
    <div className="grid gap-4">
      <div>
        <p className="font-semibold text-slate-900">{food.name}</p>
        <p className="text-sm text-slate-600">
          {food.energyKcal === null ? "Calories unknown" : formatEnergy(food.energyKcal)} per{" "}
          {food.basis}
        </p>
      </div>
      {food.kind === "usda" ? <FoodFullPanel foodId={food.id} grams={100} /> : null}
      <AmountForm
        food={food}
        portions={portions}
        defaults={{ ...start, meal }}
        submitLabel="Add to diary"
        focusAmount
        onSubmit={async (values) => {
          const { unit, portionSeq } = splitUnit(values.unitChoice);
          const ref =
            food.kind === "usda"
              ? {
                  kind: "usda" as const,
                  foodId: food.id,
                  unit: unit as "g" | "oz" | "portion",
                  ...(portionSeq ? { portionSeq } : {}),
                }
              : food.kind === "custom"
                ? {
                    kind: "custom" as const,
                    customFoodId: food.id,
                    unit: unit as "g" | "oz" | "serving",
                  }
                : { kind: "recipe" as const, recipeId: food.id, unit: "serving" as const };
          await log.mutateAsync({ date, meal: values.meal, quantity: values.quantity, ...ref });
          onAdded(
            addedMessage(
              shortFoodName(food.name, food.kind),
              describeAmount(values.quantity, values.unitChoice, portions),
              values.meal,
            ),
          );
        }}
      >
        <Button variant="secondary" onClick={onBack}>
          Back to search
        </Button>
      </AmountForm>
    </div>
  );
}
