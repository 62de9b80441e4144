import { useState } from "react";
import { useMe } from "../auth/api/get-me";
import { Alert } from "../components/ui/alert";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { useProgress } from "./api/get-progress";
import { MuscleVolumeCard } from "./muscle-volume-card";
import {
  CaloriesChart,
  MacrosCard,
  WaterChart,
  WeightChart,
  WorkoutsChart,
} from "./progress-charts";
import { rangeEnding, RANGES, type RangeDays } from "./ranges";
import { todayIn } from "../../domain/calendar";

export function ProgressPage() {
  const { data: me } = useMe();
  const [days, setDays] = useState<RangeDays>(30);
  const today = todayIn(me?.timeZone ?? "UTC");
  const range = rangeEnding(today, days);
  const progress = useProgress(range);

  return (
    <>
      <PageHeader title="Progress" description="Your weight, food, workouts and water over time." />
      <div
        role="group"
        aria-label="Period"
        className="mb-6 inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-sm"
      >
        {RANGES.map((r) => (
          <button
            key={r.days}
            type="button"
            aria-pressed={days === r.days}
            onClick={() => setDays(r.days)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ${days === r.days ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {r.label}
          </button>
        ))}
      </div>
      {progress.isPending ? (
        <Spinner label="Loading your progress…" />
      ) : progress.isError ? (
        <Alert tone="error">Your progress could not be loaded. {progress.error.message}</Alert>
      ) : (
        <div
          className="grid grid-cols-1 gap-4 lg:grid-cols-2"
          aria-busy={progress.isPlaceholderData}
        >
          <WeightChart data={progress.data} />
          <CaloriesChart data={progress.data} />
          <MacrosCard data={progress.data} />
          <WorkoutsChart data={progress.data} />
          <WaterChart data={progress.data} />
          <MuscleVolumeCard range={range} />
        </div>
      )}
    </>
  );
}
