import { useState } from "react";
import { GlassWater, Undo2 } from "lucide-react";
import type { WaterEntry } from "../../contract/water";
import { waterPresetsFor } from "../../domain/water";
import type { UnitSystem } from "../../domain/units";
import { formatVolume } from "../lib/format";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { useAddWater } from "./api/add-water";
import { useRemoveWater } from "./api/remove-water";

/**
 * One tap adds a glass or a bottle; the last tap can be undone. Used on the water screen and the
 * dashboard. `children` receives `onAdded` so a custom-amount form can offer the same undo.
 * `date` logs to that day (the server's today when left out); `isBusy` holds the taps while the
 * screen still shows another day, so a drink never lands on a day the user is not looking at.
 */
export function WaterQuickAdd({
  unitSystem,
  date,
  isBusy = false,
  children,
}: {
  unitSystem: UnitSystem;
  date?: string;
  isBusy?: boolean;
  children?: (onAdded: (entry: WaterEntry) => void) => React.ReactNode;
}) {
  const add = useAddWater();
  const remove = useRemoveWater();
  const [last, setLast] = useState<WaterEntry | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const onAdded = (entry: WaterEntry) => {
    setLast(entry);
    setStatus(`Added ${formatVolume(entry.amountMl, unitSystem)}.`);
  };
  const tap = (amountMl: number) =>
    add.mutate({ amountMl, ...(date ? { date } : {}) }, { onSuccess: onAdded });
  const undo = () => {
    if (!last) return;
    remove.mutate(last.id, {
      onSuccess: () => {
        setStatus(`Removed ${formatVolume(last.amountMl, unitSystem)}.`);
        setLast(null);
      },
    });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {waterPresetsFor(unitSystem).map((preset) => (
          <Button
            key={preset.label}
            variant="secondary"
            disabled={add.isPending || isBusy}
            onClick={() => tap(preset.amountMl)}
          >
            <GlassWater className="size-4 text-sky-700" aria-hidden />
            Add {preset.label.toLowerCase()} ({formatVolume(preset.amountMl, unitSystem)})
          </Button>
        ))}
      </div>
      {children?.(onAdded)}
      <div
        aria-live="polite"
        className="flex min-h-9 flex-wrap items-center gap-2 text-sm text-slate-700"
      >
        {status ? <span>{status}</span> : null}
        {last ? (
          <Button variant="ghost" className="px-2 py-1" disabled={remove.isPending} onClick={undo}>
            <Undo2 className="size-4" aria-hidden />
            Undo
          </Button>
        ) : null}
      </div>
      {add.isError ? <Alert tone="error">{add.error.message}</Alert> : null}
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </div>
  );
}
