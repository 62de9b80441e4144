/** Placeholder while issue 14 is built: the Workouts page's list of routines. */
export function RoutinesSection() {
  return null;
}
