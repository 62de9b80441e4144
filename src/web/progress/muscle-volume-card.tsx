import { Link } from "react-router";
import type { MuscleVolume } from "../../contract/training-records";
import { displayAmount, type UnitSystem } from "../../domain/units";
import { Alert } from "../components/ui/alert";
import { Spinner } from "../components/ui/spinner";
import { formatNumber } from "../lib/format";
import { useMuscleVolume } from "../training/api/get-muscle-volume";
import { useWorkoutDefaults } from "../workouts/api/get-workout-defaults";
import { ChartCard } from "./progress-charts";

interface MuscleRow {
  muscle: string;
  perWeek: number;
  sets: number;
  volumeKg: number;
}

/** Each muscle's sets over the range and per week on average (over every week of the range, empty ones too). */
export function muscleRows(data: MuscleVolume): MuscleRow[] {
  const totals = new Map<string, { sets: number; volumeKg: number }>();
  for (const week of data.weeks) {
    for (const m of week.muscles) {
      const t = totals.get(m.muscle) ?? { sets: 0, volumeKg: 0 };
      t.sets += m.sets;
      t.volumeKg += m.volumeKg;
      totals.set(m.muscle, t);
    }
  }
  const weeks = Math.max(1, data.weeks.length);
  return [...totals.entries()]
    .map(([muscle, t]) => ({ muscle, perWeek: t.sets / weeks, sets: t.sets, volumeKg: t.volumeKg }))
    .sort((a, b) => b.sets - a.sets || a.muscle.localeCompare(b.muscle));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function VolumeTable({
  rows,
  weeks,
  system,
}: {
  rows: MuscleRow[];
  weeks: number;
  system: UnitSystem;
}) {
  const unit = system === "metric" ? "kg" : "lb";
  const most = Math.max(...rows.map((r) => r.perWeek));
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">
        Hard sets per muscle group over {weeks === 1 ? "1 week" : `${weeks} weeks`}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="w-[34%] py-1 pr-2 font-medium">
            Muscle
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Sets a week
          </th>
          <th scope="col" className="w-[16%] py-1 pr-2 text-right font-medium">
            Sets
          </th>
          <th scope="col" className="w-[24%] py-1 text-right font-medium">
            Volume ({unit})
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.muscle} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="truncate py-1.5 pr-2 text-left font-normal text-slate-900">
              {capitalise(r.muscle)}
            </th>
            <td className="py-1.5 pr-2">
              <span className="flex items-center gap-2">
                <span
                  className="h-2.5 rounded-full bg-brand-600"
                  style={{ width: `${Math.max(4, (r.perWeek / most) * 70)}%` }}
                  aria-hidden
                />
                <span className="tabular-nums text-slate-900">{formatNumber(r.perWeek, 1)}</span>
              </span>
            </td>
            <td className="py-1.5 pr-2 text-right tabular-nums text-slate-900">
              {formatNumber(r.sets)}
            </td>
            <td className="py-1.5 text-right tabular-nums text-slate-900">
              {formatNumber(displayAmount(r.volumeKg, unit))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Weekly hard sets per muscle group over the Progress page's range. */
export function MuscleVolumeCard({ range }: { range: { from: string; to: string } }) {
  const volume = useMuscleVolume(range);
  const defaults = useWorkoutDefaults();
  const rows = volume.data ? muscleRows(volume.data) : [];
  const weeks = volume.data?.weeks.length ?? 0;
  return (
    <ChartCard
      title="Sets per muscle group"
      summary="Hard sets: sets ticked done that are not warm-ups, counted once for each main muscle the exercise works. Weeks run Monday to Sunday."
    >
      {volume.isPending ? (
        <Spinner label="Loading sets per muscle…" />
      ) : volume.isError ? (
        <Alert tone="error">Sets per muscle could not be loaded. {volume.error.message}</Alert>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No sets logged in this period.{" "}
          <Link to="/app/workouts" className="font-semibold text-brand-700 hover:underline">
            Log a workout
          </Link>
        </p>
      ) : (
        <VolumeTable rows={rows} weeks={weeks} system={defaults.data?.unitSystem ?? "metric"} />
      )}
    </ChartCard>
  );
}
