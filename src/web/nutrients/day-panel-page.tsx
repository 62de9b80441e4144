import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { DayPanel } from "../../contract/nutrient-panel";
import { PANEL_GROUP_LABELS, PANEL_NUTRIENTS, type PanelGroup } from "../../domain/nutrient-panel";
import { DayNavigator } from "../components/day-navigator";
import { Alert } from "../components/ui/alert";
import { buttonClass } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { useDayPanel, useSaveNutrientTargets } from "./api/nutrient-panel";
import { PanelLine } from "./panel-line";
import { isIsoDate } from "../../domain/calendar";

const GROUPS = Object.keys(PANEL_GROUP_LABELS) as PanelGroup[];

/** The user's own targets as they stand, with one changed: the PUT replaces the whole set. */
function targetsWith(
  panel: DayPanel,
  key: string,
  value: number | null,
): Record<string, number | null> {
  const targets: Record<string, number | null> = {};
  for (const line of panel.lines)
    if (line.targetKind === "own" && line.target !== null) targets[line.key] = line.target;
  targets[key] = value;
  return targets;
}

/** The day's full nutrient panel (vitamins, minerals, fats and more) against the user's targets. */
export function DayPanelPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const query = useDayPanel(asked && isIsoDate(asked) ? asked : undefined);
  const save = useSaveNutrientTargets();
  if (query.isPending) return <Spinner label="Loading the day's nutrients..." />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const panel = query.data;
  const byKey = new Map(panel.lines.map((line) => [line.key, line]));
  const saveTarget = (key: string, value: number | null) =>
    save.mutateAsync({ targets: targetsWith(panel, key, value) });
  const backToDiary = panel.date === panel.today ? "/app/meals" : `/app/meals?date=${panel.date}`;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Nutrients"
        description={
          panel.sex
            ? `Everything the USDA database reports for what you logged, against the Dietary Reference Intakes for your age (${panel.ageYears}) and sex, or the targets you set.`
            : `Everything the USDA database reports for what you logged, against the Dietary Reference Intakes for your age (${panel.ageYears}), or the targets you set. Your sex is not set, so the higher of the two values is used.`
        }
        actions={
          <Link to={backToDiary} className={buttonClass("secondary")}>
            <ArrowLeft className="size-4" aria-hidden /> Back to the diary
          </Link>
        }
      />
      <DayNavigator
        date={panel.date}
        today={panel.today}
        onChange={(date) => setParams(date === panel.today ? {} : { date })}
      />
      {panel.entryCount === 0 ? (
        <Alert tone="info">Nothing is logged for this day yet.</Alert>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {GROUPS.map((group) => (
          <Card key={group}>
            <h2 className="text-lg font-semibold text-slate-900">{PANEL_GROUP_LABELS[group]}</h2>
            <ul className="divide-y divide-slate-100">
              {PANEL_NUTRIENTS.filter((n) => n.group === group).map((nutrient) => {
                const line = byKey.get(nutrient.key);
                return line ? (
                  <PanelLine
                    key={nutrient.key}
                    nutrient={nutrient}
                    line={line}
                    entryCount={panel.entryCount}
                    onSaveTarget={saveTarget}
                  />
                ) : null;
              })}
            </ul>
          </Card>
        ))}
      </div>
      <p className="text-xs text-slate-600">
        Targets: RDA or AI from the National Academies&apos; Dietary Reference Intakes; sodium
        limit: the 2019 Chronic Disease Risk Reduction intake; sugars and saturated fat: under 10 %
        of your calories (Dietary Guidelines for Americans 2020-2025). The added-sugar limit is
        drawn on total sugars, as the USDA data has no separate figure for added sugar. A food with
        no USDA value for a nutrient is left out of its total and counted as unknown, never as zero.
      </p>
    </div>
  );
}
