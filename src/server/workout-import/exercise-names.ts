import { normalizeName } from "../workouts/exercise-search";

/**
 * The names Strong, Hevy and FitNotes give their commonest exercises (Strong/Hevy write
 * "Movement (Equipment)", FitNotes "Flat Barbell Bench Press"), by their normalised form, to the
 * library's ids (data/exercises.json.gz) and built-in activities. Anything else is matched by
 * name, then becomes the user's own exercise.
 */
const ALIASES: Record<string, string> = {
  "bench press barbell": "Barbell_Bench_Press_-_Medium_Grip",
  "flat barbell bench press": "Barbell_Bench_Press_-_Medium_Grip",
  "bench press": "Barbell_Bench_Press_-_Medium_Grip",
  "bench press dumbbell": "Dumbbell_Bench_Press",
  "flat dumbbell bench press": "Dumbbell_Bench_Press",
  "incline bench press barbell": "Barbell_Incline_Bench_Press_-_Medium_Grip",
  "incline barbell bench press": "Barbell_Incline_Bench_Press_-_Medium_Grip",
  "incline bench press dumbbell": "Incline_Dumbbell_Press",
  "incline dumbbell bench press": "Incline_Dumbbell_Press",
  "decline bench press barbell": "Decline_Barbell_Bench_Press",
  "squat barbell": "Barbell_Squat",
  "back squat barbell": "Barbell_Squat",
  squat: "Barbell_Squat",
  "front squat barbell": "Front_Barbell_Squat",
  "goblet squat kettlebell": "Goblet_Squat",
  "goblet squat dumbbell": "Goblet_Squat",
  "deadlift barbell": "Barbell_Deadlift",
  deadlift: "Barbell_Deadlift",
  "romanian deadlift barbell": "Romanian_Deadlift",
  "sumo deadlift barbell": "Sumo_Deadlift",
  "overhead press barbell": "Standing_Military_Press",
  "overhead press": "Standing_Military_Press",
  "overhead press dumbbell": "Dumbbell_Shoulder_Press",
  "shoulder press dumbbell": "Dumbbell_Shoulder_Press",
  "seated overhead press dumbbell": "Dumbbell_Shoulder_Press",
  "arnold press dumbbell": "Arnold_Dumbbell_Press",
  "pull up": "Pullups",
  "pull ups": "Pullups",
  pullup: "Pullups",
  "pull up bodyweight": "Pullups",
  "chin up": "Chin-Up",
  "chin up bodyweight": "Chin-Up",
  "push up": "Pushups",
  "push ups": "Pushups",
  "push up bodyweight": "Pushups",
  dip: "Dips_-_Triceps_Version",
  dips: "Dips_-_Triceps_Version",
  "triceps dip": "Dips_-_Triceps_Version",
  "chest dip": "Dips_-_Chest_Version",
  "bent over row barbell": "Bent_Over_Barbell_Row",
  "barbell row": "Bent_Over_Barbell_Row",
  "bent over row dumbbell": "One-Arm_Dumbbell_Row",
  "dumbbell row": "One-Arm_Dumbbell_Row",
  "lat pulldown cable": "Wide-Grip_Lat_Pulldown",
  "lat pulldown": "Wide-Grip_Lat_Pulldown",
  "seated row cable": "Seated_Cable_Rows",
  "seated cable row": "Seated_Cable_Rows",
  "t bar row": "T-Bar_Row_with_Handle",
  "bicep curl barbell": "Barbell_Curl",
  "bicep curl dumbbell": "Dumbbell_Bicep_Curl",
  "dumbbell curl": "Dumbbell_Bicep_Curl",
  "hammer curl dumbbell": "Hammer_Curls",
  "preacher curl barbell": "Preacher_Curl",
  "triceps pushdown cable": "Triceps_Pushdown",
  "triceps pushdown": "Triceps_Pushdown",
  "tricep pushdown": "Triceps_Pushdown",
  "triceps rope pushdown": "Triceps_Pushdown_-_Rope_Attachment",
  "skullcrusher barbell": "Lying_Triceps_Press",
  "lateral raise dumbbell": "Side_Lateral_Raise",
  "dumbbell lateral raise": "Side_Lateral_Raise",
  "lateral raise cable": "Cable_Seated_Lateral_Raise",
  "leg press": "Leg_Press",
  "leg press machine": "Leg_Press",
  "leg extension machine": "Leg_Extensions",
  "leg extension": "Leg_Extensions",
  "lying leg curl machine": "Lying_Leg_Curls",
  "leg curl machine": "Lying_Leg_Curls",
  "seated leg curl machine": "Seated_Leg_Curl",
  "hip thrust barbell": "Barbell_Hip_Thrust",
  "lunge dumbbell": "Dumbbell_Lunges",
  "lunge barbell": "Barbell_Lunge",
  "walking lunge dumbbell": "Dumbbell_Lunges",
  "standing calf raise machine": "Standing_Calf_Raises",
  "standing calf raise": "Standing_Calf_Raises",
  "seated calf raise machine": "Seated_Calf_Raise",
  "shrug barbell": "Barbell_Shrug",
  "shrug dumbbell": "Dumbbell_Shrug",
  "face pull cable": "Face_Pull",
  "chest fly dumbbell": "Dumbbell_Flyes",
  "cable crossover": "Cable_Crossover",
  "chest fly machine": "Butterfly",
  crunch: "Crunches",
  "hanging leg raise": "Hanging_Leg_Raise",
  plank: "Plank",
  running: "activity_running",
  "running outdoor": "activity_running",
  run: "activity_running",
  "running treadmill": "Running_Treadmill",
  treadmill: "Running_Treadmill",
  walking: "activity_walking",
  hiking: "activity_hiking",
  cycling: "activity_cycling",
  "cycling outdoor": "activity_cycling",
  "cycling indoor": "Bicycling_Stationary",
  "stationary bike": "Bicycling_Stationary",
  "rowing machine": "activity_rowing_moderate",
  rowing: "activity_rowing_moderate",
  "elliptical trainer": "activity_elliptical",
  elliptical: "activity_elliptical",
  "stair machine": "activity_stair_machine",
  "jump rope": "activity_jump_rope",
  yoga: "activity_yoga",
};

export const ALIAS_IDS = [...new Set(Object.values(ALIASES))];

/** "Squat (Barbell)" → "barbell squat": Strong's and Hevy's order turned into the library's. */
function equipmentFirst(name: string): string | null {
  const match = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  return match ? normalizeName(`${match[2]} ${match[1]}`) : null;
}

/**
 * The exercise id for a name from another app, among `known` (the exercises this user may log, by
 * normalised name); null when nothing matches.
 */
export function matchExerciseName(name: string, known: ReadonlyMap<string, string>): string | null {
  const normal = normalizeName(name);
  const alias = ALIASES[normal];
  if (alias) return alias;
  const flipped = equipmentFirst(name);
  return known.get(normal) ?? (flipped ? known.get(flipped) : undefined) ?? null;
}
