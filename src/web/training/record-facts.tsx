import type { ExerciseRecords } from "../../contract/training-records";
import { formatClock } from "../../domain/training";
import type { UnitSystem } from "../../domain/units";
import { formatDate, formatNumber } from "../lib/format";
import { formatDistance, formatLift } from "../workouts/training-format";

/** The formula, said once wherever an estimated one-rep max is shown. */
export const EPLEY_NOTE =
  "Estimated 1RM uses Epley's formula: weight × (1 + reps ÷ 30); a single rep is its own weight.";
export const WHAT_COUNTS = "Records come from sets ticked done; warm-ups never count.";

interface Fact {
  label: string;
  value: string;
  when: string;
}

const on = (date: string) => formatDate(date, "medium");

/** Each record of an exercise as a label, its value and the day it was set; nothing for a record never set. */
export function recordFacts(records: ExerciseRecords, system: UnitSystem): Fact[] {
  const facts: Fact[] = [];
  const assisted = records.kind === "assisted";
  if (records.heaviest) {
    facts.push({
      label: "Heaviest",
      value: `${formatLift(records.heaviest.weightKg, system)} × ${records.heaviest.reps}`,
      when: on(records.heaviest.date),
    });
  }
  if (records.bestOneRepMax) {
    const { valueKg, weightKg, reps, date } = records.bestOneRepMax;
    facts.push({
      label: "Est. 1RM",
      value: `${formatLift(valueKg, system)} (${formatLift(weightKg, system)} × ${reps})`,
      when: on(date),
    });
  }
  if (records.bestSetVolume) {
    const { volumeKg, weightKg, reps, date } = records.bestSetVolume;
    facts.push({
      label: "Best set volume",
      value: `${formatLift(volumeKg, system)} (${formatLift(weightKg, system)} × ${reps})`,
      when: on(date),
    });
  }
  if (records.longestSeconds)
    facts.push({
      label: "Longest hold",
      value: formatClock(records.longestSeconds.seconds),
      when: on(records.longestSeconds.date),
    });
  if (records.longestDistance) {
    facts.push({
      label: "Farthest",
      value: formatDistance(records.longestDistance.distanceM, system),
      when: on(records.longestDistance.date),
    });
  }
  if (records.bestPace) {
    const perMile = system === "imperial";
    const seconds = perMile
      ? records.bestPace.secondsPerKm * 1.609344
      : records.bestPace.secondsPerKm;
    facts.push({
      label: "Best pace",
      value: `${formatClock(seconds)} /${perMile ? "mi" : "km"}`,
      when: on(records.bestPace.date),
    });
  }
  if (records.mostReps.length > 0) {
    const sets = records.mostReps
      .map((r) =>
        r.weightKg === 0
          ? `${formatNumber(r.reps)} reps`
          : `${assisted ? "−" : ""}${formatLift(r.weightKg, system)} × ${r.reps}`,
      )
      .join(", ");
    facts.push({
      label: assisted ? "Most reps (at that help or less)" : "Most reps (at that weight or more)",
      value: sets,
      when: "",
    });
  }
  return facts;
}

/** An exercise's records as a definition list: compact enough for a card at 390 px. */
export function RecordFacts({ records, system }: { records: ExerciseRecords; system: UnitSystem }) {
  const facts = recordFacts(records, system);
  if (facts.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No records yet: done sets with reps and a weight, a time or a distance set them.
      </p>
    );
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="font-medium text-slate-600">{fact.label}</dt>
          <dd className="break-words text-slate-900">
            <span className="font-semibold">{fact.value}</span>
            {fact.when ? <span className="text-slate-600"> · {fact.when}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
