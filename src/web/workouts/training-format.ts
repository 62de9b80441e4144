import type { LastPerformance, RecordKind, WorkoutItem } from "../../contract/workouts";
import {
  formatClock,
  paceSeconds,
  speedPerHour,
  type ExerciseKind,
  type SetKind,
} from "../../domain/training";
import { displayAmount, type UnitSystem } from "../../domain/units";
import { formatNumber } from "../lib/format";

/** How lifters read a set's kind in a narrow column. */
export const SET_KIND_SHORT: Record<SetKind, string> = {
  warmup: "W",
  normal: "",
  drop: "D",
  failure: "F",
};
export const SET_KIND_LABEL: Record<SetKind, string> = {
  warmup: "Warm-up",
  normal: "Normal",
  drop: "Drop",
  failure: "To failure",
};

export const RECORD_LABEL: Record<RecordKind, string> = {
  weight: "PR: heaviest",
  oneRepMax: "PR: est. 1RM",
  volume: "PR: volume",
  reps: "PR: most reps",
};

/** A lifted weight: "60 kg", "62.5 kg", "132.3 lb" (one decimal at most, no trailing zero). */
export function formatLift(kg: number, system: UnitSystem): string {
  const unit = system === "metric" ? "kg" : "lb";
  return `${formatNumber(displayAmount(kg, unit), 1)} ${unit}`;
}

export function formatDistance(metres: number, system: UnitSystem): string {
  return system === "metric"
    ? `${formatNumber(metres / 1000, 2)} km`
    : `${formatNumber(metres / 1609.344, 2)} mi`;
}

/** "5:30 /km · 10.9 km/h" for a distance covered in a time; null when either is missing. */
export function paceAndSpeed(
  metres: number | null,
  seconds: number | null,
  system: UnitSystem,
): { pace: string; speed: string } | null {
  if (metres === null || seconds === null) return null;
  const per = system === "metric" ? "km" : "mi";
  const pace = paceSeconds(metres, seconds, per);
  const speed = speedPerHour(metres, seconds, per);
  if (pace === null || speed === null) return null;
  return {
    pace: `${formatClock(pace)} /${per}`,
    speed: `${formatNumber(speed, 1)} ${per === "km" ? "km/h" : "mph"}`,
  };
}

interface SetNumbers {
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
}

/** One set as text: "60 kg × 5", "+10 kg × 8", "−20 kg × 6" (assisted), "45 s", "× 12". */
export function describeSet(set: SetNumbers, kind: ExerciseKind, system: UnitSystem): string {
  if (kind === "timed") return set.seconds === null ? "–" : `${formatNumber(set.seconds)} s`;
  if (kind === "cardio" || kind === "activity")
    return set.seconds === null ? "–" : formatClock(set.seconds);
  const reps = set.reps === null ? "–" : formatNumber(set.reps);
  if (set.weightKg === null || (set.weightKg === 0 && kind !== "weighted")) return `${reps} reps`;
  const sign = kind === "bodyweight" ? "+" : kind === "assisted" ? "−" : "";
  return `${sign}${formatLift(set.weightKg, system)} × ${reps}`;
}

/** The "Previous" cell: what was done at this set position last time. */
export function describePrevious(
  last: LastPerformance | undefined,
  position: number,
  kind: ExerciseKind,
  system: UnitSystem,
): string {
  if (!last) return "–";
  if (kind === "cardio") {
    const seconds = last.durationMin === null ? null : last.durationMin * 60;
    const parts = [
      last.distanceM === null ? null : formatDistance(last.distanceM, system),
      seconds === null ? null : formatClock(seconds),
    ];
    return parts.filter(Boolean).join(" in ") || "–";
  }
  if (kind === "activity")
    return last.durationMin === null ? "–" : `${formatNumber(last.durationMin)} min`;
  const set = last.sets[position];
  return set ? describeSet(set, kind, system) : "–";
}

/**
 * An exercise's sets for the list: "3 × 5 · 100 kg" when the working sets are alike, else each one
 * ("W 40 kg × 10, 60 kg × 5, 65 kg × 5"); cardio as distance, time and pace.
 */
export function describeItemSets(item: WorkoutItem, system: UnitSystem): string {
  if (item.kind === "cardio") {
    const seconds = item.durationMin === null ? null : item.durationMin * 60;
    const parts = [
      item.distanceM === null ? null : formatDistance(item.distanceM, system),
      seconds === null ? null : formatClock(seconds),
      paceAndSpeed(item.distanceM, seconds, system)?.pace ?? null,
    ];
    return parts.filter(Boolean).join(" · ") || "No distance or time";
  }
  if (item.kind === "activity")
    return item.durationMin === null ? "No time given" : `${formatNumber(item.durationMin)} min`;
  const sets = item.sets.filter((s) => s.done);
  if (sets.length === 0) return "No sets done";
  const first = sets[0]!;
  const alike = sets.every(
    (s) =>
      s.kind === first.kind &&
      s.reps === first.reps &&
      s.weightKg === first.weightKg &&
      s.seconds === first.seconds,
  );
  if (alike && sets.length > 1) {
    if (item.kind === "timed") return `${sets.length} × ${formatNumber(first.seconds ?? 0)} s`;
    const load =
      first.weightKg === null || (first.weightKg === 0 && item.kind !== "weighted")
        ? ""
        : ` · ${describeSet(first, item.kind, system).split(" × ")[0]}`;
    return `${sets.length} × ${first.reps ?? "–"}${load}`;
  }
  return sets
    .map(
      (s) =>
        `${SET_KIND_SHORT[s.kind] ? `${SET_KIND_SHORT[s.kind]} ` : ""}${describeSet(s, item.kind, system)}`,
    )
    .join(", ");
}
