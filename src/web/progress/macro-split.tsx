import type { ProgressResponse } from "../../contract/progress";
import { formatNumber } from "../lib/format";

const MACROS = [
  { key: "protein", label: "Protein", colour: "bg-teal-700" },
  { key: "carbs", label: "Carbs", colour: "bg-violet-600" },
  { key: "fat", label: "Fat", colour: "bg-amber-700" },
] as const;

type Split = { protein: number; carbs: number; fat: number };

function SplitBar({ label, split }: { label: string; split: Split }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div className="flex h-4 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        {MACROS.map((m) => (
          <div key={m.key} className={m.colour} style={{ width: `${split[m.key]}%` }} />
        ))}
      </div>
      <p className="text-sm text-slate-700">
        {MACROS.map((m) => `${m.label} ${split[m.key]}%`).join(" · ")}
      </p>
    </div>
  );
}

/** Share of the kcal from protein, carbs and fat: the user's average against their targets. */
export function MacroSplit({ macros }: { macros: ProgressResponse["macros"] }) {
  if (macros.percent === null)
    return (
      <p className="py-6 text-center text-sm text-slate-600">No food logged in this period.</p>
    );
  return (
    <div className="grid gap-4">
      <SplitBar
        label={`You (average of ${macros.daysLogged} ${macros.daysLogged === 1 ? "day" : "days"} logged)`}
        split={macros.percent}
      />
      {macros.targetPercent ? <SplitBar label="Your targets" split={macros.targetPercent} /> : null}
      <p className="text-sm text-slate-700">
        Average a day: {formatNumber(macros.averageG.protein)} g protein,{" "}
        {formatNumber(macros.averageG.carbs)} g carbs, {formatNumber(macros.averageG.fat)} g fat.
      </p>
    </div>
  );
}
