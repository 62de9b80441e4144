import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Viewer } from "../http/viewer";
import type { RealtimeSetup, ViewerCheckWithRider } from "./topics";

const NONE: ReadonlySet<string> = new Set();

export type CheckViewer<Guest> = (
  viewer: Viewer<Guest>,
  rider: SQL | undefined,
) => Promise<ViewerCheckWithRider>;

/**
 * The check made before every delivery: a signed-in user's by the user check, else the guest's by
 * the feature that let it in. One query either way,
 * because it runs for each subscribed socket at each event.
 */
export function viewerChecker<Guest>(
  setup: Pick<RealtimeSetup<Guest>, "checkUser" | "guests">,
  options: { db: Db; staffDomain: string },
): CheckViewer<Guest> {
  const { db, staffDomain } = options;
  return async (viewer, rider = sql`null`) => {
    if (viewer.kind === "user") return setup.checkUser(db, viewer, { staffDomain, rider });
    const guest = await setup.guests.check(db, viewer.guest, rider);
    return { ...guest, permissions: NONE };
  };
}
