import { addDays } from "../../domain/calendar";

export const SETS_PER_WORKOUT = 10;
const STRONG_HEADER =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";

/** A Strong export of `rows` sets, ten a workout, a workout a day from 2010 on (~92 bytes a set). */
export function strongFile(rows: number): string {
  const lines = [STRONG_HEADER];
  for (let i = 0; i < rows; i += 1) {
    const day = addDays("2010-01-01", Math.floor(i / SETS_PER_WORKOUT));
    const exercise = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)"][
      Math.floor((i % SETS_PER_WORKOUT) / 4)
    ];
    lines.push(
      `${day} 08:30:00,"Strength",1h 5m,"${exercise}",${(i % 4) + 1},${60 + (i % 7) * 2.5},${5 + (i % 3)},0,0,"bar path tight","",8`,
    );
  }
  return lines.join("\n");
}
