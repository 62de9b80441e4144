import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { useGoals } from "./api/get-goals";
import { useSaveGoals, useSetUpGoals } from "./api/save-goals";
import { GoalWizard } from "./goal-wizard";
import { GoalsOverview } from "./goals-overview";
import { TargetsForm } from "./targets-form";
import { valuesOf } from "./targets-values";

/**
 * Goal setting. Someone who has not been through set-up meets the wizard (the dashboard sends new
 * users here); afterwards the targets can be typed exactly, or worked out again with the wizard.
 */
export function GoalsPage() {
  const { data, isPending, isError, error } = useGoals();
  const save = useSaveGoals();
  const setUp = useSetUpGoals();
  const navigate = useNavigate();
  // The dashboard's "I'll type my targets myself" lands here with ?mode=targets.
  const [params] = useSearchParams();
  const [view, setView] = useState<"auto" | "wizard" | "targets">(
    params.get("mode") === "targets" ? "targets" : "auto",
  );
  if (isPending) return <Spinner label="Loading your goals..." />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  const { goals, about } = data;
  // Once the wizard is saving or saved, the goals count as set up; the wizard stays for its last word.
  const showWizard = view === "wizard" || (view === "auto" && !goals.isSetUp) || !setUp.isIdle;

  if (showWizard) {
    return (
      <div className="grid gap-6">
        <PageHeader
          title="Goals"
          description={
            goals.isSetUp
              ? "Work out your daily targets again."
              : "Welcome! Three short steps to daily targets that fit you."
          }
        />
        <GoalWizard
          data={data}
          setUp={setUp}
          onDone={() => void navigate("/app")}
          onSkip={() => setView("targets")}
        />
      </div>
    );
  }
  const ctx = { unitSystem: about.unitSystem, weightUnit: goals.weightUnit, hasGoalWeight: true };
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Goals"
        description="Your daily targets. Type any of them exactly, or let the wizard work them out."
        actions={
          <Button variant="secondary" onClick={() => setView("wizard")}>
            Recalculate with the wizard
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Daily targets</h2>
          <TargetsForm
            key={JSON.stringify(goals)}
            defaults={valuesOf(goals, ctx)}
            ctx={ctx}
            sex={about.sex}
            submitLabel="Save targets"
            onSave={(body) => save.mutateAsync(body)}
          />
        </Card>
        <div className="lg:col-span-2">
          <GoalsOverview data={data} />
        </div>
      </div>
    </div>
  );
}
