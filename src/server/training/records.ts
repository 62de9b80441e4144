import type { RecordKind } from "../../contract/workouts";
import type { Db } from "../db/client";

/**
 * Placeholder while issue 14 is built: for each done set of the given workouts, the personal records
 * it set when it was done (compared with every earlier done set of the same exercise by this user).
 */
export async function recordsOfWorkouts(_db: Db, _options: { userId: string; workoutIds: string[] }): Promise<Map<string, RecordKind[]>> {
  return new Map();
}
