import { and, asc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Workout, WorkoutItem } from "../../contract/workouts";
import { textCell, writeCsv } from "../../domain/csv";
import { STRONG_COLUMNS } from "../../domain/workout-csv";
import { assertCsvExportAllowed } from "../data-export/service";
import type { Db } from "../db/client";
import { profiles, workouts } from "../db/schema";
import { notFound } from "../errors";
import { loadWorkouts } from "../workouts/load";
import { todayIn, instantToWallTime } from "../../domain/calendar";

/** Workouts loaded per query: a few years of history is a few hundred. */
const CHUNK = 200;

const SET_ORDER_LETTER = { warmup: "W", drop: "D", failure: "F" } as const;

/** A number as Strong writes it: plain, no trailing zeros, never exponent notation. */
function num(value: number | null | undefined, decimals = 3): string {
  if (value === null || value === undefined) return "";
  const scale = 10 ** decimals;
  return String(Math.round(value * scale) / scale);
}

/** "1h 5m" or "45m", Strong's own way of writing a workout's length. */
export function strongDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h}h ${minutes % 60}m` : `${minutes}m`;
}

function rowsOfItem(workout: Workout, item: WorkoutItem, head: string[]): string[][] {
  const notes = textCell(item.notes);
  const tail = (
    order: string,
    weight: string,
    reps: string,
    distance: string,
    seconds: string,
    rpe: string,
  ) => [
    ...head.slice(0, 3),
    textCell(item.exerciseName),
    order,
    weight,
    reps,
    distance,
    seconds,
    notes,
    head[3]!,
    rpe,
  ];
  const done = item.sets.filter((s) => s.done);
  if (done.length === 0) {
    // Cardio and time-only activities: one row with the distance (km) and the time.
    const seconds = item.durationMin ? Math.round(item.durationMin * 60) : null;
    return [
      tail(
        "1",
        "",
        "",
        num(item.distanceM === null ? null : item.distanceM / 1000, 4),
        num(seconds),
        "",
      ),
    ];
  }
  let normal = 0;
  return done.map((set) => {
    const order = set.kind === "normal" ? String((normal += 1)) : SET_ORDER_LETTER[set.kind];
    return tail(order, num(set.weightKg), num(set.reps), "", num(set.seconds), num(set.rpe));
  });
}

/**
 * The user's finished and back-dated workouts in Strong's current CSV layout, so Strong, Hevy and
 * this importer read it. Strong's file carries no unit: Weight is always kg and Distance km here
 * (the import page says so, and a re-import is told "kg"). A workout without a start time is
 * written at 00:00:00 of its day, which the importer reads back as "no start time".
 * A CSV download like the per-tracker ones, so refused the same way without data_export.
 */
export async function exportWorkoutsCsv(
  db: Db,
  userId: string,
): Promise<{ csv: string; fileName: string }> {
  await assertCsvExportAllowed(db, userId);
  const [profile] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw notFound("Profile not found");
  const ids = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(eq(workouts.userId, userId), or(isNull(workouts.startedAt), isNotNull(workouts.endedAt))),
    )
    .orderBy(asc(workouts.date), asc(workouts.startedAt), asc(workouts.createdAt));
  const rows: string[][] = [[...STRONG_COLUMNS]];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const loaded = await loadWorkouts(
      db,
      userId,
      ids.slice(i, i + CHUNK).map((r) => r.id),
    );
    loaded.sort((a, b) =>
      (a.date + (a.startedAt ?? "")).localeCompare(b.date + (b.startedAt ?? "")),
    );
    for (const workout of loaded) {
      const start = workout.startedAt
        ? instantToWallTime(new Date(workout.startedAt), profile.timeZone)
        : null;
      const seconds =
        workout.startedAt && workout.endedAt
          ? (Date.parse(workout.endedAt) - Date.parse(workout.startedAt)) / 1000
          : workout.minutes * 60;
      const head = [
        start ? `${start.date} ${start.time}` : `${workout.date} 00:00:00`,
        textCell(workout.name),
        seconds > 0 ? strongDuration(seconds) : "",
        textCell(workout.notes),
      ];
      for (const item of workout.items) rows.push(...rowsOfItem(workout, item, head));
    }
  }
  return { csv: writeCsv(rows), fileName: `vitalog-workouts-${todayIn(profile.timeZone)}.csv` };
}
