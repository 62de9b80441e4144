import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { WeightEntry, WeightUnit } from "../../contract/weight";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { useDeleteWeight } from "./api/delete-weight";
import { WeightEditForm } from "./weight-edit-form";
import { formatBodyWeight, formatDate } from "../lib/format";

function EntryRow({ entry, unit, today }: { entry: WeightEntry; unit: WeightUnit; today: string }) {
  const [mode, setMode] = useState<"view" | "edit" | "confirm-delete">("view");
  const remove = useDeleteWeight();
  if (mode === "edit")
    return (
      <WeightEditForm entry={entry} unit={unit} today={today} onDone={() => setMode("view")} />
    );
  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{formatDate(entry.date, "medium")}</p>
          <p className="text-slate-800">
            {formatBodyWeight(entry.weightKg, unit)}
            <span className="text-sm text-slate-600">
              {" "}
              · trend {formatBodyWeight(entry.trendKg, unit)}
            </span>
            {entry.bodyFatPct !== null ? (
              <span className="text-sm text-slate-600"> · {entry.bodyFatPct}% body fat</span>
            ) : null}
          </p>
          {entry.note ? <p className="text-sm text-slate-600">{entry.note}</p> : null}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            className="px-2"
            aria-label={`Edit weigh-in of ${formatDate(entry.date, "medium")}`}
            onClick={() => setMode("edit")}
          >
            <Pencil className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            className="px-2"
            aria-label={`Delete weigh-in of ${formatDate(entry.date, "medium")}`}
            onClick={() => setMode("confirm-delete")}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {mode === "confirm-delete" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
        >
          <span>Delete this weigh-in?</span>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(entry.id)}
          >
            Delete
          </Button>
          <Button variant="secondary" onClick={() => setMode("view")}>
            Cancel
          </Button>
        </div>
      ) : null}
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </div>
  );
}

/** Every weigh-in of the period, newest first, with edit and delete. */
export function WeightHistory({
  entries,
  unit,
  today,
}: {
  entries: WeightEntry[];
  unit: WeightUnit;
  today: string;
}) {
  if (entries.length === 0)
    return <p className="text-slate-600">No weigh-ins yet. Your history will appear here.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3">
          <EntryRow entry={entry} unit={unit} today={today} />
        </li>
      ))}
    </ul>
  );
}
