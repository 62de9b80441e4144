import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { MEAL_LABELS, type MealName } from "../../contract/meals";
import { CreateSavedMealBody, type CreateSavedMealResponse } from "../../contract/saved-meals";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useCreateSavedMeal } from "./api/saved-meals";
import { Modal } from "../components/ui/modal";

const NameOnly = CreateSavedMealBody.pick({ name: true });
type Values = { name: string };

/** "Save as meal" from a meal's menu: the foods of that meal on the day shown, under a name. */
export function SaveMealDialog({
  date,
  meal,
  onClose,
  onSaved,
}: {
  date: string;
  meal: MealName | null;
  onClose: () => void;
  onSaved: (saved: CreateSavedMealResponse) => void;
}) {
  return (
    <Modal
      open={meal !== null}
      onClose={onClose}
      title="Save as meal"
      description={meal ? `The foods of ${MEAL_LABELS[meal]}, to log again in one tap.` : undefined}
    >
      {meal ? (
        <SaveMealForm
          key={`${date}:${meal}`}
          date={date}
          meal={meal}
          onSaved={onSaved}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}

function SaveMealForm({
  date,
  meal,
  onSaved,
  onCancel,
}: {
  date: string;
  meal: MealName;
  onSaved: (saved: CreateSavedMealResponse) => void;
  onCancel: () => void;
}) {
  const create = useCreateSavedMeal();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(NameOnly),
    defaultValues: { name: "" },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      onSaved(await create.mutateAsync({ name, date, meal }));
    } catch (error) {
      // "Nothing was logged in that meal" names `meal`, which has no input here: it shows above the buttons.
      const message = applyServerErrors<Values>(error, setError, ["name"]);
      if (message) setError("root", { type: "server", message });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label="Name"
        placeholder="Usual breakfast"
        autoComplete="off"
        data-autofocus
        error={errors.name?.message}
        {...register("name")}
      />
      <p className="text-xs text-slate-600">
        Quick adds have no food to log again, so they are left out.
      </p>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Save meal
        </Button>
      </div>
    </form>
  );
}
