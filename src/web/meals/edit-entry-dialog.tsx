import type { MealEntry } from "../../contract/meals";
import type { DeletedEntry } from "../../contract/saved-meals";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { AmountForm, splitUnit } from "./amount-form";
import { useDeleteEntry, useUpdateEntry, useUsdaFood } from "./api/diary";
import { Modal } from "../components/ui/modal";

/**
 * Change an entry's amount or meal, or delete it. Quick adds can only move or go. A delete hands the
 * entry as it was to `onDeleted`, for the page's undo.
 */
export function EditEntryDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: MealEntry | null;
  onClose: () => void;
  onDeleted: (entry: DeletedEntry) => void;
}) {
  return (
    <Modal open={entry !== null} onClose={onClose} title="Edit entry" description={entry?.name}>
      {entry ? <EditEntry entry={entry} onDone={onClose} onDeleted={onDeleted} /> : null}
    </Modal>
  );
}

function EditEntry({
  entry,
  onDone,
  onDeleted,
}: {
  entry: MealEntry;
  onDone: () => void;
  onDeleted: (entry: DeletedEntry) => void;
}) {
  const usda = useUsdaFood(entry.kind === "usda" ? entry.foodId : null);
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  if (entry.kind === "usda" && usda.isPending) return <Spinner label="Loading food..." />;
  // The entry's own snapshot gives the energy per unit, so the preview matches what was stored.
  const perGram =
    entry.grams && entry.nutrients.energyKcal !== null
      ? entry.nutrients.energyKcal / entry.grams
      : null;
  const perServing =
    entry.servings && entry.nutrients.energyKcal !== null
      ? entry.nutrients.energyKcal / entry.servings
      : null;
  const food = {
    kind: entry.kind === "quick" ? ("recipe" as const) : entry.kind,
    id: entry.id,
    name: entry.name,
    basis: perGram !== null ? ("100 g" as const) : ("serving" as const),
    energyKcal: perGram !== null ? perGram * 100 : perServing,
  };
  const unitChoice = entry.unit === "portion" ? `portion:${entry.portionSeq}` : entry.unit;
  return (
    <AmountForm
      food={food}
      portions={usda.data?.portions ?? []}
      defaults={{ quantity: entry.quantity, unitChoice, meal: entry.meal }}
      submitLabel="Save changes"
      onSubmit={async (values) => {
        const { unit, portionSeq } = splitUnit(values.unitChoice);
        await update.mutateAsync({
          id: entry.id,
          body: {
            meal: values.meal,
            quantity: values.quantity,
            unit,
            ...(portionSeq ? { portionSeq } : {}),
          },
        });
        onDone();
      }}
    >
      <Button
        variant="danger"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(entry.id, {
            onSuccess: (answer) => {
              onDone();
              onDeleted(answer.entry);
            },
          })
        }
      >
        Delete entry
      </Button>
    </AmountForm>
  );
}
