import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { MEAL_LABELS, MEALS, type MealName } from "../../contract/meals";
import { RenameSavedMealBody, type SavedMeal } from "../../contract/saved-meals";
import { Button } from "../components/ui/button";
import { SelectField } from "../components/ui/select-field";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import {
  useDeleteSavedMeal,
  useRenameSavedMeal,
  type LogSavedMealMutation,
} from "./api/saved-meals";

const MEAL_OPTIONS = MEALS.map((meal) => ({ value: meal, label: MEAL_LABELS[meal] }));

/** "Oats, Apples, Milk" with the deleted foods said so, for the line under a saved meal's name. */
export function describeItems(meal: SavedMeal): string {
  const names = meal.items.map((item) => item.name ?? "a deleted food");
  return `${names.length} ${names.length === 1 ? "food" : "foods"}: ${names.join(", ")}`;
}

/** The meal people are most likely logging at this hour of their day. */
function mealOfTheHour(hour = new Date().getHours()): MealName {
  return hour < 11 ? "breakfast" : hour < 16 ? "lunch" : hour < 21 ? "dinner" : "snacks";
}

/**
 * The user's saved meals: each logs in one tap into the meal chosen above them (the meal of the hour
 * by default), and can be renamed or deleted. The page owns the log mutation so that its plan-limit
 * refusal shows with the diary's notice.
 */
export function SavedMealsList({
  meals,
  date,
  logMeal,
}: {
  meals: SavedMeal[];
  date: string;
  logMeal: LogSavedMealMutation;
}) {
  const [into, setInto] = useState<MealName>(mealOfTheHour);
  if (meals.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No saved meals yet. Use &ldquo;Save as meal&rdquo; in a meal&apos;s menu to keep its foods
        for next time.
      </p>
    );
  }
  const last = logMeal.isSuccess ? logMeal.variables : undefined;
  const loggedName = last ? meals.find((m) => m.id === last.id)?.name : undefined;
  return (
    <div className="grid gap-3">
      <SelectField
        label="Log saved meals into"
        className="max-w-xs"
        options={MEAL_OPTIONS}
        value={into}
        onChange={(e) => setInto(e.target.value as MealName)}
      />
      <ul className="divide-y divide-slate-200">
        {meals.map((meal) => (
          <SavedMealRow
            key={meal.id}
            meal={meal}
            onLog={() => logMeal.mutate({ id: meal.id, body: { date, meal: into } })}
            isLogging={logMeal.isPending}
            into={into}
          />
        ))}
      </ul>
      <p role="status" className="text-sm text-emerald-800">
        {last && logMeal.data && loggedName
          ? `Logged ${loggedName} (${logMeal.data.logged} ${logMeal.data.logged === 1 ? "food" : "foods"}) to ${MEAL_LABELS[last.body.meal]}.`
          : null}
      </p>
    </div>
  );
}

function SavedMealRow({
  meal,
  into,
  onLog,
  isLogging,
}: {
  meal: SavedMeal;
  into: MealName;
  onLog: () => void;
  isLogging: boolean;
}) {
  const [isRenaming, setIsRenaming] = useState(false);
  const remove = useDeleteSavedMeal();
  if (isRenaming) return <RenameForm meal={meal} onDone={() => setIsRenaming(false)} />;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{meal.name}</p>
        <p className="text-xs text-slate-600">{describeItems(meal)}</p>
        {remove.isError ? (
          <p role="alert" className="text-xs text-red-700">
            {remove.error.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="secondary"
          onClick={onLog}
          disabled={isLogging}
          aria-label={`Log to ${MEAL_LABELS[into]}: ${meal.name}`}
        >
          Log to {MEAL_LABELS[into]}
        </Button>
        <Button
          variant="ghost"
          className="px-2"
          aria-label={`Rename ${meal.name}`}
          onClick={() => setIsRenaming(true)}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          className="px-2"
          aria-label={`Delete ${meal.name}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(meal.id)}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

type Values = { name: string };

function RenameForm({ meal, onDone }: { meal: SavedMeal; onDone: () => void }) {
  const rename = useRenameSavedMeal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(RenameSavedMealBody),
    defaultValues: { name: meal.name },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await rename.mutateAsync({ id: meal.id, body });
      onDone();
    } catch (error) {
      const message = applyServerErrors<Values>(error, setError, ["name"]);
      if (message) setError("name", { type: "server", message });
    }
  });
  return (
    <li className="py-2">
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-2">
        <TextField
          label={`New name for ${meal.name}`}
          className="min-w-48 flex-1"
          autoFocus
          error={errors.name?.message}
          {...register("name")}
        />
        <div className="mt-6 flex gap-2">
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            Save name
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </li>
  );
}
