/** Placeholder while issue 14 is built: weekly volume per muscle group. */
export function MuscleVolumeCard(_props: { range: { from: string; to: string } }) {
  return null;
}
