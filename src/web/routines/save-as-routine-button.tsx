/** Placeholder while issue 14 is built: "Save as routine" for a logged workout. */
export function SaveAsRoutineButton(_props: { workoutId: string; workoutName: string | null }) {
  return null;
}
