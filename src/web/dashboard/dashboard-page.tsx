import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../components/ui/alert";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { useGoals } from "../goals/api/get-goals";
import { useSetUpGoals, type SetUpGoalsMutation } from "../goals/api/save-goals";
import { formatDate } from "../lib/format";
import { WaterProgress } from "../water/water-progress";
import { WaterQuickAdd } from "../water/water-quick-add";
import { useDashboard } from "./api/get-dashboard";
import { CaloriesCard, MacrosCard, StreakCard, WeightCard } from "./dashboard-cards";

// Only a new user meets it, once: a returning user's dashboard does not download the wizard and its forms.
const GoalWizard = lazy(async () => ({
  default: (await import("../goals/goal-wizard")).GoalWizard,
}));

/** A new user meets the goal wizard here, on their first visit to /app. */
function FirstVisitWizard({ setUp }: { setUp: SetUpGoalsMutation }) {
  const { data, isPending, isError, error } = useGoals();
  const navigate = useNavigate();
  if (isPending) return <Spinner label="Loading your goals..." />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  // Done shows the dashboard: the wizard stayed after saving only to say the weigh-in was left out.
  return (
    <Suspense fallback={<Spinner label="Loading your goals..." />}>
      <GoalWizard
        data={data}
        setUp={setUp}
        onDone={() => setUp.reset()}
        onSkip={() => void navigate("/app/goals?mode=targets")}
      />
    </Suspense>
  );
}

export function DashboardPage() {
  const { data, isPending, isError, error } = useDashboard();
  const setUp = useSetUpGoals();
  if (isPending)
    return (
      <>
        <PageHeader title="Dashboard" />
        <Spinner label="Loading today..." />
      </>
    );
  if (isError)
    return (
      <>
        <PageHeader title="Dashboard" />
        <Alert tone="error">{error.message}</Alert>
      </>
    );
  // Saving the goals ends needsGoalSetup; a weigh-in the plan's limit left out keeps the wizard to say so.
  if (data.needsGoalSetup || setUp.data?.weighIn === "skipped") {
    return (
      <div className="grid gap-6">
        <PageHeader
          title="Dashboard"
          description="Welcome! First, let's set your daily goals: three short steps."
        />
        <FirstVisitWizard setUp={setUp} />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <PageHeader title="Dashboard" description={`Today, ${formatDate(data.date, "long")}`} />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <CaloriesCard data={data} />
        <MacrosCard data={data} />
        <Card className="grid gap-4">
          <h2 className="text-lg font-semibold text-slate-900">Water</h2>
          <WaterProgress
            totalMl={data.water.totalMl}
            goalMl={data.water.goalMl}
            unitSystem={data.unitSystem}
          />
          <WaterQuickAdd unitSystem={data.unitSystem} />
        </Card>
        <WeightCard data={data} />
        <StreakCard data={data} />
      </div>
    </div>
  );
}
