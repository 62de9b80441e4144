/**
 * Strength and cardio arithmetic shared by the server and the logger: what kind of numbers an
 * exercise takes, estimated one-rep max, volume, pace and speed, and the Compendium MET of a run,
 * walk or ride at the speed it was done.
 */
export const SET_KINDS = ["warmup", "normal", "drop", "failure"] as const;
export type SetKind = (typeof SET_KINDS)[number];

/**
 * What a set of an exercise records. `weighted`: reps × load. `bodyweight`: reps, with optional
 * added weight. `assisted`: reps, with the machine's assistance as the weight. `timed`: seconds held.
 * `cardio`: distance and time. `activity`: time only (yoga, a class).
 */
export const EXERCISE_KINDS = [
  "weighted",
  "bodyweight",
  "assisted",
  "timed",
  "cardio",
  "activity",
] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** Compendium activities whose MET follows the speed they were done at. */
export type SpeedActivity = "running" | "walking" | "cycling";

const SPEED_ACTIVITY_OF: Record<string, SpeedActivity> = {
  activity_running: "running",
  activity_walking: "walking",
  activity_cycling: "cycling",
  Jogging_Treadmill: "running",
  Running_Treadmill: "running",
  Walking_Treadmill: "walking",
  Bicycling: "cycling",
};

export function speedActivityOf(exerciseId: string): SpeedActivity | null {
  return SPEED_ACTIVITY_OF[exerciseId] ?? null;
}

/** Built-in activities done over a distance; the others (yoga, HIIT, a class) are time only. */
const DISTANCE_ACTIVITY = /^activity_(running|walking|cycling|hiking|swimming|rowing|elliptical)/;
// Held, not repeated. Not "hang" alone: "Hang Clean" and "Hang Snatch" are lifts from the hang position.
const TIMED_NAME = /\b(plank|wall sit|hold|l-sit|dead hang|isometric)\b/i;
// "Push Up to Side Plank" is counted in reps though it names a plank.
const REPEATED_NAME = /\bpush/i;
const ASSISTED_NAME = /\bassisted\b/i;
// Moves that lift the body whatever the library lists as equipment ("other" for rings, bars, straps).
const BODY_NAME =
  /\b(push[- ]?ups?|pull[- ]?ups?|chin[- ]?ups?|chins?|dips?|muscle[- ]?ups?|inverted row)\b/i;

/** How an exercise is logged, from its library fields (the library says nothing more direct). */
export function exerciseKindOf(exercise: {
  id: string;
  name: string;
  category: string;
  equipment: string | null;
}): ExerciseKind {
  if (exercise.id.startsWith("activity_"))
    return DISTANCE_ACTIVITY.test(exercise.id) ? "cardio" : "activity";
  if (exercise.category === "cardio") return "cardio";
  if (
    exercise.category === "stretching" ||
    (TIMED_NAME.test(exercise.name) && !REPEATED_NAME.test(exercise.name))
  )
    return "timed";
  if (ASSISTED_NAME.test(exercise.name)) return "assisted";
  if (exercise.equipment === null || exercise.equipment === "body only") return "bodyweight";
  if (exercise.equipment === "other" && BODY_NAME.test(exercise.name)) return "bodyweight";
  return "weighted";
}

/**
 * Epley's estimate of the most a lifter could lift once: 1RM = w × (1 + r / 30) (Epley B., "Poundage
 * chart", Boyd Epley Workout, 1985). One rep is the weight itself; past about 12 reps the estimate
 * drifts, which is why records show it beside the set it came from.
 */
export function epleyOneRepMax(weightKg: number, reps: number): number {
  if (reps <= 0 || weightKg <= 0) return 0;
  if (reps === 1) return weightKg;
  return weightKg * (1 + reps / 30);
}

/** The volume of one set: load × reps (0 when either is missing). */
export function setVolumeKg(weightKg: number | null, reps: number | null): number {
  if (weightKg === null || reps === null) return 0;
  return weightKg * reps;
}

export const METRES_PER_KM = 1000;
/** The international mile: 1,609.344 m exactly (1959 agreement). */
export const METRES_PER_MILE = 1609.344;

/** Seconds per kilometre (or per mile): the runner's pace. Null without a distance or a time. */
export function paceSeconds(distanceM: number, seconds: number, per: "km" | "mi"): number | null {
  if (distanceM <= 0 || seconds <= 0) return null;
  return seconds / (distanceM / (per === "km" ? METRES_PER_KM : METRES_PER_MILE));
}

/** km/h (or mph): the cyclist's speed. Null without a distance or a time. */
export function speedPerHour(distanceM: number, seconds: number, per: "km" | "mi"): number | null {
  if (distanceM <= 0 || seconds <= 0) return null;
  return distanceM / (per === "km" ? METRES_PER_KM : METRES_PER_MILE) / (seconds / 3600);
}

/** "5:30" for 330 seconds, "1:02:05" past the hour. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** Reads "27:30", "1:02:05" or a plain number of minutes ("45") as seconds; null when unreadable. */
export function parseClock(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 60);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const [, h, m, s] = match;
  if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

export interface SpeedMet {
  /** The row's speed in mph, as the Compendium states it. */
  mph: number;
  met: number;
  code: string;
  description: string;
}

/*
 * MET by speed, from the 2011 Compendium of Physical Activities (Ainsworth et al., codes below).
 * Each list is ordered by speed; a workout takes the row nearest its average speed.
 */
const RUNNING: SpeedMet[] = [
  { mph: 4, met: 6.0, code: "12029", description: "running, 4 mph (13 min/mile)" },
  { mph: 5, met: 8.3, code: "12030", description: "running, 5 mph (12 min/mile)" },
  { mph: 5.2, met: 9.0, code: "12040", description: "running, 5.2 mph (11.5 min/mile)" },
  { mph: 6, met: 9.8, code: "12050", description: "running, 6 mph (10 min/mile)" },
  { mph: 6.7, met: 10.5, code: "12060", description: "running, 6.7 mph (9 min/mile)" },
  { mph: 7, met: 11.0, code: "12070", description: "running, 7 mph (8.5 min/mile)" },
  { mph: 7.5, met: 11.5, code: "12080", description: "running, 7.5 mph (8 min/mile)" },
  { mph: 8, met: 11.8, code: "12090", description: "running, 8 mph (7.5 min/mile)" },
  { mph: 8.6, met: 12.3, code: "12100", description: "running, 8.6 mph (7 min/mile)" },
  { mph: 9, met: 12.8, code: "12110", description: "running, 9 mph (6.5 min/mile)" },
  { mph: 10, met: 14.5, code: "12120", description: "running, 10 mph (6 min/mile)" },
  { mph: 11, met: 16.0, code: "12130", description: "running, 11 mph (5.5 min/mile)" },
  { mph: 12, met: 19.0, code: "12132", description: "running, 12 mph (5 min/mile)" },
  { mph: 13, met: 19.8, code: "12134", description: "running, 13 mph (4.6 min/mile)" },
  { mph: 14, met: 23.0, code: "12135", description: "running, 14 mph (4.3 min/mile)" },
];
const WALKING: SpeedMet[] = [
  {
    mph: 1.7,
    met: 2.0,
    code: "17151",
    description: "walking, less than 2.0 mph, level ground, strolling, very slow",
  },
  {
    mph: 2,
    met: 2.8,
    code: "17152",
    description: "walking, 2.0 mph, level, slow pace, firm surface",
  },
  { mph: 2.5, met: 3.0, code: "17170", description: "walking, 2.5 mph, level, firm surface" },
  {
    mph: 3,
    met: 3.5,
    code: "17190",
    description: "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface",
  },
  {
    mph: 3.5,
    met: 4.3,
    code: "17200",
    description: "walking, 3.5 mph, level, brisk, firm surface",
  },
  {
    mph: 4,
    met: 5.0,
    code: "17220",
    description: "walking, 4.0 mph, level, firm surface, very brisk pace",
  },
  {
    mph: 4.5,
    met: 7.0,
    code: "17230",
    description: "walking, 4.5 mph, level, firm surface, very, very brisk",
  },
  { mph: 5, met: 8.3, code: "17231", description: "walking, 5.0 mph, level, firm surface" },
];
const CYCLING: SpeedMet[] = [
  {
    mph: 9,
    met: 4.0,
    code: "01010",
    description: "bicycling, <10 mph, leisure, to work or for pleasure",
  },
  {
    mph: 11,
    met: 6.8,
    code: "01030",
    description: "bicycling, 10-11.9 mph, leisure, slow, light effort",
  },
  {
    mph: 13,
    met: 8.0,
    code: "01040",
    description: "bicycling, 12-13.9 mph, leisure, moderate effort",
  },
  {
    mph: 15,
    met: 10.0,
    code: "01050",
    description: "bicycling, 14-15.9 mph, racing or leisure, fast, vigorous effort",
  },
  {
    mph: 17.5,
    met: 12.0,
    code: "01060",
    description: "bicycling, 16-19 mph, racing/not drafting or > 19 mph drafting, very fast",
  },
  { mph: 20, met: 15.8, code: "01065", description: "bicycling, > 20 mph, racing, not drafting" },
];

const SPEED_TABLES: Record<SpeedActivity, SpeedMet[]> = {
  running: RUNNING,
  walking: WALKING,
  cycling: CYCLING,
};

/** The Compendium row nearest a speed, or null without a usable speed. */
export function metForSpeed(
  activity: SpeedActivity,
  distanceM: number,
  seconds: number,
): SpeedMet | null {
  const mph = speedPerHour(distanceM, seconds, "mi");
  if (mph === null) return null;
  const table = SPEED_TABLES[activity];
  return table.reduce(
    (best, row) => (Math.abs(row.mph - mph) < Math.abs(best.mph - mph) ? row : best),
    table[0]!,
  );
}
