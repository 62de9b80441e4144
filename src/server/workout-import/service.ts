import { createHash } from "node:crypto";
import { and, between, eq, isNull, or } from "drizzle-orm";
import { IMPORT_FILE_LIMITS } from "../../contract/import-limits";
import {
  PREVIEW_ITEMS_SHOWN,
  type ImportLineError,
  type ImportPreview,
  type ImportResult,
  type ParsedImportBody,
} from "../../contract/workout-import";
import {
  SaveWorkoutBody,
  type ParsedSaveWorkoutBody,
  type WorkoutItemInput,
} from "../../contract/workouts";
import { exerciseKindOf } from "../../domain/training";
import {
  UnknownFormat,
  workoutExportReader,
  type ExportReader,
  type ImportedExercise,
  type ImportedWorkout,
  type ParsedExport,
} from "../../domain/workout-csv";
import { WORKOUT_LIMITS as L } from "../../domain/workouts";
import { monthOf, todayIn, instantToWallTime, wallTimeToInstant } from "../../domain/calendar";
import type { Db } from "../db/client";
import { exercises, profiles, workouts } from "../db/schema";
import { withUserLock } from "../db/user-lock";
import { AppError, fieldError, notFound } from "../errors";
import { inSlices, readImportFile, writeInSlices } from "../imports/file-import";
import { getLatestWeightKg } from "../weight/service";
import { normalizeName } from "../workouts/exercise-search";
import { assertMonthHasRoom, insertWorkout } from "../workouts/service";
import { ensureCustomExercises, guessCustomExercise, type CustomGuess } from "./custom-exercises";
import { matchExerciseName } from "./exercise-names";

interface Known {
  id: string;
  name: string;
  category: string;
  equipment: string | null;
}

interface Planned {
  workout: ImportedWorkout;
  key: string;
  duplicate: boolean;
  /** Null until the custom exercises exist: the names of exercises to make are kept apart. */
  exerciseIds: (string | null)[];
}

interface Prepared {
  parsed: ParsedExport;
  timeZone: string;
  planned: Planned[];
  errors: ImportLineError[];
  newExercises: Map<string, CustomGuess>;
  known: Map<string, Known>;
  needsBodyWeight: boolean;
}

/** The same workout of the same file always has the same key, whoever imports it and when. */
export function importKeyOf(
  format: string,
  workout: Pick<ImportedWorkout, "date" | "time" | "name">,
): string {
  return createHash("sha256")
    .update(`${format}|${workout.date} ${workout.time ?? ""}|${workout.name ?? ""}`)
    .digest("hex");
}

/** The same start and name as a workout already in the log, app-made ones included (a re-import of our own export). */
function signatureOf(date: string, time: string | null, name: string | null): string {
  return `${date}|${time ?? ""}|${name ?? ""}`;
}

async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw notFound("Profile not found");
  return row;
}

/** Every exercise this user may log, by normalised name (the library's own name first). */
async function knownExercises(
  db: Db,
  userId: string,
): Promise<{ byName: Map<string, string>; byId: Map<string, Known> }> {
  const rows = await db
    .select({
      id: exercises.id,
      name: exercises.name,
      category: exercises.category,
      equipment: exercises.equipment,
      ownerId: exercises.ownerId,
    })
    .from(exercises)
    .where(or(isNull(exercises.ownerId), eq(exercises.ownerId, userId)));
  rows.sort((a, b) => Number(a.ownerId !== null) - Number(b.ownerId !== null));
  const byName = new Map<string, string>();
  for (const row of rows)
    if (!byName.has(normalizeName(row.name))) byName.set(normalizeName(row.name), row.id);
  return { byName, byId: new Map(rows.map((r) => [r.id, r])) };
}

/** Which of the file's workouts are already in the user's log: by import key, or by the same start and name. */
async function existingOf(db: Db, userId: string, timeZone: string, dated: ImportedWorkout[]) {
  const keys = new Set<string>();
  const signatures = new Set<string>();
  if (dated.length === 0) return { keys, signatures };
  const dates = dated.map((w) => w.date).sort();
  const rows = await db
    .select({
      date: workouts.date,
      name: workouts.name,
      startedAt: workouts.startedAt,
      importKey: workouts.importKey,
    })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), between(workouts.date, dates[0]!, dates.at(-1)!)));
  for (const row of rows) {
    if (row.importKey) keys.add(row.importKey);
    const time = row.startedAt ? instantToWallTime(row.startedAt, timeZone).time : null;
    signatures.add(signatureOf(row.date, time === "00:00:00" ? null : time, row.name));
  }
  return { keys, signatures };
}

/**
 * Already in the log: imported from this file before, or (a Strong file, which is what our export
 * writes) the same start and name as a workout there.
 */
function isKnown(
  format: string,
  existing: { keys: Set<string>; signatures: Set<string> },
  key: string,
  workout: ImportedWorkout,
): boolean {
  if (existing.keys.has(key)) return true;
  return (
    format === "strong" &&
    existing.signatures.has(signatureOf(workout.date, workout.time, workout.name))
  );
}

/** Reads the file in slices (imports/file-import.ts): a 50,000-set file holds no other request up. */
async function parseFile(body: ParsedImportBody): Promise<ParsedExport> {
  const { header, lines } = await readImportFile(body.csv, IMPORT_FILE_LIMITS.workouts);
  let reader: ExportReader;
  try {
    reader = workoutExportReader(header, {
      weightUnit: body.weightUnit,
      distanceUnit: body.distanceUnit,
    });
  } catch (error) {
    if (error instanceof UnknownFormat) throw fieldError("csv", error.message);
    throw error;
  }
  await inSlices(lines, (line) => reader.read(line));
  return reader.finish();
}

async function prepare(db: Db, userId: string, body: ParsedImportBody): Promise<Prepared> {
  const parsed = await parseFile(body);
  const { timeZone } = await profileOf(db, userId);
  const today = todayIn(timeZone);
  const errors = [...parsed.errors];
  const { byName, byId } = await knownExercises(db, userId);
  const newExercises = new Map<string, CustomGuess>();
  const current = parsed.workouts.filter((w) => {
    if (w.date <= today) return true;
    errors.push({ line: w.line, message: `the workout is dated ${w.date}, after today` });
    return false;
  });
  const existing = await existingOf(db, userId, timeZone, current);
  const planned: Planned[] = [];
  await inSlices(current, (workout) => {
    const key = importKeyOf(parsed.format, workout);
    const exerciseIds = workout.exercises.map((exercise) => {
      const id = matchExerciseName(exercise.name, byName);
      if (id === null && !newExercises.has(exercise.name)) {
        newExercises.set(
          exercise.name,
          guessCustomExercise(exercise.name, {
            weighted: exercise.sets.some((s) => (s.weightKg ?? 0) > 0),
            distance: exercise.sets.some((s) => (s.distanceM ?? 0) > 0),
          }),
        );
      }
      return id;
    });
    const duplicate = isKnown(parsed.format, existing, key, workout);
    planned.push({ workout, key, duplicate, exerciseIds });
  });
  const needsBodyWeight =
    body.bodyWeightKg == null && (await getLatestWeightKg(db, userId)) === null;
  const prepared: Prepared = {
    parsed,
    timeZone,
    planned: [],
    errors,
    newExercises,
    known: byId,
    needsBodyWeight,
  };
  // What the log's contract would refuse (too many sets, a name too long) is told now, not after importing.
  const draftIds = new Map(
    [...newExercises].map(([name, guess], i) => [name, { id: `new_${i}`, name, ...guess }]),
  );
  for (const draft of draftIds.values()) byId.set(draft.id, draft);
  await inSlices(planned, (plan) => {
    const ids = plan.exerciseIds.map(
      (id, i) => id ?? draftIds.get(plan.workout.exercises[i]!.name)!.id,
    );
    // Any weight the contract takes: only the shape is checked here, nothing is estimated.
    const built = bodyOf(plan, ids, prepared, 70);
    if (built.error) errors.push(built.error);
    else prepared.planned.push(plan);
  });
  for (const draft of draftIds.values()) byId.delete(draft.id);
  // Only the exercises of workouts that will be imported are made.
  const used = new Set(
    prepared.planned.flatMap((p) =>
      p.workout.exercises.filter((_, i) => p.exerciseIds[i] === null).map((e) => e.name),
    ),
  );
  for (const name of newExercises.keys()) if (!used.has(name)) newExercises.delete(name);
  errors.sort((a, b) => a.line - b.line);
  return prepared;
}

export async function previewImport(
  db: Db,
  options: { userId: string; body: ParsedImportBody },
): Promise<ImportPreview> {
  const { parsed, planned, errors, newExercises, needsBodyWeight } = await prepare(
    db,
    options.userId,
    options.body,
  );
  return {
    format: parsed.format,
    needsWeightUnit: parsed.needsWeightUnit,
    needsDistanceUnit: parsed.needsDistanceUnit,
    needsBodyWeight,
    workouts: planned.slice(0, PREVIEW_ITEMS_SHOWN).map(({ workout, duplicate }) => ({
      date: workout.date,
      name: workout.name,
      exercises: workout.exercises.length,
      sets: workout.exercises.reduce((sum, e) => sum + e.sets.length, 0),
      duplicate,
    })),
    errors: errors.slice(0, PREVIEW_ITEMS_SHOWN),
    counts: {
      workouts: planned.length,
      new: planned.filter((p) => !p.duplicate).length,
      errors: errors.length,
    },
    newExercises: [...newExercises.keys()],
  };
}

const clip = (text: string | null, max: number) => (text ? text.slice(0, max) : undefined);

/** One exercise as the log stores it: cardio as one item with its time and distance, the rest as sets. */
function itemOf(exercise: ImportedExercise, known: Known): WorkoutItemInput {
  const base = {
    exerciseId: known.id,
    notes: clip(exercise.notes, 500),
    supersetGroup: exercise.supersetGroup,
  };
  const kind = exerciseKindOf(known);
  if (kind === "cardio" || kind === "activity") {
    const seconds = exercise.sets.reduce((sum, s) => sum + (s.seconds ?? 0), 0);
    const distanceM = exercise.sets.reduce((sum, s) => sum + (s.distanceM ?? 0), 0);
    return {
      ...base,
      durationMin: seconds >= 60 ? Math.min(L.durationMin.max, Math.round(seconds / 6) / 10) : null,
      distanceM: distanceM >= L.distanceM.min ? distanceM : null,
      sets: [],
    };
  }
  return {
    ...base,
    sets: exercise.sets.map((s) => ({
      kind: s.kind,
      reps: s.reps,
      weightKg: s.weightKg,
      seconds: s.seconds,
      rpe: s.rpe,
      done: true,
    })),
  };
}

/** The workout as the log's own body, checked by the same contract as one typed in; a problem names its line. */
/** A workout of the file ready to write: its plan (line, key) and the body the core checks. */
interface PlannedBody {
  plan: Planned;
  body: ParsedSaveWorkoutBody;
}

function bodyOf(
  plan: Planned,
  ids: string[],
  prepared: Prepared,
  bodyWeightKg: number | null | undefined,
) {
  const { workout } = plan;
  const start = workout.time
    ? wallTimeToInstant(workout.date, workout.time, prepared.timeZone)
    : null;
  const end =
    start && workout.durationSeconds
      ? new Date(start.getTime() + workout.durationSeconds * 1000)
      : null;
  const result = SaveWorkoutBody.safeParse({
    date: workout.date,
    name: clip(workout.name, L.nameLength),
    notes: clip(workout.notes, L.notesLength),
    bodyWeightKg: bodyWeightKg ?? null,
    startedAt: start?.toISOString() ?? null,
    endedAt: end?.toISOString() ?? null,
    items: workout.exercises.map((exercise, i) => itemOf(exercise, prepared.known.get(ids[i]!)!)),
  });
  if (result.success) return { body: result.data };
  const issue = result.error.issues[0]!;
  const at =
    issue.path[0] === "items" && typeof issue.path[1] === "number"
      ? ` (${workout.exercises[issue.path[1]]?.name})`
      : "";
  return {
    error: { line: workout.line, message: `this workout was skipped${at}: ${issue.message}` },
  };
}

/**
 * Imports every workout of the file the user does not have yet. Bad lines were left out by the
 * parser and are reported with what the contract refused; the rest is imported. Nothing long runs in
 * a transaction, which on PGlite holds the one connection and so every other request: the custom
 * exercises are made under the user's exercise lock, the bodies checked outside it in slices, the
 * workouts dated this month written with the plan check that counts them under the workout lock, and
 * the older ones in transactions of a few ms each (writeInSlices). A workout already there, or
 * written by an import of the same file meanwhile, is skipped (its importKey is unique).
 */
export async function runImport(
  db: Db,
  options: { userId: string; body: ParsedImportBody },
): Promise<ImportResult> {
  const { userId, body } = options;
  const prepared = await prepare(db, userId, body);
  if (prepared.parsed.needsWeightUnit)
    throw fieldError("weightUnit", "Choose whether the weights in this file are in kg or lb");
  if (prepared.parsed.needsDistanceUnit)
    throw fieldError(
      "distanceUnit",
      "Choose whether the distances in this file are in km or miles",
    );
  if (prepared.needsBodyWeight)
    throw fieldError(
      "bodyWeightKg",
      "Enter your body weight: calories burned are estimated from it until you log a weigh-in",
    );
  const errors = [...prepared.errors];
  const tally = { imported: 0, skipped: 0 };
  const lockKey = `workouts:${userId}`;
  const writeOne = async (tx: Db, { plan, body: workoutBody }: PlannedBody) => {
    try {
      // A savepoint each: a workout the core refuses is reported, the others still go in.
      const id = await tx.transaction((sp) =>
        insertWorkout(sp as unknown as Db, {
          userId,
          body: workoutBody,
          source: prepared.parsed.format,
          importKey: plan.key,
        }),
      );
      if (id === null) tally.skipped += 1;
      else tally.imported += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      errors.push({
        line: plan.workout.line,
        message: `this workout was skipped: ${error.message}`,
      });
    }
  };
  // The exercise lock too: a custom exercise made by hand at this moment must not get a twin.
  const customIds = await withUserLock(db, `exercises:${userId}`, (tx) =>
    ensureCustomExercises(tx, userId, prepared.newExercises),
  );
  prepared.known = (await knownExercises(db, userId)).byId;
  const existing = await existingOf(
    db,
    userId,
    prepared.timeZone,
    prepared.planned.map((p) => p.workout),
  );
  const fresh = prepared.planned.filter(
    (p) => !isKnown(prepared.parsed.format, existing, p.key, p.workout),
  );
  tally.skipped += prepared.planned.length - fresh.length;
  const bodies: PlannedBody[] = [];
  // Outside any transaction and in slices: checking 5,000 bodies took most of a second.
  await inSlices(fresh, (plan) => {
    const ids = plan.exerciseIds.map(
      (id, i) => id ?? customIds.get(plan.workout.exercises[i]!.name)!,
    );
    const built = bodyOf(plan, ids, prepared, body.bodyWeightKg);
    if (built.error) errors.push(built.error);
    if (built.body) bodies.push({ plan, body: built.body });
  });
  const monthStart = monthOf(todayIn(prepared.timeZone)).from;
  await withUserLock(db, lockKey, async (tx) => {
    const thisMonth = bodies.filter((b) => b.body.date >= monthStart);
    // Counted and written in one transaction, so a workout logged meanwhile cannot pass the limit.
    if (thisMonth.length > 0) await assertMonthHasRoom(tx, userId, thisMonth.length);
    for (const planned of thisMonth) await writeOne(tx, planned);
  });
  const older = bodies.filter((b) => b.body.date < monthStart);
  // Older workouts meet no monthly limit; a second import skips what the first wrote (importKey).
  await writeInSlices(older, (work) => withUserLock(db, lockKey, work), writeOne);
  errors.sort((a, b) => a.line - b.line);
  return { ...tally, errors };
}
