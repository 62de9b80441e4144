import { ChevronLeft, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../components/ui/alert";
import { Card } from "../components/ui/card";
import { PageHeader } from "../components/ui/page-header";
import { Spinner } from "../components/ui/spinner";
import { formatDate } from "../lib/format";
import { useWorkoutDefaults } from "../workouts/api/get-workout-defaults";
import { useRecords } from "./api/get-records";
import { EPLEY_NOTE, RecordFacts, WHAT_COUNTS } from "./record-facts";

/** Personal records of every exercise the user has done, the most recently done first. */
export function RecordsPage() {
  const records = useRecords();
  const defaults = useWorkoutDefaults();
  const system = defaults.data?.unitSystem ?? "metric";

  return (
    <>
      <Link
        to="/app/workouts"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden /> Workouts
      </Link>
      <PageHeader title="Personal records" description={`${WHAT_COUNTS} ${EPLEY_NOTE}`} />
      {records.isPending || defaults.isPending ? (
        <Spinner label="Loading your records…" />
      ) : records.isError ? (
        <Alert tone="error">Your records could not be loaded. {records.error.message}</Alert>
      ) : records.data.records.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No records yet. Finish a workout and its best sets show here.{" "}
          <Link to="/app/workouts" className="font-semibold text-brand-700 hover:underline">
            Go to workouts
          </Link>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Exercises with records">
          {records.data.records.map((r) => (
            <li key={r.exerciseId} className="min-w-0">
              <Card className="grid h-full min-w-0 content-start gap-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h2 className="min-w-0 text-lg font-semibold text-slate-900">
                    <Link
                      to={`/app/workouts/exercises/${encodeURIComponent(r.exerciseId)}`}
                      className="break-words text-brand-700 hover:underline"
                    >
                      {r.exerciseName}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-600">
                    Last done {formatDate(r.lastDone, "medium")}
                  </p>
                </div>
                <RecordFacts records={r} system={system} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <Trophy className="size-4 shrink-0" aria-hidden /> A set is marked as a record in its
        workout when it beats every earlier set of that exercise.
      </p>
    </>
  );
}
