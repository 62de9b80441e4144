import { useState, type FormEvent } from "react";
import type { DayPanelLine } from "../../contract/nutrient-panel";
import type { PanelNutrient } from "../../domain/nutrient-panel";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { ApiError } from "../lib/api-client";
import { parseTypedNumber } from "../lib/typed-number";
import { formatPanelAmount } from "./format";

interface TargetFormProps {
  nutrient: PanelNutrient;
  line: DayPanelLine;
  onSave: (value: number | null) => Promise<void>;
  onCancel: () => void;
}

/** The user's own daily target for one nutrient, or back to the reference one. */
export function TargetForm({ nutrient, line, onSave, onCancel }: TargetFormProps) {
  const [value, setValue] = useState(line.target === null ? "" : String(line.target));
  const [error, setError] = useState<string | undefined>();
  const save = async (next: number | null) => {
    try {
      await onSave(next);
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : undefined;
      setError(
        fields?.[`targets.${line.key}`] ??
          (caught instanceof Error ? caught.message : "Could not save"),
      );
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = parseTypedNumber(value);
    if (number === null || Number.isNaN(number) || number <= 0) {
      setError("Enter a target above 0");
      return;
    }
    void save(number);
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
      <TextField
        label={`Daily ${line.isLimit ? "limit" : "target"} for ${nutrient.label} (${nutrient.unit})`}
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        autoFocus
        className="min-w-48 flex-1"
      />
      <Button type="submit">Save</Button>
      {line.targetKind === "own" ? (
        <Button variant="secondary" onClick={() => void save(null)}>
          {line.referenceTarget === null
            ? "Remove my target"
            : `Back to ${formatPanelAmount(nutrient, line.referenceTarget)}`}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
