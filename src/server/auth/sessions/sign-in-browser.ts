import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { ClientInfo } from "../../http/client-info";
import type { AppDeps } from "../../http/types";
import { findKnownDevice, rememberDevice } from "./known-devices";
import { mailSecurityNotice } from "../security-notices";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

/**
 * Ends a completed sign-in: the browser becomes (or stays) known to the account, and when it was not
 * known the owner is mailed, since a sign-in from a browser the account never used is what a stolen
 * password looks like. `knownDevice` is the look-up the caller already made, when it made one.
 */
export async function rememberSignInBrowser(
  deps: Deps,
  options: {
    userId: string;
    tokens: string[];
    client: ClientInfo;
    knownDevice?: { id: string } | null;
    /**
     * False when the owner needs no mail about this browser: another mail of the same sign-in names
     * it already (a recovery code's), or the account was made this moment.
     */
    isNoticeWanted?: boolean;
  },
): Promise<string[]> {
  const { db } = deps;
  const { userId, tokens } = options;
  const known =
    options.knownDevice === undefined
      ? await findKnownDevice(db, userId, tokens)
      : options.knownDevice;
  const remembered = await rememberDevice(db, { userId, tokens });
  if (known === null && options.isNoticeWanted !== false) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user)
      await mailSecurityNotice(deps, {
        to: user.email,
        event: "new_browser_sign_in",
        client: options.client,
      });
  }
  return remembered;
}
