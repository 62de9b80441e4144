/**
 * Energy spent in workouts, from MET values of the Compendium of Physical Activities:
 * Ainsworth BE et al., "2011 Compendium of Physical Activities: a second update of codes and MET
 * values", Med Sci Sports Exerc 43(8):1575-81, and Herrmann SD et al., "2024 Adult Compendium of
 * Physical Activities", J Sport Health Sci 13(1):6-12 (https://pacompendium.com). Five-digit codes
 * below are the Compendium's activity codes; where we were not sure of a code we name the
 * activity's description only, rather than cite a code we could not check.
 */

export type Intensity = "light" | "moderate" | "vigorous";
export const INTENSITIES: readonly Intensity[] = ["light", "moderate", "vigorous"];

/** Where a MET value comes from: the Compendium's code (when known) and its description. */
export interface MetSource {
  met: number;
  code: string | null;
  description: string;
}

const RESISTANCE_MODERATE: MetSource = {
  met: 3.5,
  code: "02054",
  description:
    "resistance (weight) training, multiple exercises, 8-15 repetitions at varied resistance",
};
const RESISTANCE_VIGOROUS: MetSource = {
  met: 6.0,
  code: "02050",
  description:
    "resistance training (weight lifting), power lifting or body building, vigorous effort",
};

/**
 * MET by library category and intensity. A category lists only the intensities the Compendium
 * describes for it; `defaultIntensity` is what the form preselects.
 */
export const CATEGORY_METS: Record<
  string,
  { defaultIntensity: Intensity; byIntensity: Partial<Record<Intensity, MetSource>> }
> = {
  strength: {
    defaultIntensity: "moderate",
    byIntensity: { moderate: RESISTANCE_MODERATE, vigorous: RESISTANCE_VIGOROUS },
  },
  powerlifting: {
    defaultIntensity: "vigorous",
    byIntensity: { moderate: RESISTANCE_MODERATE, vigorous: RESISTANCE_VIGOROUS },
  },
  "olympic weightlifting": {
    defaultIntensity: "vigorous",
    byIntensity: { moderate: RESISTANCE_MODERATE, vigorous: RESISTANCE_VIGOROUS },
  },
  strongman: {
    defaultIntensity: "vigorous",
    byIntensity: { moderate: RESISTANCE_MODERATE, vigorous: RESISTANCE_VIGOROUS },
  },
  stretching: {
    defaultIntensity: "light",
    byIntensity: { light: { met: 2.3, code: "02101", description: "stretching, mild" } },
  },
  plyometrics: {
    defaultIntensity: "vigorous",
    byIntensity: {
      moderate: {
        met: 3.8,
        code: "02022",
        description: "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort",
      },
      vigorous: {
        met: 8.0,
        code: "02020",
        description:
          "calisthenics (e.g., push ups, sit ups, pull-ups, jumping jacks), vigorous effort",
      },
    },
  },
  cardio: {
    defaultIntensity: "moderate",
    byIntensity: {
      light: {
        met: 3.5,
        code: "17190",
        description: "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface",
      },
      moderate: { met: 7.0, code: "12020", description: "jogging, general" },
      vigorous: {
        met: 8.0,
        code: "02040",
        description:
          "circuit training, some aerobic movement with minimal rest, vigorous intensity",
      },
    },
  },
};

/** Library cardio exercises that match one Compendium activity closely get its value, whatever the intensity. */
export const EXERCISE_METS: Record<string, MetSource> = {
  Bicycling: { met: 7.5, code: "01015", description: "bicycling, general" },
  Bicycling_Stationary: { met: 7.0, code: "02010", description: "bicycling, stationary, general" },
  Recumbent_Bike: { met: 7.0, code: "02010", description: "bicycling, stationary, general" },
  Elliptical_Trainer: {
    met: 5.0,
    code: "02048",
    description: "elliptical trainer, moderate effort",
  },
  Jogging_Treadmill: { met: 7.0, code: "12020", description: "jogging, general" },
  Rope_Jumping: {
    met: 11.8,
    code: "15551",
    description: "rope jumping, moderate pace, 100-120 skips/min, general",
  },
  Rowing_Stationary: {
    met: 7.0,
    code: "02072",
    description: "rowing, stationary, 100 watts, moderate effort",
  },
  Stairmaster: { met: 9.0, code: "02065", description: "stair-treadmill ergometer, general" },
  Step_Mill: { met: 9.0, code: "02065", description: "stair-treadmill ergometer, general" },
  Walking_Treadmill: {
    met: 3.5,
    code: "17190",
    description: "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface",
  },
  Trail_Running_Walking: { met: 6.0, code: "17080", description: "hiking, cross country" },
};

/** Common activities the library lacks; each is one Compendium activity with its own value. */
export interface BuiltInActivity extends MetSource {
  id: string;
  name: string;
}

export const BUILT_IN_ACTIVITIES: readonly BuiltInActivity[] = [
  // Logged with a distance and a time: the MET then follows the speed (src/domain/training.ts, metForSpeed).
  {
    id: "activity_running",
    name: "Running",
    met: 7.0,
    code: "12020",
    description: "jogging, general",
  },
  {
    id: "activity_walking",
    name: "Walking",
    met: 3.5,
    code: "17190",
    description: "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface",
  },
  {
    id: "activity_cycling",
    name: "Cycling",
    met: 7.5,
    code: "01015",
    description: "bicycling, general",
  },
  {
    id: "activity_walking_3mph",
    name: "Walking, 3.0 mph (moderate pace)",
    met: 3.5,
    code: "17190",
    description: "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface",
  },
  {
    id: "activity_walking_brisk",
    name: "Walking, 3.5 mph (brisk)",
    met: 4.3,
    code: "17200",
    description: "walking, 3.5 mph, level, brisk, firm surface",
  },
  {
    id: "activity_hiking",
    name: "Hiking",
    met: 6.0,
    code: "17080",
    description: "hiking, cross country",
  },
  {
    id: "activity_running_5mph",
    name: "Running, 5 mph (12 min/mile)",
    met: 8.3,
    code: "12030",
    description: "running, 5 mph (12 min/mile)",
  },
  {
    id: "activity_running_6mph",
    name: "Running, 6 mph (10 min/mile)",
    met: 9.8,
    code: "12050",
    description: "running, 6 mph (10 min/mile)",
  },
  {
    id: "activity_running_7mph",
    name: "Running, 7 mph (8.5 min/mile)",
    met: 11.0,
    code: "12070",
    description: "running, 7 mph (8.5 min/mile)",
  },
  {
    id: "activity_cycling_leisure",
    name: "Cycling, 10-11.9 mph (light)",
    met: 6.8,
    code: "01030",
    description: "bicycling, 10-11.9 mph, leisure, slow, light effort",
  },
  {
    id: "activity_cycling_moderate",
    name: "Cycling, 12-13.9 mph (moderate)",
    met: 8.0,
    code: "01040",
    description: "bicycling, 12-13.9 mph, leisure, moderate effort",
  },
  {
    id: "activity_cycling_fast",
    name: "Cycling, 14-15.9 mph (vigorous)",
    met: 10.0,
    code: "01050",
    description: "bicycling, 14-15.9 mph, racing or leisure, fast, vigorous effort",
  },
  {
    id: "activity_swimming_moderate",
    name: "Swimming laps, freestyle (light or moderate)",
    met: 5.8,
    code: null,
    description: "swimming laps, freestyle, front crawl, slow, light or moderate effort",
  },
  {
    id: "activity_swimming_vigorous",
    name: "Swimming laps, freestyle (fast)",
    met: 9.8,
    code: null,
    description: "swimming laps, freestyle, fast, vigorous effort",
  },
  {
    id: "activity_rowing_moderate",
    name: "Rowing machine (moderate)",
    met: 7.0,
    code: "02072",
    description: "rowing, stationary, 100 watts, moderate effort",
  },
  {
    id: "activity_rowing_vigorous",
    name: "Rowing machine (vigorous)",
    met: 8.5,
    code: "02073",
    description: "rowing, stationary, 150 watts, vigorous effort",
  },
  {
    id: "activity_elliptical",
    name: "Elliptical trainer",
    met: 5.0,
    code: "02048",
    description: "elliptical trainer, moderate effort",
  },
  {
    id: "activity_yoga",
    name: "Yoga (Hatha)",
    met: 2.5,
    code: "02150",
    description: "yoga, Hatha",
  },
  {
    id: "activity_pilates",
    name: "Pilates",
    met: 3.0,
    code: "02105",
    description: "pilates, general",
  },
  {
    id: "activity_hiit",
    name: "HIIT / circuit training",
    met: 8.0,
    code: "02040",
    description:
      "circuit training, including kettlebells, some aerobic movement with minimal rest, general, vigorous intensity",
  },
  {
    id: "activity_aerobics",
    name: "Aerobics class",
    met: 7.3,
    code: "03015",
    description: "aerobic, general",
  },
  {
    id: "activity_stair_machine",
    name: "Stair climber machine",
    met: 9.0,
    code: "02065",
    description: "stair-treadmill ergometer, general",
  },
  {
    id: "activity_jump_rope",
    name: "Jump rope (moderate)",
    met: 11.8,
    code: "15551",
    description: "rope jumping, moderate pace, 100-120 skips/min, general",
  },
];

const ACTIVITY_BY_ID = new Map(BUILT_IN_ACTIVITIES.map((a) => [a.id, a]));

/** Whether the MET of an exercise depends on the intensity the user picks. */
export function hasFixedMet(exerciseId: string): boolean {
  return ACTIVITY_BY_ID.has(exerciseId) || exerciseId in EXERCISE_METS;
}

/** The intensities the user may pick for an exercise; empty when its MET is fixed. */
export function intensitiesFor(exercise: { id: string; category: string }): Intensity[] {
  if (hasFixedMet(exercise.id)) return [];
  const byIntensity = CATEGORY_METS[exercise.category]?.byIntensity ?? {};
  return INTENSITIES.filter((i) => byIntensity[i] !== undefined);
}

export function defaultIntensityFor(exercise: { id: string; category: string }): Intensity | null {
  if (hasFixedMet(exercise.id)) return null;
  return CATEGORY_METS[exercise.category]?.defaultIntensity ?? null;
}

/**
 * The MET of an exercise at an intensity: a built-in activity's or matched exercise's own value,
 * else its category's value at that intensity. Null when the intensity is not one its category has.
 */
export function metFor(
  exercise: { id: string; category: string },
  intensity: Intensity | null,
): MetSource | null {
  const fixed = ACTIVITY_BY_ID.get(exercise.id) ?? EXERCISE_METS[exercise.id];
  if (fixed) return fixed;
  const category = CATEGORY_METS[exercise.category];
  if (!category) return null;
  return category.byIntensity[intensity ?? category.defaultIntensity] ?? null;
}

/**
 * kcal = MET × body mass (kg) × duration (h): one MET is defined as 1 kcal per kg per hour
 * (Ainsworth et al. 2011, "Computing energy expenditure"). Gross energy, resting included.
 */
export function caloriesBurned(options: {
  met: number;
  weightKg: number;
  durationMin: number;
}): number {
  return options.met * options.weightKg * (options.durationMin / 60);
}

/** Bounds of what the log accepts; past them a value is a typo, not a workout. */
export const WORKOUT_LIMITS = {
  durationMin: { min: 1, max: 600 },
  setsPerExercise: 50,
  reps: { min: 0, max: 1000 },
  weightKg: { min: 0, max: 1000 },
  seconds: { min: 1, max: 86_400 },
  /** 1,000 km: past that a distance in one session is a typo (metres stored). */
  distanceM: { min: 1, max: 1_000_000 },
  rpe: { min: 1, max: 10 },
  restSeconds: { min: 0, max: 900 },
  supersetGroup: { min: 1, max: 15 },
  nameLength: 100,
  // The weight screen's bounds (src/contract/weight.ts), so a weight it accepts is accepted here.
  bodyWeightKg: { min: 20, max: 450 },
  itemsPerWorkout: 30,
  notesLength: 1000,
} as const;

/** Categories whose form asks for sets × reps × weight. */
export const STRENGTH_CATEGORIES = new Set([
  "strength",
  "powerlifting",
  "olympic weightlifting",
  "strongman",
]);

export function isStrengthCategory(category: string): boolean {
  return STRENGTH_CATEGORIES.has(category);
}

/** The library's vocabularies (data/EXERCISES.md), for the search filters. */
export const EXERCISE_CATEGORIES = [
  "strength",
  "cardio",
  "stretching",
  "plyometrics",
  "powerlifting",
  "olympic weightlifting",
  "strongman",
] as const;
export const MUSCLES = [
  "abdominals",
  "abductors",
  "adductors",
  "biceps",
  "calves",
  "chest",
  "forearms",
  "glutes",
  "hamstrings",
  "lats",
  "lower back",
  "middle back",
  "neck",
  "quadriceps",
  "shoulders",
  "traps",
  "triceps",
] as const;
export const EQUIPMENT = [
  "barbell",
  "dumbbell",
  "body only",
  "cable",
  "machine",
  "kettlebells",
  "bands",
  "medicine ball",
  "exercise ball",
  "foam roll",
  "e-z curl bar",
  "other",
] as const;
