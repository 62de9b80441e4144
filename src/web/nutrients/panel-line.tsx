import { useState } from "react";
import { Link } from "react-router";
import type { DayPanelLine } from "../../contract/nutrient-panel";
import type { PanelNutrient } from "../../domain/nutrient-panel";
import { Button } from "../components/ui/button";
import { ProgressBar } from "../components/ui/progress-bar";
import { formatNumber } from "../lib/format";
import { formatPanelAmount } from "./format";
import { TargetForm } from "./target-form";

const SOURCE_LABEL: Record<NonNullable<DayPanelLine["targetKind"]>, string> = {
  RDA: "RDA",
  AI: "AI",
  CDRR: "limit (CDRR)",
  DGA: "limit (Dietary Guidelines)",
  goal: "your goal",
  own: "your target",
};

/** Colour of the bar: a target reached is green; a limit turns amber near it and red past it. */
function barColour(line: DayPanelLine, share: number): string {
  if (line.isLimit)
    return share > 1 ? "bg-red-600" : share >= 0.8 ? "bg-amber-500" : "bg-brand-600";
  return share >= 1 ? "bg-emerald-600" : "bg-brand-600";
}

interface PanelLineProps {
  nutrient: PanelNutrient;
  line: DayPanelLine;
  entryCount: number;
  onSaveTarget: (key: string, value: number | null) => Promise<unknown>;
}

/** One nutrient of the day: amount against its target or limit, a bar, unknowns, and its own target. */
export function PanelLine({ nutrient, line, entryCount, onSaveTarget }: PanelLineProps) {
  const [isEditing, setIsEditing] = useState(false);
  const allUnknown = entryCount > 0 && line.unknownCount === entryCount;
  const share = line.target ? line.total / line.target : 0;
  const amount = allUnknown ? "unknown" : formatPanelAmount(nutrient, line.total);
  const target =
    line.target === null
      ? null
      : `${line.isLimit ? "limit " : ""}${formatPanelAmount(nutrient, line.target)}`;
  return (
    <li className="py-2" data-testid={`panel-line-${line.key}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-800">{nutrient.label}</span>
        <span className="text-sm text-slate-900">
          {amount}
          {target ? <span className="text-slate-600"> / {target}</span> : null}
          {line.target && !allUnknown ? (
            <span className="ml-1 text-slate-600">({formatNumber(share * 100)}%)</span>
          ) : null}
        </span>
      </div>
      {line.target ? (
        <ProgressBar
          value={line.total}
          max={line.target}
          label={`${nutrient.label}: ${amount} of ${target}`}
          // No food logged says how much of it there was: heard as "unknown", never as 0%.
          valueText={allUnknown ? "unknown" : undefined}
          className="mt-1 h-2 bg-slate-100"
          barClassName={barColour(line, share)}
        />
      ) : null}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-xs text-slate-600">
        <span>
          {line.targetKind ? SOURCE_LABEL[line.targetKind] : "no reference target"}
          {line.unknownCount > 0 && !allUnknown ? (
            <span className="ml-2 text-amber-800">
              unknown in {line.unknownCount} {line.unknownCount === 1 ? "food" : "foods"}
            </span>
          ) : null}
        </span>
        {line.targetKind === "goal" ? (
          // Energy and macros are the diary's goals too: changed in one place, so the two never disagree.
          <Link
            to="/app/goals"
            className="px-2 py-1 font-semibold text-slate-700 underline hover:text-slate-900"
          >
            Change in Goals<span className="sr-only"> ({nutrient.label})</span>
          </Link>
        ) : isEditing ? null : (
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setIsEditing(true)}>
            Adjust target<span className="sr-only"> for {nutrient.label}</span>
          </Button>
        )}
      </div>
      {isEditing ? (
        <TargetForm
          nutrient={nutrient}
          line={line}
          onCancel={() => setIsEditing(false)}
          onSave={async (value) => {
            await onSaveTarget(line.key, value);
            setIsEditing(false);
          }}
        />
      ) : null}
    </li>
  );
}
