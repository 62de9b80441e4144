import type { Routine } from "../../contract/routines";
import type { LastSets, SaveWorkoutBody, Workout } from "../../contract/workouts";
import { workoutsApi } from "../../contract/workouts-api";
import { call } from "../lib/api-client";

/**
 * The live workout a routine starts: its exercises in order with supersets and rest, and as many
 * sets as the routine plans, none done yet. Each set carries last time's numbers for that exercise
 * at that position when there were any (what the lifter will most likely repeat or beat), else the
 * routine's target. The kind (warm-up, drop…) stays the routine's: it is the plan's structure.
 */
export function workoutFromRoutine(
  routine: Routine,
  last: LastSets["last"],
  today: string,
  now: Date,
  bodyWeightKg: number | null = null,
): SaveWorkoutBody {
  return {
    date: today,
    ...(bodyWeightKg === null ? {} : { bodyWeightKg }),
    name: routine.name,
    startedAt: now.toISOString(),
    endedAt: null,
    routineId: routine.id,
    items: routine.items.map((item) => {
      const previous = last[item.exerciseId]?.sets ?? [];
      return {
        exerciseId: item.exerciseId,
        supersetGroup: item.supersetGroup,
        restSeconds: item.restSeconds,
        ...(item.notes ? { notes: item.notes } : {}),
        sets: item.sets.map((target, position) => {
          const before = previous[position];
          const numbers = before ?? target;
          return {
            kind: target.kind,
            reps: numbers.reps,
            weightKg: numbers.weightKg,
            seconds: numbers.seconds,
            done: false,
          };
        }),
      };
    }),
  };
}

/**
 * Fetches last time's sets and today's date, then starts the routine's workout on the server.
 * `bodyWeightKg` is sent only when the user has no weigh-in yet and typed one (the server asks for it then).
 */
export async function startRoutine(
  routine: Routine,
  bodyWeightKg: number | null = null,
  now = new Date(),
): Promise<Workout> {
  const ids = [...new Set(routine.items.map((item) => item.exerciseId))];
  const [lastSets, defaults] = await Promise.all([
    ids.length > 0 ? call(workoutsApi.lastSets, { query: { ids: ids.join(",") } }) : { last: {} },
    call(workoutsApi.defaults),
  ]);
  return call(workoutsApi.log, {
    body: workoutFromRoutine(routine, lastSets.last, defaults.today, now, bodyWeightKg),
  });
}
